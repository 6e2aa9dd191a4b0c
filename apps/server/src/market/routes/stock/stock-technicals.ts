/**
 * stock/stockScanDetails: a technical snapshot on adjusted daily bars with today's live bar last,
 * so the readings move during the session like a trader's terminal.
 */
import type { MovingAverageRow, StockScan } from '@nivesh/contracts';
import { atr, bollingerBands, ema, macd, rsi, sma, supertrend } from '@nivesh/market';
import type { MarketService } from '../../market.service';
import { round } from '../../market-answers';
import { dailySeries } from './daily-series';
import type { FoundSymbol } from './stock-lookup';

const AVERAGES = [
  { kind: 'sma', period: 20 },
  { kind: 'sma', period: 50 },
  { kind: 'sma', period: 100 },
  { kind: 'sma', period: 200 },
  { kind: 'ema', period: 20 },
  { kind: 'ema', period: 50 },
] as const;

/** The last value of a column in rupees (÷ 100), or null while it is still warming up. */
function lastRupees(values: Float64Array): number | null {
  const v = values[values.length - 1];
  return v === undefined || !Number.isFinite(v) ? null : round(v / 100, 2);
}

function lastPlain(values: Float64Array, digits = 2): number | null {
  const v = values[values.length - 1];
  return v === undefined || !Number.isFinite(v) ? null : round(v, digits);
}

/** The scan of one symbol (the route adds status, message and source). */
export function technicalSnapshot(
  market: MarketService,
  found: FoundSymbol,
): Omit<StockScan, 'status' | 'message' | 'source'> {
  const state = market.feed.state;
  const series = dailySeries(state, found.id);
  const { high, low, close } = series;
  const ltpPaise = state.quote(found.id).ltp;
  const ltp = ltpPaise / 100;

  const movingAverages: MovingAverageRow[] = AVERAGES.map(({ kind, period }) => {
    const value = lastRupees(kind === 'sma' ? sma(close, period) : ema(close, period));
    return {
      id: `${kind}${period}`,
      label: `${kind.toUpperCase()} ${period}`,
      kind,
      period,
      value,
      position: value === null ? null : ltp >= value ? 'above' : 'below',
    };
  });
  const rsi14 = lastPlain(rsi(close, 14));
  const m = macd(close);
  // MACD is a price difference: rupees, like the averages.
  const macdLine = lastRupees(m.macd);
  const signal = lastRupees(m.signal);
  const histogram = lastRupees(m.histogram);
  const bands = bollingerBands(close, 20, 2);
  const trend = supertrend(high, low, close, 10, 3);
  const trendValue = lastRupees(trend.supertrend);
  const lastLower = trend.lowerBand[trend.lowerBand.length - 1];
  const direction =
    trendValue === null ? null : lastLower !== undefined && Number.isFinite(lastLower) ? 'up' : 'down';

  let bullish = 0;
  let bearish = 0;
  for (const row of movingAverages) {
    if (row.position === 'above') bullish++;
    else if (row.position === 'below') bearish++;
  }
  if (histogram !== null && histogram >= 0) bullish++;
  if (histogram !== null && histogram < 0) bearish++;
  if (direction === 'up') bullish++;
  if (direction === 'down') bearish++;
  if (rsi14 !== null && rsi14 >= 60) bullish++;
  if (rsi14 !== null && rsi14 <= 40) bearish++;
  const readings = bullish + bearish;
  const verdict =
    readings === 0
      ? 'neutral'
      : bullish / readings >= 0.6
        ? 'bullish'
        : bearish / readings >= 0.6
          ? 'bearish'
          : 'neutral';

  return {
    symbol: found.meta.symbol,
    ltp: round(ltp, 2),
    rsi14,
    rsiZone: rsi14 === null ? null : rsi14 >= 70 ? 'overbought' : rsi14 <= 30 ? 'oversold' : 'neutral',
    macd: { macd: macdLine, signal, histogram },
    movingAverages,
    bollinger: {
      upper: lastRupees(bands.upper),
      middle: lastRupees(bands.middle),
      lower: lastRupees(bands.lower),
    },
    supertrend: { value: trendValue, direction },
    atr14: lastRupees(atr(high, low, close, 14)),
    summary: { bullish, bearish, verdict },
  };
}
