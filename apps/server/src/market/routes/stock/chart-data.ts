/**
 * chartData/getChartingData: bars for a timeframe or interval, and indicator overlays computed over
 * the whole available series (so long averages have their warm-up) before cutting to the bars shown.
 */
import type {
  BarDto,
  ChartData,
  ChartDataQuery,
  ChartIndicator,
  ChartInterval,
  ChartOverlay,
  ChartTimeframe,
} from '@nivesh/contracts';
import { CHART_INDICATORS } from '@nivesh/contracts';
import { addCalendarDays, bollingerBands, ema, type IntradayBars, sma, supertrend } from '@nivesh/market';
import type { MarketService } from '../../market.service';
import { round } from '../../market-answers';
import { dailySeries, type SeriesColumns, weeklySeries } from './daily-series';
import { pastSessionBars, type SessionBars, todayBars } from './intraday-history';
import type { FoundSymbol } from './stock-lookup';
import { monthsBefore } from './stock-returns';

/** Columns of the bars to show, with per-bar session VWAP for intraday charts. */
interface ChartColumns extends Omit<SeriesColumns, 'dates'> {
  /** YYYY-MM-DD (daily, weekly) or epoch seconds (intraday). */
  readonly times: readonly (string | number)[];
  readonly vwap: Float64Array | null;
}

const TIMEFRAME_INTERVAL: Readonly<Record<ChartTimeframe, ChartInterval>> = {
  '1D': '1m',
  '1W': '15m',
  '1M': '1d',
  '3M': '1d',
  '6M': '1d',
  '1Y': '1d',
  '5Y': '1w',
  MAX: '1w',
};

const TIMEFRAME_MONTHS: Partial<Readonly<Record<ChartTimeframe, number>>> = {
  '1M': 1,
  '3M': 3,
  '6M': 6,
  '1Y': 12,
  '5Y': 60,
};

const INTRADAY_MINUTES: Partial<Readonly<Record<ChartInterval, number>>> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '60m': 60,
};
/** Sessions on the 1W chart (today and the four before). */
const WEEK_SESSIONS = 5;

/** The indicators asked for, in the canonical order, unknown names dropped. */
export function parseIndicators(list: string | undefined): ChartIndicator[] {
  const wanted = new Set((list ?? '').split(',').map((s) => s.trim().toLowerCase()));
  return CHART_INDICATORS.filter((indicator) => wanted.has(indicator));
}

function emptyColumns(n: number) {
  return {
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
}

/** Concatenates sessions of intraday bars (prices × each session's factor) into chart columns. */
function intradayColumns(sessions: readonly SessionBars[]): ChartColumns {
  const n = sessions.reduce((total, s) => total + s.bars.count, 0);
  const cols = emptyColumns(n);
  const vwap = new Float64Array(n);
  const times: number[] = [];
  let k = 0;
  for (const { bars, openMs, factor } of sessions) {
    for (let i = 0; i < bars.count; i++, k++) {
      cols.open[k] = (bars.open[i] ?? 0) * factor;
      cols.high[k] = (bars.high[i] ?? 0) * factor;
      cols.low[k] = (bars.low[i] ?? 0) * factor;
      cols.close[k] = (bars.close[i] ?? 0) * factor;
      cols.volume[k] = bars.volume[i] ?? 0;
      vwap[k] = (bars.vwap[i] ?? Number.NaN) * factor;
      times.push(Math.floor(openMs / 1000) + i * bars.barSeconds);
    }
  }
  return { ...cols, vwap, times };
}

function sliceColumns(cols: SeriesColumns, from: number): ChartColumns {
  return {
    times: cols.dates.slice(from),
    open: cols.open.subarray(from),
    high: cols.high.subarray(from),
    low: cols.low.subarray(from),
    close: cols.close.subarray(from),
    volume: cols.volume.subarray(from),
    vwap: null,
  };
}

function firstOnOrAfter(dates: readonly string[], date: string): number {
  const i = dates.findIndex((d) => d >= date);
  return i < 0 ? dates.length : i;
}

function toRupees(v: number | undefined): number | null {
  return v === undefined || !Number.isFinite(v) ? null : round(v / 100, 2);
}

/** Overlays computed on `full` and cut to its last `shown` bars. */
function overlaysOf(
  indicators: readonly ChartIndicator[],
  full: ChartColumns,
  shown: number,
): ChartOverlay[] {
  const from = full.close.length - shown;
  const cut = (values: Float64Array): (number | null)[] => Array.from(values.subarray(from), toRupees);
  const out: ChartOverlay[] = [];
  for (const indicator of indicators) {
    switch (indicator) {
      case 'sma20':
      case 'sma50':
      case 'sma200': {
        const period = Number(indicator.slice(3));
        out.push({ id: indicator, indicator, label: `SMA ${period}`, values: cut(sma(full.close, period)) });
        break;
      }
      case 'ema20':
        out.push({ id: indicator, indicator, label: 'EMA 20', values: cut(ema(full.close, 20)) });
        break;
      case 'bollinger': {
        const bands = bollingerBands(full.close, 20, 2);
        out.push(
          { id: 'bollinger-upper', indicator, label: 'BB upper (20, 2)', values: cut(bands.upper) },
          { id: 'bollinger-middle', indicator, label: 'BB middle', values: cut(bands.middle) },
          { id: 'bollinger-lower', indicator, label: 'BB lower', values: cut(bands.lower) },
        );
        break;
      }
      case 'supertrend': {
        const trend = supertrend(full.high, full.low, full.close, 10, 3);
        out.push(
          { id: 'supertrend-up', indicator, label: 'Supertrend (10, 3) up', values: cut(trend.lowerBand) },
          {
            id: 'supertrend-down',
            indicator,
            label: 'Supertrend (10, 3) down',
            values: cut(trend.upperBand),
          },
        );
        break;
      }
      case 'vwap':
        // Session VWAP exists only for intraday bars; a daily "VWAP" would be a different statistic.
        if (full.vwap) out.push({ id: 'vwap', indicator, label: 'VWAP', values: cut(full.vwap) });
        break;
    }
  }
  return out;
}

function barsOf(cols: ChartColumns, from: number): BarDto[] {
  const bars: BarDto[] = [];
  for (let i = from; i < cols.close.length; i++) {
    bars.push({
      time: cols.times[i] ?? 0,
      open: round((cols.open[i] ?? 0) / 100, 2),
      high: round((cols.high[i] ?? 0) / 100, 2),
      low: round((cols.low[i] ?? 0) / 100, 2),
      close: round((cols.close[i] ?? 0) / 100, 2),
      volume: Math.round(cols.volume[i] ?? 0),
    });
  }
  return bars;
}

/** Today's session as intraday bars of `minutes`, or undefined without intraday data. */
function todaySession(market: MarketService, found: FoundSymbol, minutes: number): SessionBars | undefined {
  const minute: IntradayBars | undefined = market.feed.minuteBars(found.meta.symbol);
  if (!minute || minute.count === 0) return undefined;
  const session = market.feed.session();
  return { date: session.date, openMs: session.openMs, bars: todayBars(minute, minutes), factor: 1 };
}

/** The 1W chart's sessions: the four completed ones before today as played, then today's. */
function weekSessions(market: MarketService, found: FoundSymbol): SessionBars[] | undefined {
  if (!market.feed.simulated || found.meta.isIndex) return undefined;
  const state = market.feed.state;
  const last = state.dates.length - 1;
  const today = todaySession(market, found, 15);
  const past: SessionBars[] = [];
  for (let t = Math.max(0, last - (WEEK_SESSIONS - (today ? 2 : 1))); t <= last; t++) {
    const session = pastSessionBars(market.feed.pathSeed, state, found.id, t, 15 * 60);
    if (session) past.push(session);
  }
  return today ? [...past, today] : past;
}

type ChartPayload = Omit<ChartData, 'status' | 'message' | 'source'>;

/** Bars and overlays of a chart request (the route adds status, message and source). */
export function chartDataOf(market: MarketService, found: FoundSymbol, query: ChartDataQuery): ChartPayload {
  const timeframe: ChartTimeframe | null = query.timeframe ?? (query.interval ? null : '1Y');
  let interval: ChartInterval = query.interval ?? TIMEFRAME_INTERVAL[timeframe ?? '1Y'];
  const indicators = parseIndicators(query.indicators);
  const live = market.feed.session().live;
  const symbol = found.meta.symbol;

  const minutes = INTRADAY_MINUTES[interval];
  if (minutes !== undefined) {
    const sessions =
      timeframe === '1W' && query.interval === undefined
        ? weekSessions(market, found)
        : (() => {
            const today = todaySession(market, found, minutes);
            return today ? [today] : undefined;
          })();
    if (sessions && sessions.length > 0) {
      const cols = intradayColumns(sessions);
      const lastComplete = sessions.at(-1)?.bars.lastComplete ?? true;
      return {
        symbol,
        timeframe,
        interval,
        intraday: true,
        lastBarLive: live && !lastComplete,
        bars: barsOf(cols, 0),
        overlays: overlaysOf(indicators, cols, cols.close.length),
      };
    }
    // No intraday data (imported days, or an index on 1W): daily bars instead.
    interval = '1d';
  }

  const state = market.feed.state;
  const daily = dailySeries(state, found.id);
  const series: SeriesColumns = interval === '1w' ? weeklySeries(daily) : daily;
  const today = state.sessionDate;
  let fromDate: string | undefined = query.from;
  if (!fromDate && timeframe) {
    const months = TIMEFRAME_MONTHS[timeframe];
    if (months !== undefined) fromDate = monthsBefore(today, months);
    else if (timeframe === '1W' || timeframe === '1D')
      fromDate = addCalendarDays(today, timeframe === '1W' ? -7 : -1);
  }
  const toDate = query.to ?? today;
  const end = series.dates.findLastIndex((d) => d <= toDate) + 1;
  const trimmed: SeriesColumns = {
    dates: series.dates.slice(0, end),
    open: series.open.subarray(0, end),
    high: series.high.subarray(0, end),
    low: series.low.subarray(0, end),
    close: series.close.subarray(0, end),
    volume: series.volume.subarray(0, end),
  };
  const from = fromDate ? firstOnOrAfter(trimmed.dates, fromDate) : 0;
  const full = sliceColumns(trimmed, 0);
  const shown = trimmed.dates.length - from;
  const lastIsToday = end === series.dates.length && daily.hasLiveBar;
  return {
    symbol,
    timeframe,
    interval,
    intraday: false,
    lastBarLive: live && lastIsToday,
    bars: barsOf(full, from),
    overlays: overlaysOf(indicators, full, shown),
  };
}
