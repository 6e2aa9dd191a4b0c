/** A finished back-test as `BackTest/run` answers it: rupees and percentages, rates and assumptions stated. */
import {
  BACKTEST_TRADES_SHOWN,
  type BacktestCharges,
  type BacktestRunAnswer,
  type BacktestTrade,
} from '@nivesh/contracts';
import {
  type BacktestRunResult,
  type BrokeragePlan,
  brokerPlanOf,
  CHARGE_RATES,
  type OrderCharges,
  type Trade,
} from '@nivesh/market';
import { fromHundredths, round } from '../market/market-answers';

const pct = (fraction: number) => round(fraction * 100, 2);
const pctOrNull = (fraction: number | null) => (fraction === null ? null : pct(fraction));
const rupeesOrNull = (paise: number | null) => (paise === null ? null : fromHundredths(paise));

function tradeRow(t: Trade): BacktestTrade {
  const value = t.quantity * t.entryPricePaise;
  return {
    symbol: t.symbol,
    side: t.side,
    quantity: t.quantity,
    entryDate: t.entryDate,
    entryPrice: fromHundredths(t.entryPricePaise),
    exitDate: t.exitDate,
    exitPrice: fromHundredths(t.exitPricePaise),
    gross: fromHundredths(t.grossPnlPaise),
    charges: fromHundredths(t.chargesPaise),
    net: fromHundredths(t.netPnlPaise),
    returnPct: value > 0 ? pct(t.netPnlPaise / value) : 0,
    reason: t.reason,
  };
}

/** One order's (or trade's) charges, component by component, in rupees. */
export function chargesInRupees(c: OrderCharges): BacktestCharges {
  return {
    brokerage: fromHundredths(c.brokerage),
    stt: fromHundredths(c.stt),
    exchange: fromHundredths(c.exchange),
    sebi: fromHundredths(c.sebi),
    stampDuty: fromHundredths(c.stampDuty),
    dp: fromHundredths(c.dp),
    gst: fromHundredths(c.gst),
    total: fromHundredths(c.total),
  };
}

/** A rate in rupees per crore as a percentage of turnover (2500 → `0.025 %`). */
const perCrore = (rate: number) => `${Number((rate / 100_000).toPrecision(6))} %`;
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2).replace(/\.00$/, '')}`;

function brokerage(fee: BrokeragePlan['delivery']): string {
  if (fee.ratePerCrore === 0) return '₹0';
  if (fee.capPaise >= Number.MAX_SAFE_INTEGER) return `${perCrore(fee.ratePerCrore)} per order`;
  return `lower of ${rupees(fee.capPaise)} and ${perCrore(fee.ratePerCrore)} per order`;
}

/** The charge rates the run used, per product (statutory rates from `CHARGE_RATES`, brokerage from the plan). */
export function ratesTable(plan: BrokeragePlan): BacktestRunAnswer['rates'] {
  const r = CHARGE_RATES;
  return [
    { component: 'Brokerage', intraday: brokerage(plan.intraday), delivery: brokerage(plan.delivery) },
    {
      component: 'STT',
      intraday: `${perCrore(r.intraday.sttSellPerCrore)} on the sell`,
      delivery: `${perCrore(r.delivery.sttBuyPerCrore)} on buy and sell`,
    },
    {
      component: 'Exchange (NSE)',
      intraday: perCrore(r.exchangePerCrore),
      delivery: perCrore(r.exchangePerCrore),
    },
    { component: 'SEBI fee', intraday: '₹10 per crore', delivery: '₹10 per crore' },
    {
      component: 'Stamp duty',
      intraday: `${perCrore(r.intraday.stampBuyPerCrore)} on the buy`,
      delivery: `${perCrore(r.delivery.stampBuyPerCrore)} on the buy`,
    },
    {
      component: 'DP charge',
      intraday: '—',
      delivery: plan.dpChargePaise > 0 ? `${rupees(plan.dpChargePaise)} per sell` : '—',
    },
    {
      component: 'GST',
      intraday: `${r.gstPercent} % of brokerage + exchange + SEBI`,
      delivery: `${r.gstPercent} % of brokerage + exchange + SEBI + DP`,
    },
  ];
}

function assumptions(run: BacktestRunResult, simulated: boolean): string[] {
  const s = run.settings;
  const m15 = run.timeframe === 'm15';
  const sizing =
    run.scope.kind === 'symbol'
      ? `Each trade puts ${s.positionPercent} % of the previous close's equity into whole shares.`
      : `At most ${s.maxOpenPositions} positions, each given equity ÷ ${s.maxOpenPositions} at the previous close; when more signals fire than slots are free, the higher ${m15 ? '20-bar (five-hour)' : '20-day'} return goes first.`;
  const fills = m15
    ? 'Orders fill at the open of the 15-minute bar after the signal (no look-ahead). Stops and targets fill at their level inside a bar, or at the open when it gaps through; when one bar touches both, the stop is taken.'
    : 'Orders fill at the open of the session after the signal (no look-ahead). Stops and targets fill at their level inside a day, or at the open when it gaps through; when one day touches both, the stop is taken.';
  let closing = 'Open positions are closed at the last close of the period.';
  if (s.product === 'intraday')
    closing = m15
      ? 'Positions are intraday: each one is squared off at the close of its session’s last 15-minute bar (15:30).'
      : `${s.side === 'short' ? 'Shorts' : 'Positions'} are intraday: each one is squared off at the close of its day.`;
  return [
    fills,
    `Slippage of ${s.slippageBps} basis points worsens every market fill; targets are limit orders and fill at their level.`,
    sizing,
    'Prices are adjusted for splits, bonuses and dividends. Charges are paid on every fill, per order, rounded as a contract note rounds them.',
    run.strategy.method,
    closing,
    `${simulated ? 'History is the simulated market’s completed sessions (simulated prices, not real NSE data). ' : ''}No taxes, no interest on idle cash, no leverage.`,
  ];
}

/** The `BackTest/run` payload of a finished run (without `status`, `message`, `source` and timing). */
export function runPayload(
  run: BacktestRunResult,
  simulated: boolean,
): Omit<BacktestRunAnswer, 'status' | 'message' | 'source' | 'elapsedMs' | 'cached'> {
  const { result, benchmark, settings } = run;
  const m = result.metrics;
  const plan = brokerPlanOf(settings.brokerPlan);
  const final = result.equityPaise.at(-1) ?? settings.capitalPaise;
  return {
    strategy: run.strategy,
    settings: {
      side: settings.side,
      product: settings.product,
      capital: fromHundredths(settings.capitalPaise),
      positionPct: settings.positionPercent,
      maxPositions: settings.maxOpenPositions,
      stopLossPct: settings.stopLossPercent,
      targetPct: settings.targetPercent,
      slippageBps: settings.slippageBps,
      plan: settings.brokerPlan,
      planLabel: plan.label,
      planDescription: plan.description,
    },
    scope: { kind: run.scope.kind, label: run.scope.label, stocks: run.scope.symbols.length },
    period: run.period,
    metrics: {
      finalEquity: fromHundredths(final),
      netProfit: fromHundredths(final - settings.capitalPaise),
      totalReturnPct: pct(m.totalReturn),
      cagrPct: pct(m.cagr),
      maxDrawdownPct: pct(m.maxDrawdown.fraction),
      drawdownPeak: m.maxDrawdown.peakDate,
      drawdownTrough: m.maxDrawdown.troughDate,
      drawdownRecovery: m.maxDrawdown.recoveryDate,
      sharpe: m.sharpe === null ? null : round(m.sharpe, 2),
      trades: m.trades,
      winRatePct: pctOrNull(m.winRate),
      averageWin: rupeesOrNull(m.averageWinPaise),
      averageLoss: rupeesOrNull(m.averageLossPaise),
      expectancy: rupeesOrNull(m.expectancyPaise),
      profitFactor: m.profitFactor === null ? null : round(m.profitFactor, 2),
      exposurePct: pct(m.exposure),
      charges: fromHundredths(m.totalChargesPaise),
    },
    benchmark: {
      name: benchmark.name,
      totalReturnPct: pct(benchmark.totalReturn),
      cagrPct: pct(benchmark.cagr),
      maxDrawdownPct: pct(benchmark.maxDrawdown.fraction),
      sharpe: benchmark.sharpe === null ? null : round(benchmark.sharpe, 2),
    },
    equity: {
      dates: [...result.dates],
      strategy: Array.from(result.equityPaise, fromHundredths),
      benchmark: Array.from(benchmark.equityPaise, fromHundredths),
    },
    trades: result.trades.slice(-BACKTEST_TRADES_SHOWN).map(tradeRow),
    tradesTotal: result.trades.length,
    charges: chargesInRupees(run.charges),
    rates: ratesTable(plan.plan),
    assumptions: assumptions(run, simulated),
    stockDays: run.stockDays,
  };
}
