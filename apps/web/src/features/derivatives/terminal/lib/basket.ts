// The terminal's basket: legs as the strategy builder writes them (`StrategyLeg`, the `legs=` URL
// parameter of leg-url.ts), turned into the contract symbols the paper broker trades and the body
// of OptionTrading's calls.
import type { ContractLeg, ContractOrderBody, FnoProduct, StrategyLeg } from '@nivesh/contracts';

const CODE = { call: 'CE', put: 'PE' } as const;

/** The broker's symbol of a leg (`NIFTY:2026-12-01:CE:24000`, `NIFTY:2026-12-29:FUT`); null for a stock leg. */
export function contractSymbolOf(underlying: string, leg: StrategyLeg): string | null {
  if (leg.instrument === 'stock' || leg.expiry === null) return null;
  if (leg.instrument === 'future') return `${underlying}:${leg.expiry}:FUT`;
  if (leg.strike === null) return null;
  return `${underlying}:${leg.expiry}:${CODE[leg.instrument]}:${leg.strike}`;
}

/** The basket as an order body (stock legs left out: the terminal trades F&O only). */
export function orderBody(
  underlying: string,
  legs: readonly StrategyLeg[],
  product: FnoProduct,
  requestId?: string,
): ContractOrderBody {
  const contractLegs: ContractLeg[] = [];
  for (const leg of legs) {
    const symbol = contractSymbolOf(underlying, leg);
    if (symbol) contractLegs.push({ symbol, side: leg.side, lots: leg.lots, kind: 'market', product });
  }
  return { legs: contractLegs, ...(requestId ? { requestId } : {}) };
}

/** Whether two legs are the same contract on the same side (adding one again adds lots). */
const sameContract = (a: StrategyLeg, b: StrategyLeg) =>
  a.instrument === b.instrument && a.strike === b.strike && a.expiry === b.expiry && a.side === b.side;

/** The basket with `leg` added: a lot more of the same contract and side, or a new leg. */
export function withLeg(legs: readonly StrategyLeg[], leg: StrategyLeg, maxLots: number): StrategyLeg[] {
  const i = legs.findIndex((l) => sameContract(l, leg));
  if (i < 0) return [...legs, leg];
  return legs.map((l, j) => (j === i ? { ...l, lots: Math.min(maxLots, l.lots + leg.lots) } : l));
}

/** The basket with leg `i` changed (lots within bounds, or side turned). */
export function withLegChange(
  legs: readonly StrategyLeg[],
  i: number,
  change: Partial<Pick<StrategyLeg, 'lots' | 'side'>>,
): StrategyLeg[] {
  return legs.map((l, j) => (j === i ? { ...l, ...change } : l));
}

export const withoutLeg = (legs: readonly StrategyLeg[], i: number): StrategyLeg[] =>
  legs.filter((_, j) => j !== i);

/** The order that closes a position: the other side, its lots, market, the same product. */
export function exitLeg(position: { symbol: string; lots: number; product: FnoProduct }): ContractLeg {
  return {
    symbol: position.symbol,
    side: position.lots > 0 ? 'sell' : 'buy',
    lots: Math.abs(position.lots),
    kind: 'market',
    product: position.product,
  };
}
