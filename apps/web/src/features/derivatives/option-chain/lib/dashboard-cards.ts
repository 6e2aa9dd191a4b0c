// The option dashboard's index cards: each index's live quote and expiries (getOptionData) joined
// with its OI levels (getSupportTarget). Pure.
import type { OptionExpiryDto, OptionUnderlyingDto, SupportTargetRow } from '@nivesh/contracts';

/** The indices whose cards come first, in this order; any other index the server lists follows. */
export const DASHBOARD_INDICES: readonly string[] = ['NIFTY', 'BANKNIFTY', 'FINNIFTY', 'MIDCPNIFTY'];

export interface IndexCardData {
  readonly symbol: string;
  readonly spot: number;
  readonly change: number | null;
  readonly changePct: number;
  /** The nearest expiry: its date and calendar days left. */
  readonly expiry: Pick<OptionExpiryDto, 'date' | 'daysToExpiry'> | null;
  readonly levels: SupportTargetRow | null;
  /** The straddle-implied move as a share of spot, %. */
  readonly expectedMovePct: number | null;
}

function rank(symbol: string): number {
  const at = DASHBOARD_INDICES.indexOf(symbol);
  return at === -1 ? DASHBOARD_INDICES.length : at;
}

/** One card per index either answer lists: NIFTY, BANKNIFTY, FINNIFTY, MIDCPNIFTY first, then the others. */
export function indexCards(
  underlyings: readonly OptionUnderlyingDto[],
  levels: readonly SupportTargetRow[],
): readonly IndexCardData[] {
  const listed = [
    ...underlyings.filter((u) => u.kind === 'index').map((u) => u.symbol),
    ...levels.filter((r) => r.kind === 'index').map((r) => r.symbol),
  ];
  const symbols = [...new Set(listed)].sort((a, b) => rank(a) - rank(b));
  const cards: IndexCardData[] = [];
  for (const symbol of symbols) {
    const quote = underlyings.find((u) => u.symbol === symbol);
    const row = levels.find((r) => r.symbol === symbol) ?? null;
    const spot = quote?.spot ?? row?.spot;
    if (spot === undefined) continue;
    const first = quote?.expiries[0];
    cards.push({
      symbol,
      spot,
      change: quote?.change ?? null,
      changePct: quote?.changePct ?? row?.changePct ?? 0,
      expiry: first ? { date: first.date, daysToExpiry: first.daysToExpiry } : null,
      levels: row,
      expectedMovePct: row && spot > 0 ? (row.expectedMove / spot) * 100 : null,
    });
  }
  return cards;
}
