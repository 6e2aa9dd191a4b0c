import { addCalendarDays } from '../calendar/ist';
import { type NseCalendar, nseCalendar } from '../calendar/nse-calendar';
import { NIFTY_50_FIT } from '../simulator/anchored-market-factor';
import { createRng } from '../simulator/prng';
import { type IsoDate, isoDate, type Paise, rupeesToPaise } from '../units';

/**
 * Simulated FII/FPI and DII activity in the cash market, the figures NSE publishes each evening as
 * its provisional "FII/DII trading activity" (gross purchases, gross sales and net, ₹ crore to two
 * decimals, all exchanges together).
 *
 * Model, per category c (FII, DII) and session t, in ₹ crore:
 *   gross G_c = NIFTY close × (₹ crore per NIFTY point of c in t's year) × a lognormal turnover
 *               (a slow shared level, a shared daily part, c's own daily part, more on big moves);
 *   FII net / G_FII = era mean + slow stance + fast part, where the slow stance is a moving average
 *               of the last 31 sessions' seeded draws, a monthly regime (a moving average of the last
 *               7 months' draws, blended across the month) and the decayed sum of NIFTY's last 30
 *               returns (FIIs chase the market), and the fast part is the day's NIFTY return and noise;
 *   DII net   = DII's own era mean, slow stance and noise, minus a share of the FII net in rupees
 *               (most of the slow FII stance, less of the day's noise): DIIs absorb FII selling.
 *   purchases = G·(1 + x/2) and sales = G·(1 − x/2) for net x·G, each rounded to ₹0.01 crore.
 * Every persistent part is a moving average of seeded draws keyed by session or by month, so any
 * date is computed alone (31 session streams and 8 month streams, the latter shared by a month's
 * sessions), and adjacent dates agree, as in `simulatedParticipantOi`.
 *
 * Calibration (a throwaway script over shared/data/nse_institutional, not shipped). Monthly:
 * fii_dii_cash_monthly_2007-2026.csv, Apr-2007 … Dec-2025 (225 whole months; Jan-2026 partial),
 * divided by the month's sessions and NIFTY 50's mean close (shared/data NIFTY_50_daily_2000-2022.csv
 * to Aug-2022; rounded public month-end closes after it, so the 2022-09 … 2026-01 rates are good to a
 * few %). Daily: fii_dii_cash_daily_nse_2021-12_2022-01.csv, 20 distinct sessions 07-Dec-2021 …
 * 04-Jan-2022 (four dates are listed twice). Simulated: the mean of 10 seeds over Apr-2007 … Jan-2026
 * on a synthetic NIFTY (1 % a day), "within a month" taken over 2020-2022.
 *
 *   figure                                                  real                 simulated
 *   FII purchases / session per NIFTY point, 2007/2017/2025  0.66 / 0.53 / 0.57   0.63 / 0.52 / 0.62
 *   DII purchases / session per NIFTY point, 2007/2017/2025  0.24 / 0.35 / 0.62   0.25 / 0.33 / 0.62
 *   DII share of FII + DII purchases, 2007/2017/2025         0.27 / 0.40 / 0.52   0.28 / 0.39 / 0.50
 *   log gross sd within a month, FII / DII                   0.40¹ / 0.24         0.21 / 0.21
 *   corr of FII and DII log gross within a month             0.57                 0.60
 *   FII net ÷ gross, sd within a month                       0.19                 0.21
 *   DII net ÷ gross, sd within a month                       0.12                 0.14
 *   corr(FII net, NIFTY return) within a month               0.64                 0.67
 *   corr(FII net, DII net) within a month                    −0.61                −0.67
 *   FII net lag-1 autocorrelation, daily                     0.39                 0.40
 *   FII monthly net ÷ monthly purchases, sd                  0.146                0.143
 *     what independent days would give (daily sd ÷ √21)     0.046                0.054
 *     lag-1 / lag-2 autocorrelation, month to month          0.44 / 0.24          0.52 / 0.33
 *     corr with / slope on NIFTY's monthly return (per 1 %)  0.62 / 0.012-0.018   0.57 / 0.018
 *   DII monthly net ÷ monthly purchases, sd / lag-1          0.218 / 0.57         0.168 / 0.60
 *   corr(FII, DII monthly net ₹), 2007-13/14-19/20-22/23-26  −.91/−.91/−.94/−.68  −.89/−.87/−.83/−.60
 *   slope of DII on FII monthly net ₹, same eras             −.60/−.67/−.73/−.60  −.56/−.58/−.61/−.55
 *   ¹ Dec-2021 FII gross fell through the holiday weeks (lag-1 0.65); the ±20 % day-to-day is the rest.
 */

/** One category's day: gross purchases, gross sales and net (purchases − sales, exactly), paise. */
export interface CashFlow {
  readonly buy: Paise;
  readonly sell: Paise;
  readonly net: Paise;
}

/** A session's simulated FII/FPI and DII cash-market activity, as NSE's daily provisional report. */
export interface InstitutionalFlowDay {
  readonly date: IsoDate;
  readonly simulated: true;
  readonly fii: CashFlow;
  readonly dii: CashFlow;
}

export interface InstitutionalFlowContext {
  /** NIFTY 50's return on `date`, decimal (0.01 = +1 %). */
  readonly niftyReturn: number;
  /** NIFTY 50's close on `date` (scales the gross amounts: turnover grows with the market). */
  readonly niftyClose: number;
  /** NIFTY's return on an earlier session (flows persist over the last sessions); 0 when omitted. */
  readonly niftyReturnOn?: (date: IsoDate) => number;
  readonly calendar?: NseCalendar;
}

/**
 * A session's gross (mean of purchases and sales) in ₹ crore per NIFTY 50 point, FII and DII, at the
 * middle of each year of the monthly file (2007: April-December; 2026: January only); interpolated
 * linearly between, held flat outside.
 */
const GROSS_PER_NIFTY_POINT: readonly (readonly [year: number, fii: number, dii: number])[] = [
  [2007.6, 0.653, 0.226],
  [2008.5, 0.684, 0.239],
  [2009.5, 0.571, 0.295],
  [2010.5, 0.49, 0.245],
  [2011.5, 0.463, 0.206],
  [2012.5, 0.435, 0.199],
  [2013.5, 0.49, 0.2],
  [2014.5, 0.522, 0.208],
  [2015.5, 0.549, 0.211],
  [2016.5, 0.539, 0.242],
  [2017.5, 0.542, 0.328],
  [2018.5, 0.502, 0.342],
  [2019.5, 0.48, 0.321],
  [2020.5, 0.634, 0.404],
  [2021.5, 0.545, 0.355],
  [2022.5, 0.508, 0.358],
  [2023.5, 0.542, 0.381],
  [2024.5, 0.751, 0.553],
  [2025.5, 0.597, 0.551],
  [2026.04, 0.573, 0.617],
];

/**
 * The net's regimes at the middle of each era of the monthly file: FII mean net ÷ FII gross, and
 * the regression of the DII monthly net on the FII monthly net in rupees, DII = intercept − absorb ×
 * FII (intercept as a share of DII gross). Real eras: 2007-13, 2014-19, 2020-22, 2023-26.
 */
const NET_REGIMES: readonly (readonly [year: number, fiiMean: number, diiMean: number, absorb: number])[] = [
  [2010.5, 0.023, 0.051, 0.6],
  [2017, -0.011, 0.085, 0.67],
  [2021.5, -0.067, 0.029, 0.73],
  [2024.8, -0.066, 0.139, 0.6],
];

/** Sessions of memory of the persistent parts (as in participant OI): today and the 30 before. */
const MEMORY = 30;
/** Weight φ^j of the draw j sessions back in the slow stance and the turnover level. */
const SESSION_PHI = 0.93;
/** Weight φ^j of NIFTY's return j sessions back (in %) in the FII stance. */
const RETURN_PHI = 0.85;
/** Months of the regime's moving average (this month and the six before), weight ψ^i. */
const REGIME_MONTHS = 6;
const REGIME_PSI = 0.8;

/** NIFTY's mean daily return in % (the simulator's fitted drift): FIIs chase moves beyond it. */
const MEAN_RETURN_PCT = (100 * NIFTY_50_FIT.annualDrift) / 252;
/** FII net ÷ gross per 1 % of NIFTY today, per 1 % of the decayed past returns, and its sds. */
const FII_TODAY_BETA = 0.15;
const FII_PAST_BETA = 0.055;
const FII_SESSION_SD = 0.06;
const FII_REGIME_SD = 0.09;
const FII_NOISE_SD = 0.14;
/** DII own net ÷ DII gross sds, and the share of the FII day's fast part it takes the other side of. */
const DII_SESSION_SD = 0.05;
const DII_REGIME_SD = 0.06;
const DII_NOISE_SD = 0.08;
const DII_ABSORB_FAST = 0.25;
/** Log-gross sds: shared slow level (sessions, months), shared daily, own daily; per 1 % |return|. */
const GROSS_SESSION_SD = 0.1;
const GROSS_REGIME_SD = 0.12;
const GROSS_DAY_SD = 0.14;
const GROSS_OWN_SD = 0.13;
const GROSS_PER_ABS_RETURN = 0.08;
/** Mean |NIFTY return| in % (a 1 % daily sd), so the |return| term adds no drift to the gross. */
const MEAN_ABS_RETURN = 0.8;
/** Net ÷ gross is kept within ±1.5, so sales and purchases stay above a quarter of the gross. */
const NET_LIMIT = 1.5;
/** Hundredths of a crore (₹1,00,000) in rupees: NSE's rounding step. */
const STEP_RUPEES = 100_000;

/** Weights r^0 … r^n scaled by `scale`. */
function powers(r: number, n: number, scale = 1): number[] {
  return Array.from({ length: n + 1 }, (_, j) => scale * r ** j);
}
/** 1 ÷ √Σw², so a w-weighted sum of unit normals has unit variance. */
function unitScale(weights: readonly number[]): number {
  return 1 / Math.sqrt(weights.reduce((sum, w) => sum + w * w, 0));
}
const SESSION_WEIGHTS = powers(SESSION_PHI, MEMORY, unitScale(powers(SESSION_PHI, MEMORY)));
const RETURN_WEIGHTS = powers(RETURN_PHI, MEMORY);
const REGIME_WEIGHTS = powers(REGIME_PSI, REGIME_MONTHS, unitScale(powers(REGIME_PSI, REGIME_MONTHS)));
/** Correlation of adjacent months' regimes (they share all draws but one), for the blend's variance. */
const REGIME_LAG_CORRELATION = REGIME_WEIGHTS.slice(1).reduce(
  (sum, w, i) => sum + w * (REGIME_WEIGHTS[i] ?? 0),
  0,
);
const GROSS_VARIANCE = GROSS_SESSION_SD ** 2 + GROSS_REGIME_SD ** 2 + GROSS_DAY_SD ** 2 + GROSS_OWN_SD ** 2;

/** The value of `column` at time `t` along rows `[time, …]` sorted by time: linear between, flat outside. */
function along(rows: readonly (readonly number[])[], t: number, column: number): number {
  let before = rows[0];
  for (const row of rows) {
    const time = row[0] ?? 0;
    if (time >= t) {
      if (!before || before === row) return row[column] ?? 0;
      const t0 = before[0] ?? 0;
      const w = (t - t0) / (time - t0);
      return (1 - w) * (before[column] ?? 0) + w * (row[column] ?? 0);
    }
    before = row;
  }
  return before?.[column] ?? 0;
}

/** Calendar days back that always hold MEMORY sessions (30 sessions span at most ~45 days with holidays). */
const LOOKBACK_DAYS = 62;

/** Up to MEMORY sessions strictly before `date`, newest first (fewer in the calendar's first weeks). */
function sessionsBefore(calendar: NseCalendar, date: IsoDate): IsoDate[] {
  const start = addCalendarDays(date, -LOOKBACK_DAYS);
  const first = isoDate(`${calendar.firstYear}-01-01`);
  const span = calendar.tradingDaysBetween(start < first ? first : start, date);
  if (span[span.length - 1] === date) span.pop();
  return span.slice(-MEMORY).reverse();
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The regimes last asked for: every session of a month needs the same ones. */
let regimeMemo: { key: string; regimes: readonly [number[], number[]] } | null = null;

/**
 * This month's and last month's regimes [FII, DII, turnover], each a unit-variance moving average
 * of the draws of the month and the REGIME_MONTHS before it (one seeded stream a month).
 */
function monthlyRegimes(seed: string, year: number, month: number): readonly [number[], number[]] {
  const memoKey = `${seed}\u0000${year}-${month}`;
  if (regimeMemo?.key === memoKey) return regimeMemo.regimes;
  const current = [0, 0, 0];
  const previous = [0, 0, 0];
  const index = year * 12 + month - 1;
  for (let back = 0; back <= REGIME_MONTHS + 1; back++) {
    const k = index - back;
    const rng = createRng(
      seed,
      `fii-dii-month:${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`,
    );
    const now = REGIME_WEIGHTS[back] ?? 0;
    const before = REGIME_WEIGHTS[back - 1] ?? 0;
    for (let d = 0; d < 3; d++) {
      const z = rng.normal();
      current[d] = (current[d] ?? 0) + now * z;
      previous[d] = (previous[d] ?? 0) + before * z;
    }
  }
  const regimes = [current, previous] as const;
  regimeMemo = { key: memoKey, regimes };
  return regimes;
}

/** ₹ crore to paise on NSE's ₹0.01-crore grid. */
function onGrid(crore: number): Paise {
  return rupeesToPaise(Math.round(Math.max(crore, 0) * 100) * STEP_RUPEES);
}

function cashFlow(gross: number, netShare: number): CashFlow {
  const x = Math.min(Math.max(netShare, -NET_LIMIT), NET_LIMIT);
  const buy = onGrid(gross * (1 + x / 2));
  const sell = onGrid(gross * (1 - x / 2));
  return { buy, sell, net: (buy - sell) as Paise };
}

/**
 * The simulated FII/FPI and DII cash-market activity of the session `date`, under `seed`: gross
 * purchases and sales scale with NIFTY's close and the year's institutional turnover, the FII net
 * follows NIFTY (today's move and the last weeks') and a persistent stance with month-long streaks,
 * and DIIs take the other side of most of it on top of their own steady buying. Deterministic for
 * (date, seed, context): 31 seeded streams (and 8 a month, kept for the month's next session), about
 * 20 µs. Throws a RangeError when `date` is outside the calendar's years or NIFTY's close or return
 * is not a finite number; a past return that is not finite counts as 0.
 */
export function simulatedInstitutionalFlows(
  date: IsoDate,
  seed: string,
  context: InstitutionalFlowContext,
): InstitutionalFlowDay {
  const calendar = context.calendar ?? nseCalendar;
  if (!Number.isFinite(context.niftyClose) || !Number.isFinite(context.niftyReturn)) {
    throw new RangeError(`NIFTY's close and return on ${date} must be finite numbers`);
  }
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const dayOfMonth = Number(date.slice(8, 10));
  const monthDays = daysInMonth(year, month);
  const t = year + (month - 1 + (dayOfMonth - 0.5) / monthDays) / 12;

  // today and the 30 sessions before it: seeded draws [FII, DII, turnover] and NIFTY's past returns
  const session = [0, 0, 0];
  let pastReturns = 0;
  const earlier = sessionsBefore(calendar, date);
  const today = createRng(seed, `fii-dii:${date}`);
  for (let j = 0; j <= earlier.length; j++) {
    const day = earlier[j - 1];
    const rng = day === undefined ? today : createRng(seed, `fii-dii:${day}`);
    if (day !== undefined) {
      const past = context.niftyReturnOn?.(day) ?? 0;
      pastReturns += (RETURN_WEIGHTS[j] ?? 0) * (100 * (Number.isFinite(past) ? past : 0) - MEAN_RETURN_PCT);
    }
    const w = SESSION_WEIGHTS[j] ?? 0;
    for (let d = 0; d < 3; d++) session[d] = (session[d] ?? 0) + w * rng.normal();
  }
  const [fiiSession = 0, diiSession = 0, grossSession = 0] = session;
  const [fiiNoise, diiNoise, grossDay, fiiOwn, diiOwn] = [
    today.normal(),
    today.normal(),
    today.normal(),
    today.normal(),
    today.normal(),
  ];

  // the monthly regime, blended from last month's into this month's over the calendar month
  const [current, previous] = monthlyRegimes(seed, year, month);
  const f = dayOfMonth / monthDays;
  const blendSd = Math.sqrt((1 - f) ** 2 + f ** 2 + 2 * f * (1 - f) * REGIME_LAG_CORRELATION);
  const regime = (d: number) => ((1 - f) * (previous[d] ?? 0) + f * (current[d] ?? 0)) / blendSd;

  // gross: the year's ₹ crore per NIFTY point × a lognormal turnover with mean 1
  const move = Math.abs(100 * context.niftyReturn);
  const turnover =
    GROSS_SESSION_SD * grossSession +
    GROSS_REGIME_SD * regime(2) +
    GROSS_DAY_SD * grossDay +
    GROSS_PER_ABS_RETURN * (move - MEAN_ABS_RETURN) -
    GROSS_VARIANCE / 2;
  const level = Math.max(context.niftyClose, 0);
  const fiiGross = level * along(GROSS_PER_NIFTY_POINT, t, 1) * Math.exp(turnover + GROSS_OWN_SD * fiiOwn);
  const diiGross = level * along(GROSS_PER_NIFTY_POINT, t, 2) * Math.exp(turnover + GROSS_OWN_SD * diiOwn);

  // net as a share of gross: FII's slow stance and fast part; DII's own, minus what it absorbs
  const fiiSlow =
    along(NET_REGIMES, t, 1) +
    FII_SESSION_SD * fiiSession +
    FII_REGIME_SD * regime(0) +
    FII_PAST_BETA * pastReturns;
  const fiiFast = FII_TODAY_BETA * (100 * context.niftyReturn - MEAN_RETURN_PCT) + FII_NOISE_SD * fiiNoise;
  const diiOwnNet =
    along(NET_REGIMES, t, 2) +
    DII_SESSION_SD * diiSession +
    DII_REGIME_SD * regime(1) +
    DII_NOISE_SD * diiNoise;
  const absorbed = along(NET_REGIMES, t, 3) * fiiSlow + DII_ABSORB_FAST * fiiFast;
  const diiNet = diiGross > 0 ? diiOwnNet - (absorbed * fiiGross) / diiGross : 0;

  return {
    date,
    simulated: true,
    fii: cashFlow(fiiGross, fiiSlow + fiiFast),
    dii: cashFlow(diiGross, diiNet),
  };
}
