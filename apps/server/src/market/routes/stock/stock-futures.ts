/**
 * stock/gethFuturelysisData: simulated futures of a stock or index, priced by cost of carry from the
 * spot (F = S × e^(r·t)), on NSE's monthly expiries (last Tuesday from September 2025, last
 * Thursday before; the previous trading day on a holiday). The simulation trades no futures, so
 * these are formula prices, labelled simulated.
 */
import type { FutureContract, StockFutures } from '@nivesh/contracts';
import {
  type IsoDate,
  isoDate,
  type NseCalendar,
  niftyExpiryWeekday,
  simulationCalendar,
} from '@nivesh/market';
import type { MarketService } from '../../market.service';
import { round } from '../../market-answers';
import { type FoundSymbol, lotOf, toTick } from './stock-lookup';

/** Annual cost-of-carry rate: about the overnight rate plus a financing spread. */
export const CARRY_RATE_PCT = 7;
const DAY_MS = 86_400_000;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const LABELS = ['Near month', 'Next month', 'Far month'] as const;

const calendars = new Map<number, NseCalendar>();

/** A calendar covering `year` and the next (published NSE years where known, projected otherwise). */
function calendarFor(year: number): NseCalendar {
  let calendar = calendars.get(year);
  if (!calendar) {
    calendar = simulationCalendar(year, year + 1);
    calendars.set(year, calendar);
  }
  return calendar;
}

function monthExpiry(calendar: NseCalendar, year: number, month: number): IsoDate {
  const first = isoDate(`${year}-${String(month).padStart(2, '0')}-01`);
  return calendar.monthlyExpiry(year, month, niftyExpiryWeekday(first));
}

/** The next three monthly expiries on or after `today`. */
export function monthlyExpiries(today: IsoDate, count = 3): IsoDate[] {
  const [y = 0, m = 1] = today.split('-').map(Number);
  const calendar = calendarFor(y);
  const out: IsoDate[] = [];
  for (let k = 0; out.length < count && k < count + 1; k++) {
    const index = y * 12 + (m - 1) + k;
    const year = Math.floor(index / 12);
    const expiry = monthExpiry(calendar, year, (index % 12) + 1);
    if (expiry >= today) out.push(expiry);
  }
  return out;
}

function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function contractName(symbol: string, expiry: IsoDate): string {
  const [y = '', m = '1'] = expiry.split('-');
  return `${symbol.replace(/\s+/g, '')}${y.slice(2)}${MONTHS[Number(m) - 1] ?? ''}FUT`;
}

/** Futures of a symbol (the route adds status, message and source). */
export function futuresOf(
  market: MarketService,
  found: FoundSymbol,
): Omit<StockFutures, 'status' | 'message' | 'source'> {
  const state = market.feed.state;
  const spotPaise = state.quote(found.id).ltp;
  const lot = lotOf(found.meta);
  const today = state.sessionDate;
  const contracts: FutureContract[] =
    lot === null || !(spotPaise > 0)
      ? []
      : monthlyExpiries(today).map((expiry, k) => {
          const days = daysBetween(today, expiry);
          const pricePaise = toTick(spotPaise * Math.exp((CARRY_RATE_PCT / 100) * (days / 365)));
          const basis = (pricePaise - spotPaise) / 100;
          return {
            label: LABELS[k] ?? 'Far month',
            contract: contractName(found.meta.symbol, expiry),
            expiry,
            daysToExpiry: days,
            price: pricePaise / 100,
            basis: round(basis, 2),
            basisPct: round((basis / (spotPaise / 100)) * 100, 3),
            lotValue: round((pricePaise / 100) * lot, 2),
          };
        });
  return {
    symbol: found.meta.symbol,
    simulated: true,
    spot: spotPaise / 100,
    lotSize: lot,
    carryRatePct: CARRY_RATE_PCT,
    contracts,
  };
}
