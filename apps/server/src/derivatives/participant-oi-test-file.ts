// Test support: NSE's real participant-wise OI file, re-dated to sessions of the test market.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** NSE's real file of 1-Nov-2021 (packages/market fixtures): FII index futures 89,904 long and 71,358 short. */
const REAL_FILE = readFileSync(
  fileURLToPath(
    new URL(
      '../../../../packages/market/src/nse-files/fixtures/fao_participant_oi_01112021.csv',
      import.meta.url,
    ),
  ),
  'utf8',
);

/** The real file as if published for `title` ("Nov 20, 2026"); `shift` contracts of index-futures longs move from FII to clients. */
export function participantOiFileFor(title: string, shift = 0): string {
  const lines = REAL_FILE.replace('Nov 01, 2021', title).split('\r\n');
  const bump = (n: number, by: number) => {
    const fields = (lines[n - 1] ?? '').split(',');
    for (const i of [1, 13]) fields[i] = String(Number(fields[i]) + by);
    lines[n - 1] = fields.join(',');
  };
  bump(3, shift); // Client
  bump(5, -shift); // FII
  return lines.join('\r\n');
}
