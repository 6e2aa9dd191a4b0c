// Moves a chart's last bar with the live quote between reloads of the chart data, so candles tick
// the way a trading terminal's do.
import type { BarDto, ChartInterval, LiveQuoteDto } from '@nivesh/contracts';

const INTERVAL_SECONDS: Partial<Readonly<Record<ChartInterval, number>>> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '60m': 3600,
};

export interface LiveBarChart {
  readonly interval: ChartInterval;
  readonly intraday: boolean;
  /** True when the chart's last bar is today's bar, still forming. */
  readonly lastBarLive: boolean;
  readonly bars: readonly BarDto[];
}

/**
 * The chart's last bar moved by `quote`, or a new intraday bar when the quote belongs to a later
 * interval; null when the chart does not end at today's bar (a past range) or the quote is older.
 * Daily bars take the session's open, high, low and volume from the quote; weekly and intraday bars
 * keep their own open and volume and stretch their range to the LTP. `previous` is the live bar
 * last returned, which carries a bar the chart data does not have yet.
 */
export function liveBarFrom(
  chart: LiveBarChart,
  quote: LiveQuoteDto,
  previous: BarDto | null = null,
): BarDto | null {
  const last = laterOf(chart.bars.at(-1), previous);
  if (!last || !chart.lastBarLive || !(quote.ltp > 0)) return null;
  const size = INTERVAL_SECONDS[chart.interval];
  if (chart.intraday && size !== undefined && typeof last.time === 'number') {
    const quoteSeconds = Math.floor(quote.time / 1000);
    if (quoteSeconds < last.time) return null;
    const steps = Math.floor((quoteSeconds - last.time) / size);
    if (steps > 0) {
      return {
        time: last.time + steps * size,
        open: quote.ltp,
        high: quote.ltp,
        low: quote.ltp,
        close: quote.ltp,
        volume: 0,
      };
    }
    return stretch(last, quote.ltp);
  }
  if (chart.interval === '1d') {
    return {
      time: last.time,
      open: quote.open > 0 ? quote.open : last.open,
      high: Math.max(quote.high, quote.ltp),
      low: quote.low > 0 ? Math.min(quote.low, quote.ltp) : quote.ltp,
      close: quote.ltp,
      volume: quote.volume,
    };
  }
  return stretch(last, quote.ltp);
}

/** The previous live bar when it is the chart's last bar or a newer one (so a new minute keeps its range). */
function laterOf(last: BarDto | undefined, previous: BarDto | null): BarDto | undefined {
  if (!last || !previous || typeof previous.time !== typeof last.time) return last;
  return previous.time >= last.time ? previous : last;
}

function stretch(bar: BarDto, ltp: number): BarDto {
  return { ...bar, high: Math.max(bar.high, ltp), low: Math.min(bar.low, ltp), close: ltp };
}
