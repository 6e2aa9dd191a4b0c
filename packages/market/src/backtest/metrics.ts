import type { BacktestMetrics, Drawdown, Trade } from './backtest-types';

/** Annualisation and risk-free settings of the metrics. */
export interface MetricsOptions {
  /** Bars per year (252 for daily bars). */
  readonly periodsPerYear: number;
  /** Annual risk-free rate as a fraction; each bar's share is rate / periodsPerYear. */
  readonly riskFreeRate: number;
}

/** Max drawdown of an equity curve: the largest 1 − E_t / max(E_0..E_t), with its dates. */
export function maxDrawdown(equity: ArrayLike<number>, dates: readonly string[]): Drawdown {
  let peak = equity[0] ?? 0;
  let peakIndex = 0;
  let worst = 0;
  let worstPeak = 0;
  let worstTrough = 0;
  for (let t = 1; t < equity.length; t++) {
    const e = equity[t] ?? 0;
    if (e > peak) {
      peak = e;
      peakIndex = t;
    } else if (peak > 0 && 1 - e / peak > worst) {
      worst = 1 - e / peak;
      worstPeak = peakIndex;
      worstTrough = t;
    }
  }
  let recovery: string | null = null;
  const peakValue = equity[worstPeak] ?? 0;
  for (let t = worstTrough + 1; worst > 0 && t < equity.length; t++) {
    if ((equity[t] ?? 0) >= peakValue) {
      recovery = dates[t] ?? null;
      break;
    }
  }
  return {
    fraction: worst,
    peakDate: dates[worstPeak] ?? '',
    troughDate: dates[worstTrough] ?? '',
    recoveryDate: recovery,
  };
}

/**
 * Annualised Sharpe ratio of per-bar simple returns r_t = E_t / E_(t−1) − 1:
 * mean(r − rf/P) / sd(r) × √P with the sample (n − 1) standard deviation; null with fewer than two
 * returns or zero variance.
 */
export function sharpeRatio(equity: ArrayLike<number>, options: MetricsOptions): number | null {
  const n = equity.length - 1;
  if (n < 2) return null;
  const perBarRiskFree = options.riskFreeRate / options.periodsPerYear;
  let sum = 0;
  for (let t = 1; t <= n; t++) sum += (equity[t] ?? 0) / (equity[t - 1] ?? 1) - 1;
  const mean = sum / n;
  let squares = 0;
  for (let t = 1; t <= n; t++) squares += ((equity[t] ?? 0) / (equity[t - 1] ?? 1) - 1 - mean) ** 2;
  const sd = Math.sqrt(squares / (n - 1));
  if (!(sd > 1e-15)) return null;
  return ((mean - perBarRiskFree) / sd) * Math.sqrt(options.periodsPerYear);
}

/**
 * Every metric of a back-test. Total return = E_last / C − 1 against the initial capital C (the
 * equity at bar 0's close, as nothing fills on bar 0); CAGR = (E_last / C)^(1 / years) − 1 with
 * years = (bars − 1) / periodsPerYear.
 */
export function computeMetrics(
  equity: Float64Array,
  dates: readonly string[],
  trades: readonly Trade[],
  exposedBars: number,
  initialCapitalPaise: number,
  options: MetricsOptions,
): BacktestMetrics {
  const last = equity[equity.length - 1] ?? initialCapitalPaise;
  const growth = last / initialCapitalPaise;
  const years = (equity.length - 1) / options.periodsPerYear;
  return {
    totalReturn: growth - 1,
    cagr: years > 0 && growth > 0 ? growth ** (1 / years) - 1 : growth - 1,
    maxDrawdown: maxDrawdown(equity, dates),
    sharpe: sharpeRatio(equity, options),
    exposure: equity.length > 0 ? exposedBars / equity.length : 0,
    ...tradeStatistics(trades),
  };
}

type TradeStatistics = Pick<
  BacktestMetrics,
  | 'trades'
  | 'winRate'
  | 'averageWinPaise'
  | 'averageLossPaise'
  | 'expectancyPaise'
  | 'profitFactor'
  | 'totalChargesPaise'
>;

/** Win rate, average win and loss, expectancy, profit factor and charges of closed trades. */
export function tradeStatistics(trades: readonly Trade[]): TradeStatistics {
  let wins = 0;
  let losses = 0;
  let grossWin = 0;
  let grossLoss = 0;
  let charges = 0;
  for (const trade of trades) {
    charges += trade.chargesPaise;
    if (trade.netPnlPaise > 0) {
      wins++;
      grossWin += trade.netPnlPaise;
    } else if (trade.netPnlPaise < 0) {
      losses++;
      grossLoss += trade.netPnlPaise;
    }
  }
  const count = trades.length;
  return {
    trades: count,
    winRate: count > 0 ? wins / count : null,
    averageWinPaise: wins > 0 ? grossWin / wins : null,
    averageLossPaise: losses > 0 ? grossLoss / losses : null,
    expectancyPaise: count > 0 ? (grossWin + grossLoss) / count : null,
    profitFactor: losses > 0 ? grossWin / -grossLoss : null,
    totalChargesPaise: charges,
  };
}
