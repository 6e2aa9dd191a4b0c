/**
 * Runs a model portfolio over the simulated daily history: on each scheduled rebalance day the rule
 * picks its stocks from the data of the day before, the portfolio trades to equal weights at that
 * day's close in whole shares, paying each order's delivery charges, and the record keeps every
 * rebalance. Pure; `runRoboModelSteps` yields between pieces of work so a server can slice it.
 */
import { maxDrawdown } from '../backtest/metrics';
import { chargesForOrder } from '../charges/charges-for-order';
import type { IsoDate } from '../units';
import type {
  RoboHolding,
  RoboInput,
  RoboMetrics,
  RoboModel,
  RoboRebalance,
  RoboRun,
  RoboSchedule,
  RoboTrade,
} from './robo-types';

/** ₹10,00,000 in paise. */
export const ROBO_INITIAL_CAPITAL_PAISE = 100_000_000;
/** Part of each target left in cash so the buys' charges are covered. */
const COST_BUFFER = 0.002;
const TRADING_DAYS = 252;
/** Days simulated between yields. */
const DAYS_PER_STEP = 20;

/** Whether `dates[t]` is the first trading day of a month (or of a quarter). */
export function isRebalanceDay(dates: readonly IsoDate[], t: number, schedule: RoboSchedule): boolean {
  const today = dates[t];
  const before = dates[t - 1];
  if (today === undefined || before === undefined || today.slice(0, 7) === before.slice(0, 7)) return false;
  return schedule === 'monthly' || ['01', '04', '07', '10'].includes(today.slice(5, 7));
}

/** Total return, CAGR, max drawdown and annualised volatility of a curve that started at `base`. */
export function roboMetrics(equity: readonly number[], dates: readonly IsoDate[], base: number): RoboMetrics {
  const last = equity[equity.length - 1] ?? base;
  const years = (equity.length - 1) / TRADING_DAYS;
  const returns: number[] = [];
  for (let t = 1; t < equity.length; t++) returns.push((equity[t] ?? 0) / (equity[t - 1] ?? 1) - 1);
  const mean = returns.reduce((s, r) => s + r, 0) / Math.max(1, returns.length);
  const variance =
    returns.length > 1 ? returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (returns.length - 1) : 0;
  return {
    totalReturn: last / base - 1,
    cagr: years > 0 ? (last / base) ** (1 / years) - 1 : 0,
    maxDrawdown: maxDrawdown([base, ...equity], [dates[0] ?? '', ...dates]).fraction,
    volatility: Math.sqrt(variance) * Math.sqrt(TRADING_DAYS),
  };
}

const validPrice = (x: number | undefined): x is number => x !== undefined && Number.isFinite(x) && x > 0;

/** The model's run, in steps (yield = a good place to give the event loop back). */
export function* runRoboModelSteps(input: RoboInput, model: RoboModel): Generator<void, RoboRun, undefined> {
  const { dates, stocks, benchmark } = input;
  const capital = input.initialCapitalPaise ?? ROBO_INITIAL_CAPITAL_PAISE;
  const withCosts = (input.costs ?? 'contract-note') === 'contract-note';
  const bySymbol = new Map(stocks.map((s) => [s.symbol, s]));
  const lastPrice = new Map<string, number>();
  const quantity = new Map<string, number>();
  let cash = capital;
  let totalCharges = 0;
  let inception = -1;
  const rebalances: RoboRebalance[] = [];
  const equity: number[] = [];
  const curveDates: IsoDate[] = [];

  const priceOf = (symbol: string): number => lastPrice.get(symbol) ?? 0;
  const holdingsNow = (value: number): RoboHolding[] =>
    [...quantity]
      .filter(([, q]) => q > 0)
      .map(([symbol, q]) => ({
        symbol,
        sector: bySymbol.get(symbol)?.sector ?? '',
        quantity: q,
        pricePaise: priceOf(symbol),
        valuePaise: q * priceOf(symbol),
        weight: value > 0 ? (q * priceOf(symbol)) / value : 0,
      }))
      .sort((a, b) => b.valuePaise - a.valuePaise || (a.symbol < b.symbol ? -1 : 1));
  const valueNow = (): number => [...quantity].reduce((s, [symbol, q]) => s + q * priceOf(symbol), cash);
  const charge = (side: 'buy' | 'sell', q: number, price: number): number =>
    withCosts ? chargesForOrder({ side, product: 'delivery', quantity: q, pricePaise: price }).total : 0;

  for (let t = 1; t < dates.length; t++) {
    for (const stock of stocks) {
      const c = stock.close[t];
      if (validPrice(c)) lastPrice.set(stock.symbol, Math.round(c));
    }
    const date = dates[t] as IsoDate;
    if (isRebalanceDay(dates, t, model.schedule) && t - 1 >= model.warmUpDays) {
      const chosen = model
        .select({ dates, stocks, asOfIndex: t - 1 })
        .filter((s) => validPrice(bySymbol.get(s)?.close[t]));
      if (inception >= 0 || chosen.length > 0) {
        if (inception < 0) inception = t;
        const before = new Set([...quantity].filter(([, q]) => q > 0).map(([s]) => s));
        const target = (valueNow() * (withCosts ? 1 - COST_BUFFER : 1)) / Math.max(1, chosen.length);
        const targetQty = new Map(chosen.map((s) => [s, Math.floor(target / priceOf(s))]));
        const trades: RoboTrade[] = [];
        let charges = 0;
        for (const [symbol, held] of [...quantity].sort(([a], [b]) => (a < b ? -1 : 1))) {
          const sell = held - (targetQty.get(symbol) ?? 0);
          if (sell <= 0) continue;
          const price = priceOf(symbol);
          const c = charge('sell', sell, price);
          cash += sell * price - c;
          charges += c;
          quantity.set(symbol, held - sell);
          trades.push({ symbol, side: 'sell', quantity: sell, pricePaise: price, chargesPaise: c });
        }
        for (const symbol of chosen) {
          const price = priceOf(symbol);
          let buy = Math.min(
            (targetQty.get(symbol) ?? 0) - (quantity.get(symbol) ?? 0),
            Math.floor(cash / price),
          );
          while (buy > 0 && buy * price + charge('buy', buy, price) > cash) buy--;
          if (buy <= 0) continue;
          const c = charge('buy', buy, price);
          cash -= buy * price + c;
          charges += c;
          quantity.set(symbol, (quantity.get(symbol) ?? 0) + buy);
          trades.push({ symbol, side: 'buy', quantity: buy, pricePaise: price, chargesPaise: c });
        }
        for (const [symbol, q] of [...quantity]) if (q <= 0) quantity.delete(symbol);
        totalCharges += charges;
        const value = valueNow();
        const chosenSet = new Set(chosen);
        rebalances.push({
          date,
          dataAsOf: dates[t - 1] as IsoDate,
          entered: chosen.filter((s) => !before.has(s)),
          exited: [...before].filter((s) => !chosenSet.has(s)).sort(),
          trades,
          holdings: holdingsNow(value),
          chargesPaise: charges,
          cashPaise: cash,
          valuePaise: value,
        });
        yield;
      }
    }
    if (inception >= 0) {
      equity.push(valueNow());
      curveDates.push(date);
    }
    if (t % DAYS_PER_STEP === 0) yield;
  }

  const start = benchmark[inception] ?? 0;
  const benchmarkEquity =
    inception >= 0 && start > 0
      ? curveDates.map((_, k) => (capital * (benchmark[inception + k] ?? start)) / start)
      : [];
  const value = equity[equity.length - 1] ?? capital;
  return {
    modelId: model.id,
    inception: (curveDates[0] ?? dates[dates.length - 1] ?? '') as IsoDate,
    dates: curveDates,
    equity,
    benchmarkEquity,
    rebalances,
    holdings: holdingsNow(value),
    cashPaise: cash,
    totalChargesPaise: totalCharges,
    metrics: roboMetrics(equity, curveDates, capital),
    benchmarkMetrics: roboMetrics(benchmarkEquity, curveDates, capital),
  };
}

/** The model's run in one go (tests, scripts). */
export function runRoboModel(input: RoboInput, model: RoboModel): RoboRun {
  const steps = runRoboModelSteps(input, model);
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
}
