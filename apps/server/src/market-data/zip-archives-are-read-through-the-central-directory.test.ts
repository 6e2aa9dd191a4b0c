import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readZip } from './zip-reader';
import { writeZip } from './zip-test-writer';

const files = [
  { name: 'cm14MAR2024bhav.csv', text: 'SYMBOL,SERIES\nRELIANCE,EQ\n'.repeat(50) },
  { name: 'sub/EQUITY_L.csv', text: 'SYMBOL\nINFY\n' },
];

function hasZipTool(): boolean {
  try {
    execFileSync('zip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('zip archives are read through the central directory', () => {
  it('reads deflated and stored entries', () => {
    for (const stored of [false, true]) {
      const entries = readZip('bundle.zip', writeZip(files, stored));
      expect(entries.map((e) => [e.name, e.data.toString('utf8')])).toEqual(
        files.map((f) => [f.name, f.text]),
      );
    }
  });

  it('refuses a file that is not a zip, and a damaged entry, naming the archive', () => {
    expect(() => readZip('x.zip', Buffer.from('SYMBOL,SERIES\n'))).toThrow(
      'x.zip: not a zip archive, or a truncated one (no end of central directory)',
    );
    const damaged = writeZip(files, true);
    damaged[60] = 0x58; // a byte inside the first stored entry's data
    expect(() => readZip('x.zip', damaged)).toThrow(
      'x.zip: cm14MAR2024bhav.csv is damaged (size or CRC does not match)',
    );
  });

  it.skipIf(!hasZipTool())('reads an archive made by Info-ZIP', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nivesh-zip-'));
    try {
      writeFileSync(join(dir, 'a.csv'), 'hello,world\n'.repeat(100));
      execFileSync('zip', ['-q', 'a.zip', 'a.csv'], { cwd: dir });
      const [entry] = readZip('a.zip', readFileSync(join(dir, 'a.zip')));
      expect(entry?.name).toBe('a.csv');
      expect(entry?.data.toString('utf8')).toBe('hello,world\n'.repeat(100));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
