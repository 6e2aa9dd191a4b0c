import { istDateTimeToUtc, yearOf } from '../calendar/ist';
import type { NseCalendar } from '../calendar/nse-calendar';
import { simulationCalendar } from '../calendar/projected-years';
import { NSE_SESSION } from '../calendar/sessions';
import { createRng } from '../simulator/prng';
import type { IsoDate } from '../units';
import { MINUTES_PER_YEAR, monthlyExpiryOf, sessionElapsedShare } from './option-expiries';
import { DEFAULT_RISK_FREE_RATE } from './option-underlyings';
import { simulatedIndiaVix } from './simulated-india-vix';
import { INDEX_SMILE, type SmileShape, type VolSurface } from './volatility-surface';

/**
 * India VIX for the simulated market, day by day and minute by minute.
 *
 * NIFTY's daily log returns drive a GJR-GARCH(1,1) variance forecast (Glosten–Jagannathan–Runkle
 * 1993: falls raise the forecast more than rises, the leverage effect behind VIX spikes):
 *     h(t+1) = ω + (α + γ·1[r(t) < 0])·r(t)² + β·h(t),   ω = (1 − α − γ/2 − β)·h̄
 * The 30-day ATM implied volatility is
 *     σ_ATM = σ̄_ATM · (mean forecast over the next 21 sessions / h̄)^{elasticity/2} · e^{x − var(x)/2}
 * where σ̄_ATM = √(252·h̄)·riskPremium and x is an AR(1) whose shocks are partly the standardised
 * NIFTY return (correlation ρ < 0) and partly the VIX's own noise. That ATM level sets the
 * simulated NIFTY surface (index skew, mean-reverting term structure), the near- and next-month
 * chains are quoted from it, and the VIX formula is applied to those quotes: the close is "from
 * the simulated option prices". Open, high and low scale the day's close VIX/ATM ratio by the ATM
 * level at the open and at NIFTY's intraday extremes: one full VIX computation per day keeps 2,600
 * days fast, and the ratio moves by about 1 % at most within a day (checked against the full
 * formula, which `intradayIndiaVix` runs).
 */

/** Parameters of the VIX model (all have defaults; see `DEFAULT_VIX_MODEL`). */
export interface VixModelParams {
  /** GJR-GARCH reaction to any squared return. */
  readonly alpha: number;
  /** Extra reaction to a negative return (leverage effect). */
  readonly gamma: number;
  /** GARCH persistence of yesterday's variance. */
  readonly beta: number;
  /** Long-run NIFTY volatility (annualised) the forecast reverts to; null: the sample's own. */
  readonly longRunVol: number | null;
  readonly tradingDaysPerYear: number;
  /** Sessions in the VIX's 30 calendar days. */
  readonly horizonDays: number;
  /** Mean ratio of 30-day ATM implied volatility to the forecast volatility at the long-run level. */
  readonly riskPremium: number;
  /**
   * Elasticity of implied to forecast volatility (below 1: implied runs above realised in calm
   * markets and below it at panic peaks, the empirical pattern of the variance risk premium).
   */
  readonly volElasticity: number;
  /** Daily AR(1) coefficient of the log premium. */
  readonly premiumPersistence: number;
  /** Daily standard deviation of the log-premium shocks. */
  readonly premiumShock: number;
  /** Correlation of the premium shock with the standardised NIFTY return (negative). */
  readonly premiumReturnCorrelation: number;
  /** Typical extra log range of VIX within a day beyond what NIFTY's range explains. */
  readonly intradayNoise: number;
  readonly smile: SmileShape;
  readonly riskFreeRate: number;
  readonly dividendYield: number;
  /** NIFTY strike step, points. */
  readonly strikeStep: number;
  /** Roll to the next two months when the near month has fewer calendar days than this left. */
  readonly minNearDays: number;
}

/**
 * Defaults: GARCH coefficients typical of equity-index estimates (persistence 0.97); the premium
 * calibrated so the model run on NIFTY's real 2010–2022 closes gives India VIX's real median and
 * spread (checked in `india-vix-history-resembles-the-real-index.test.ts` when shared data exist).
 */
export const DEFAULT_VIX_MODEL: VixModelParams = {
  alpha: 0.02,
  gamma: 0.09,
  beta: 0.915,
  longRunVol: null,
  tradingDaysPerYear: 252,
  horizonDays: 21,
  riskPremium: 0.98,
  volElasticity: 0.75,
  premiumPersistence: 0.97,
  premiumShock: 0.03,
  premiumReturnCorrelation: -0.4,
  intradayNoise: 0.025,
  smile: INDEX_SMILE,
  riskFreeRate: DEFAULT_RISK_FREE_RATE,
  dividendYield: 0.012,
  strikeStep: 50,
  minNearDays: 7,
};

/** The model with its derived constants, shared by every day of a history. */
export interface VixModel extends VixModelParams {
  /** Long-run daily variance h̄. */
  readonly longRunVariance: number;
  /** Expiry calendar (projected years allowed). */
  readonly calendar: NseCalendar;
  readonly seed: string;
}

/** The VIX model's state as a session opens, enough to price any minute of that day. */
export interface VixDayState {
  readonly date: IsoDate;
  readonly previousClose: number;
  /** h(t): forecast variance of today's log return, made at the previous close. */
  readonly variance: number;
  /** x(t−1): the log premium at the previous close. */
  readonly previousPremiumLog: number;
  /** The day's own VIX shock (standard normal, seeded by date). */
  readonly premiumNoise: number;
  readonly model: VixModel;
}

/** The volatility state at one instant of a day. */
export interface VixVolState {
  /** 30-day ATM implied volatility (decimal): pass it to `buildOptionChain` as `atmVol`. */
  readonly atmVol30: number;
  /** Long-run ATM volatility of the surface: pass it as `longRunVol`. */
  readonly longRunVol: number;
  /** The log premium x at this instant. */
  readonly premiumLog: number;
  /** h(t+1) as it would be if the day closed at this spot. */
  readonly nextVariance: number;
}

/** Daily India VIX OHLC for a NIFTY history. Always simulated. */
export interface IndiaVixHistory {
  readonly simulated: true;
  readonly dates: readonly IsoDate[];
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  /** 30-day ATM implied volatility at each close (decimal). */
  readonly atmVol: Float64Array;
  /** h(t) per day (the state each session opened with). */
  readonly variance: Float64Array;
  /** x(t) per day, at the close. */
  readonly premiumLog: Float64Array;
  /** The NIFTY closes the history was built on (points). */
  readonly niftyCloses: Float64Array;
  readonly model: VixModel;
}

/** Inputs of `simulateIndiaVixHistory`. */
export interface IndiaVixHistoryInput {
  /** Trading dates, ascending. */
  readonly dates: readonly IsoDate[];
  /** NIFTY closes, points, one per date. */
  readonly closes: Float64Array;
  /** NIFTY opens/highs/lows, points (optional: synthesised from the closes when absent). */
  readonly opens?: Float64Array;
  readonly highs?: Float64Array;
  readonly lows?: Float64Array;
  readonly seed: string;
  readonly params?: Partial<VixModelParams>;
  /** Expiry calendar; default `simulationCalendar` over the dates' years plus one. */
  readonly calendar?: NseCalendar;
}

/** India VIX is published to 4 decimals. */
function roundVix(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** The volatility state at `spot` and `instant` of the day `state` describes. */
export function vixVolState(state: VixDayState, spot: number, instant: Date): VixVolState {
  const m = state.model;
  const r = Math.log(spot / state.previousClose);
  const h = state.variance;
  const nextVariance =
    m.longRunVariance * (1 - persistenceOf(m)) + (m.alpha + (r < 0 ? m.gamma : 0)) * r * r + m.beta * h;
  const standardised = Math.min(Math.max(r / Math.sqrt(h), -8), 8);
  const rho = m.premiumReturnCorrelation;
  // The day's own noise arrives like a Brownian motion over the session: √(elapsed share).
  const shock =
    rho * standardised +
    Math.sqrt(1 - rho * rho) * Math.sqrt(sessionElapsedShare(instant)) * state.premiumNoise;
  const premiumLog = m.premiumPersistence * state.previousPremiumLog + m.premiumShock * shock;
  const relative = meanForecast(m, nextVariance) / m.longRunVariance;
  // e^{x − var(x)/2} has mean 1 in the stationary AR(1), so riskPremium stays the mean premium.
  const stationaryVariance =
    (m.premiumShock * m.premiumShock) / (1 - m.premiumPersistence * m.premiumPersistence);
  const longRunVol = Math.sqrt(m.longRunVariance * m.tradingDaysPerYear) * m.riskPremium;
  return {
    atmVol30: longRunVol * relative ** (m.volElasticity / 2) * Math.exp(premiumLog - stationaryVariance / 2),
    longRunVol,
    premiumLog,
    nextVariance,
  };
}

function persistenceOf(m: VixModelParams): number {
  return m.alpha + m.gamma / 2 + m.beta;
}

/** Mean daily variance expected over the next `horizonDays` sessions, given h(t+1). */
function meanForecast(m: VixModel, nextVariance: number): number {
  const p = persistenceOf(m);
  const n = m.horizonDays;
  return m.longRunVariance + ((nextVariance - m.longRunVariance) * (1 - p ** n)) / (n * (1 - p));
}

function surfaceOf(m: VixModel, vol: VixVolState): VolSurface {
  const { termReversion, skew, curvature, wingLimit, minVol } = m.smile;
  // Listed fields rather than a spread: this runs once per simulated day.
  return {
    termReversion,
    skew,
    curvature,
    wingLimit,
    minVol,
    atmVol30: vol.atmVol30,
    longRunVol: vol.longRunVol,
  };
}

/** India VIX from the simulated NIFTY chain at `spot` and `instant` of the day (full formula). */
export function intradayIndiaVix(state: VixDayState, spot: number, instant: Date): number {
  const m = state.model;
  const vol = vixVolState(state, spot, instant);
  return roundVix(
    simulatedIndiaVix({
      spot,
      asOf: instant,
      surface: surfaceOf(m, vol),
      rate: m.riskFreeRate,
      dividendYield: m.dividendYield,
      strikeStep: m.strikeStep,
      calendar: m.calendar,
      minNearDays: m.minNearDays,
    }).vix,
  );
}

function resolveModel(input: IndiaVixHistoryInput, returns: Float64Array): VixModel {
  const params = { ...DEFAULT_VIX_MODEL, ...input.params };
  if (persistenceOf(params) >= 1) throw new RangeError('GARCH persistence α + γ/2 + β must be below 1');
  let longRunVariance = 0;
  if (params.longRunVol !== null) {
    longRunVariance = (params.longRunVol * params.longRunVol) / params.tradingDaysPerYear;
  } else {
    // Variance targeting on the sample (a simulated market has no look-ahead worth guarding).
    let sumSquares = 0;
    for (let i = 1; i < returns.length; i++) sumSquares += (returns[i] ?? 0) ** 2;
    longRunVariance = returns.length > 1 ? sumSquares / (returns.length - 1) : 0;
  }
  // A flat or one-day series still gets a volatility (5 % a year), so the state never divides by 0.
  longRunVariance = Math.max(longRunVariance, 0.05 ** 2 / params.tradingDaysPerYear);
  const first = input.dates[0];
  const last = input.dates[input.dates.length - 1];
  if (!first || !last) throw new RangeError('A VIX history needs at least one date');
  return {
    ...params,
    longRunVariance,
    calendar: input.calendar ?? simulationCalendar(yearOf(first), yearOf(last) + 1),
    seed: input.seed,
  };
}

/** The seeded standard normals of one date: the VIX's own shock and three for the intraday range. */
function dayNoise(seed: string, date: IsoDate): [number, number, number, number] {
  const rng = createRng(seed, `india-vix:${date}`);
  return [rng.normal(), rng.normal(), rng.normal(), rng.normal()];
}

/** Monthly expiries from the month of `first` to three months past the month of `last`. */
function monthlyExpiryList(calendar: NseCalendar, first: IsoDate, last: IsoDate): IsoDate[] {
  const monthKey = (date: IsoDate): number => yearOf(date) * 12 + Number(date.slice(5, 7)) - 1;
  const out: IsoDate[] = [];
  for (let key = monthKey(first); key <= monthKey(last) + 3; key++) {
    out.push(monthlyExpiryOf(calendar, Math.floor(key / 12), (key % 12) + 1));
  }
  return out;
}

/**
 * Daily India VIX open/high/low/close for NIFTY closes (points): a GJR-GARCH forecast plus a
 * seeded variance risk premium set each day's simulated option chain, and the VIX formula is
 * applied to it. Deterministic for the same inputs and seed.
 */
export function simulateIndiaVixHistory(input: IndiaVixHistoryInput): IndiaVixHistory {
  const { dates, closes } = input;
  const n = dates.length;
  if (closes.length !== n) throw new RangeError(`closes has ${closes.length} values for ${n} dates`);
  const returns = new Float64Array(n);
  for (let t = 1; t < n; t++) returns[t] = Math.log((closes[t] ?? 0) / (closes[t - 1] ?? 1));
  const model = resolveModel(input, returns);
  const expiries = monthlyExpiryList(
    model.calendar,
    dates[0] ?? ('' as IsoDate),
    dates[n - 1] ?? ('' as IsoDate),
  );
  const expiryMs = expiries.map((e) => istDateTimeToUtc(e, '15:30').getTime());

  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const atmVol = new Float64Array(n);
  const variance = new Float64Array(n);
  const premiumLog = new Float64Array(n);
  let h = model.longRunVariance;
  let previousPremiumLog = 0;
  let pointer = 0;
  for (let t = 0; t < n; t++) {
    const date = dates[t] ?? ('' as IsoDate);
    const closeLevel = closes[t] ?? 0;
    const previousClose = t > 0 ? (closes[t - 1] ?? closeLevel) : closeLevel;
    const [noise, n1, n2, n3] = dayNoise(model.seed, date);
    const state: VixDayState = {
      date,
      previousClose,
      variance: h,
      previousPremiumLog,
      premiumNoise: noise,
      model,
    };
    const closeAt = istDateTimeToUtc(date, NSE_SESSION.close);
    const closeVol = vixVolState(state, closeLevel, closeAt);

    while (pointer < expiries.length && (expiryMs[pointer] ?? 0) <= closeAt.getTime()) pointer++;
    const skip = (expiryMs[pointer] ?? 0) - closeAt.getTime() < model.minNearDays * 86_400_000 ? 1 : 0;
    const nearMs = expiryMs[pointer + skip];
    const nextMs = expiryMs[pointer + skip + 1];
    if (nearMs === undefined || nextMs === undefined)
      throw new RangeError(`No monthly expiries after ${date}`);
    const yearsTo = (ms: number): number => (ms - closeAt.getTime()) / 60_000 / MINUTES_PER_YEAR;
    const vix = simulatedIndiaVix({
      spot: closeLevel,
      asOf: closeAt,
      surface: surfaceOf(model, closeVol),
      rate: model.riskFreeRate,
      dividendYield: model.dividendYield,
      strikeStep: model.strikeStep,
      calendar: model.calendar,
      expiryYears: [yearsTo(nearMs), yearsTo(nextMs)],
    }).vix;
    // VIX per unit of ATM volatility today; the intraday points reuse it (see the module note).
    const ratio = vix / closeVol.atmVol30;
    const openAt = istDateTimeToUtc(date, NSE_SESSION.open);
    const openLevel = input.opens?.[t] ?? previousClose;
    const dayMove = Math.sqrt(h);
    const highLevel =
      input.highs?.[t] ?? Math.max(previousClose, closeLevel) * Math.exp(0.4 * dayMove * Math.abs(n1));
    const lowLevel =
      input.lows?.[t] ?? Math.min(previousClose, closeLevel) * Math.exp(-0.4 * dayMove * Math.abs(n2));
    const midday = new Date((openAt.getTime() + closeAt.getTime()) / 2);
    const vixOpen = ratio * vixVolState(state, openLevel, openAt).atmVol30;
    const vixAtLow = ratio * vixVolState(state, lowLevel, midday).atmVol30;
    const vixAtHigh = ratio * vixVolState(state, highLevel, midday).atmVol30;
    const wiggle = Math.exp(model.intradayNoise * Math.abs(n3));
    open[t] = roundVix(vixOpen);
    close[t] = roundVix(vix);
    high[t] = roundVix(Math.max(vixOpen, vix, vixAtLow) * wiggle);
    low[t] = roundVix(Math.min(vixOpen, vix, vixAtHigh) / wiggle);
    atmVol[t] = closeVol.atmVol30;
    variance[t] = h;
    premiumLog[t] = closeVol.premiumLog;
    h = closeVol.nextVariance;
    previousPremiumLog = closeVol.premiumLog;
  }
  return {
    simulated: true,
    dates,
    open,
    high,
    low,
    close,
    atmVol,
    variance,
    premiumLog,
    niftyCloses: closes,
    model,
  };
}

/** The state day `index` of a history opened with (its intraday VIX ends at its close). */
export function vixDayState(history: IndiaVixHistory, index: number): VixDayState {
  const date = history.dates[index];
  const variance = history.variance[index];
  if (date === undefined || variance === undefined) throw new RangeError(`No day ${index} in the history`);
  const close = history.niftyCloses[index] ?? 0;
  return {
    date,
    previousClose: index > 0 ? (history.niftyCloses[index - 1] ?? close) : close,
    variance,
    previousPremiumLog: index > 0 ? (history.premiumLog[index - 1] ?? 0) : 0,
    premiumNoise: dayNoise(history.model.seed, date)[0],
    model: history.model,
  };
}

/** The state of the session after the history's last day (the live day), dated `date`. */
export function nextVixDayState(history: IndiaVixHistory, date: IsoDate): VixDayState {
  const last = history.dates.length - 1;
  const lastState = vixDayState(history, last);
  const lastClose = history.niftyCloses[last] ?? lastState.previousClose;
  const closeAt = istDateTimeToUtc(lastState.date, NSE_SESSION.close);
  const atClose = vixVolState(lastState, lastClose, closeAt);
  return {
    date,
    previousClose: lastClose,
    variance: atClose.nextVariance,
    previousPremiumLog: atClose.premiumLog,
    premiumNoise: dayNoise(history.model.seed, date)[0],
    model: history.model,
  };
}
