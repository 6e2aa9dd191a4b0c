/** Rows of the intraday, pattern and pre-market answers, in API units (rupees, %, ₹ crore). */
import type { IntradayRow, PatternRow, PreOpenDay, PreOpenRow } from '@nivesh/contracts';
import {
  buySellRatio,
  type IntradayInput,
  type IntradayScreen,
  type MarketState,
  type PreMarketScreen,
  preOpenGapPct,
  preOpenValueCrore,
} from '@nivesh/market';
import { fromHundredths, round } from '../market/market-answers';
import type { PatternHit } from './intraday-scanner';
import type { PreOpenDayFigures } from './pre-open-figures';

const nullable = (v: number | null): number | null =>
  v === null || !Number.isFinite(v) ? null : round(v, 2);

/** Screen info as listed (exact rule and the metric's label). */
export function screenInfo(s: IntradayScreen | PreMarketScreen) {
  return {
    id: s.id,
    name: s.name,
    bias: s.bias,
    rule: s.rule,
    metricLabel: s.metric.label,
    metricUnit: s.metric.unit,
  };
}

export function intradayScreenInfo(s: IntradayScreen) {
  return { ...screenInfo(s), kind: s.kind, language: s.kind === 'language' ? s.language : null };
}

function quoteFields(state: MarketState, id: number) {
  const meta = state.meta(id);
  const q = state.quote(id);
  return {
    symbol: meta.symbol,
    name: meta.name ?? meta.symbol,
    sector: meta.sector,
    ltp: fromHundredths(q.ltp),
    change: fromHundredths(q.ltp - q.prevClose),
    changePct: round(q.changePct),
    open: fromHundredths(q.open),
    high: fromHundredths(q.high),
    low: fromHundredths(q.low),
    prevClose: fromHundredths(q.prevClose),
    volume: q.volume,
  };
}

export function intradayRow(
  state: MarketState,
  id: number,
  input: IntradayInput,
  metric: number | null,
): IntradayRow {
  const { bars } = input;
  const vwap = bars.count > 0 ? (bars.vwap[bars.count - 1] ?? 0) : 0;
  return {
    ...quoteFields(state, id),
    vwap: vwap > 0 ? fromHundredths(vwap) : null,
    metric: nullable(metric),
  };
}

export function patternRow(state: MarketState, h: PatternHit): PatternRow {
  return {
    ...quoteFields(state, h.id),
    bar: h.bar,
    barOpen: fromHundredths(h.open),
    barHigh: fromHundredths(h.high),
    barLow: fromHundredths(h.low),
    barClose: fromHundredths(h.close),
  };
}

/** One session's pre-open in API units. */
export function preOpenDay(f: PreOpenDayFigures): PreOpenDay {
  const total = f.buyQuantity + f.sellQuantity;
  return {
    date: f.date,
    prevClose: fromHundredths(f.prevClose),
    iep: fromHundredths(f.iep),
    change: fromHundredths(f.iep - f.prevClose),
    changePct: round(preOpenGapPct(f)),
    buyQuantity: f.buyQuantity,
    sellQuantity: f.sellQuantity,
    finalQuantity: f.finalQuantity,
    imbalancePct: total > 0 ? round(((f.buyQuantity - f.sellQuantity) / total) * 100) : 0,
    value: round(preOpenValueCrore(f), 2),
    close: fromHundredths(f.close),
    sinceOpenPct: round(((f.close - f.iep) / f.iep) * 100),
  };
}

export function preOpenRow(
  state: MarketState,
  id: number,
  f: PreOpenDayFigures,
  metric: number | null,
): PreOpenRow {
  const meta = state.meta(id);
  const day = preOpenDay(f);
  return {
    symbol: meta.symbol,
    name: meta.name ?? meta.symbol,
    sector: meta.sector,
    prevClose: day.prevClose,
    prevHigh: fromHundredths(f.prevHigh),
    prevLow: fromHundredths(f.prevLow),
    iep: day.iep,
    change: day.change,
    changePct: day.changePct,
    buyQuantity: f.buyQuantity,
    sellQuantity: f.sellQuantity,
    finalQuantity: f.finalQuantity,
    buySellRatio: nullable(buySellRatio(f)),
    value: day.value,
    ltp: day.close,
    sinceOpenPct: day.sinceOpenPct,
    metric: nullable(metric),
  };
}
