// What the chain shows of an answer: the strikes around the ATM strike, where the spot falls
// between them, which side of a strike is in the money, and the links a strike leads to. Pure.
import type { ChainRow } from '@nivesh/contracts';
import { appPath } from '@/config/paths';

/** How many strikes either side of ATM the chain shows ('all': every listed strike). */
export const STRIKE_WINDOWS = ['10', '20', 'all'] as const;
export type StrikeWindow = (typeof STRIKE_WINDOWS)[number];

/** The row of the ATM strike: the given strike when listed, else the strike nearest the spot. */
export function atmRowIndex(rows: readonly ChainRow[], atmStrike: number, spot: number): number {
  const exact = rows.findIndex((r) => r.strike === atmStrike);
  if (exact !== -1) return exact;
  let best = -1;
  for (const [i, row] of rows.entries()) {
    const current = rows[best];
    if (!current || Math.abs(row.strike - spot) < Math.abs(current.strike - spot)) best = i;
  }
  return best;
}

/** The strikes of a window around ATM (rows sorted by strike, lowest first). */
export function strikesAround(
  rows: readonly ChainRow[],
  atmStrike: number,
  spot: number,
  window: StrikeWindow,
): readonly ChainRow[] {
  if (window === 'all') return rows;
  const centre = atmRowIndex(rows, atmStrike, spot);
  if (centre === -1) return rows;
  const width = Number(window);
  return rows.slice(Math.max(0, centre - width), centre + width + 1);
}

/** Where the spot line goes: before this row (the first strike at or above spot); rows.length: after the last. */
export function spotLineIndex(rows: readonly ChainRow[], spot: number): number {
  const index = rows.findIndex((r) => r.strike >= spot);
  return index === -1 ? rows.length : index;
}

/** In the money: a call below the spot, a put above it. */
export function isInTheMoney(kind: 'call' | 'put', strike: number, spot: number): boolean {
  return kind === 'call' ? strike < spot : strike > spot;
}

/** The largest OI of the expiry (calls and puts together): the full length of an OI bar. */
export function largestOi(rows: readonly ChainRow[]): number {
  let max = 0;
  for (const row of rows) max = Math.max(max, row.call.oi, row.put.oi);
  return max;
}

/** An OI bar's length in per cent of the cell (0–100). */
export function oiBarPercent(oi: number, maxOi: number): number {
  if (!(maxOi > 0) || !(oi > 0)) return 0;
  return Math.min(100, (oi / maxOi) * 100);
}

// --- links --------------------------------------------------------------------------------------

function withSymbol(path: string, symbol: string, expiry?: string): string {
  const params = new URLSearchParams({ symbol });
  if (expiry) params.set('expiry', expiry);
  return `${appPath(path).getHref()}?${params.toString()}`;
}

/** The OI analysis of an underlying (and expiry). */
export const analysisHref = (symbol: string, expiry?: string) =>
  withSymbol('/option-chain/analysis', symbol, expiry);

/** The option chain of an underlying. */
export const chainHref = (symbol: string) => withSymbol('/nse-option-chain-data', symbol);
