/**
 * FutureStock/getFutureStockData: futures of every F&O stock on one monthly expiry. The simulation
 * trades no futures, so prices are cost-of-carry prices from the live spot (F = S·e^(r·t), the stock
 * area's rate and expiries) and open interest is drawn from a seeded stream per stock and session
 * (a multiple of the stock's average daily volume in lots): deterministic, and labelled simulated.
 */
import type { FutureExpiry, FutureStockRow } from '@nivesh/contracts';
import { createRng, FNO_STOCKS, type IsoDate, type MarketState } from '@nivesh/market';
import { fromHundredths, round } from '../../market-answers';
import { CARRY_RATE_PCT, monthlyExpiries } from '../stock/stock-futures';
import { toTick } from '../stock/stock-lookup';
import { averageVolumes } from './average-volume';

const DAY_MS = 86_400_000;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
export const FUTURE_MONTH_KEYS = ['near', 'next', 'far'] as const;
export type FutureMonth = (typeof FUTURE_MONTH_KEYS)[number];
/** Seed of the simulated open interest (independent of the market's own seed, so replays get it too). */
export const OI_SEED = 'nivesh-futures-oi';
/** Open interest as a multiple of average daily volume in lots: most of it sits in the near month. */
const OI_PER_DAILY_LOTS: Readonly<Record<FutureMonth, number>> = { near: 2.5, next: 0.4, far: 0.05 };

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** NSE-style name of a stock future, e.g. RELIANCE26NOVFUT. */
export function futureContractName(symbol: string, expiry: string): string {
  const [y = '', m = '1'] = expiry.split('-');
  return `${symbol}${y.slice(2)}${MONTHS[Number(m) - 1] ?? ''}FUT`;
}

/** The near, next and far monthly expiries from the session date. */
export function futureExpiries(sessionDate: IsoDate): FutureExpiry[] {
  return monthlyExpiries(sessionDate).map((expiry, k) => ({
    month: FUTURE_MONTH_KEYS[k] ?? 'far',
    expiry,
    daysToExpiry: daysBetween(sessionDate, expiry),
  }));
}

/** Fair futures price (paise, on the tick) of a spot `days` calendar days before expiry. */
export function carryPrice(spotPaise: number, days: number): number {
  return toTick(spotPaise * Math.exp((CARRY_RATE_PCT / 100) * (days / 365)));
}

/** Simulated open interest (contracts) and its change since the previous session. */
export function simulatedOpenInterest(
  symbol: string,
  date: string,
  month: FutureMonth,
  dailyLots: number,
  changePct: number,
): { openInterest: number; oiChange: number; oiChangePct: number } {
  const rng = createRng(OI_SEED, `${date}:${symbol}:${month}`);
  const openInterest = Math.max(
    1,
    Math.round(dailyLots * OI_PER_DAILY_LOTS[month] * Math.exp(0.3 * rng.normal())),
  );
  // Positions build up with the move (long or short build-up), plus noise of their own.
  const drift = Math.max(-40, Math.min(40, 3 * Math.abs(changePct) + 5 * rng.normal()));
  const previous = Math.max(1, Math.round(openInterest / (1 + drift / 100)));
  const oiChange = openInterest - previous;
  return { openInterest, oiChange, oiChangePct: round((oiChange / previous) * 100) };
}

/** Rows of the F&O stocks (optionally of one sector) on the expiry. */
export function futureStockRows(
  state: MarketState,
  expiry: FutureExpiry,
  sector: string | null,
): FutureStockRow[] {
  const prevSession = state.dates[state.dates.length - 1] ?? state.sessionDate;
  const prevDays = daysBetween(prevSession, expiry.expiry);
  const volumes = averageVolumes(state);
  const rows: FutureStockRow[] = [];
  for (const stock of FNO_STOCKS) {
    const id = state.idOf(stock.symbol);
    if (id === undefined) continue;
    const meta = state.meta(id);
    if (sector !== null && meta.sector !== sector) continue;
    const q = state.quote(id);
    if (q.ltp <= 0 || q.prevClose <= 0) continue;
    const price = carryPrice(q.ltp, expiry.daysToExpiry);
    const prevPrice = carryPrice(q.prevClose, prevDays);
    const changePct = ((price - prevPrice) / prevPrice) * 100;
    const basis = (price - q.ltp) / 100;
    rows.push({
      symbol: stock.symbol,
      name: meta.name ?? stock.symbol,
      sector: meta.sector,
      contract: futureContractName(stock.symbol, expiry.expiry),
      expiry: expiry.expiry,
      lotSize: stock.lotSize,
      lotRecalled: stock.lotRecalled,
      spot: fromHundredths(q.ltp),
      price: fromHundredths(price),
      prevPrice: fromHundredths(prevPrice),
      change: fromHundredths(price - prevPrice),
      changePct: round(changePct),
      basis: round(basis, 2),
      basisPct: round((basis / (q.ltp / 100)) * 100, 3),
      lotValue: round((price / 100) * stock.lotSize, 2),
      ...simulatedOpenInterest(
        stock.symbol,
        state.sessionDate,
        expiry.month,
        (volumes[id] ?? 0) / stock.lotSize,
        changePct,
      ),
    });
  }
  return rows;
}
