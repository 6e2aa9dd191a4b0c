/**
 * stock/gethFuturelysisData: the simulated near, next and far futures of a stock or index, priced
 * exactly as on the Stock Futures page (`overview/future-stocks.ts`: the market package's
 * per-contract cost-of-carry model), so the two pages show the same contract at the same price. The
 * simulation trades no futures: these are model prices, labelled simulated.
 */
import type { FutureContract, StockFutures } from '@nivesh/contracts';
import type { MarketService } from '../../market.service';
import { FUTURES_RATE_PCT, futureExpiries, futuresClock, futuresOfSymbol } from '../overview/future-stocks';
import { type FoundSymbol, lotOf } from './stock-lookup';

const LABELS = ['Near month', 'Next month', 'Far month'] as const;

/** Futures of a symbol (the route adds status, message and source). */
export function futuresOf(
  market: MarketService,
  found: FoundSymbol,
): Omit<StockFutures, 'status' | 'message' | 'source'> {
  const state = market.feed.state;
  const lot = lotOf(found.meta);
  const expiries = futureExpiries(state.sessionDate);
  const rows = lot === null ? [] : futuresOfSymbol(state, found.meta.symbol, futuresClock(market));
  const contracts: FutureContract[] = rows.map((row, k) => ({
    label: LABELS[k] ?? 'Far month',
    contract: row.contract,
    expiry: row.expiry,
    daysToExpiry: expiries.find((e) => e.expiry === row.expiry)?.daysToExpiry ?? 0,
    price: row.price,
    basis: row.basis,
    basisPct: row.basisPct,
    lotValue: row.lotValue,
  }));
  return {
    symbol: found.meta.symbol,
    simulated: true,
    spot: state.quote(found.id).ltp / 100,
    lotSize: lot,
    carryRatePct: FUTURES_RATE_PCT,
    contracts,
  };
}
