import {
  type CandlestickData,
  CandlestickSeries,
  type HistogramData,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type WhitespaceData,
} from 'lightweight-charts';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { formatVolume } from '@/lib/format';
import { type ChartPalette, canvasOnly, withAlpha } from './chart-support';
import {
  type ChartPoint,
  type ChartTime,
  PRICE_FORMAT,
  type RangeMemory,
  rememberRange,
  toChartTime,
  toLineData,
  useLightweightChart,
  useLiveUpdates,
} from './lightweight-chart-base';

export type { ChartPoint, ChartTime } from './lightweight-chart-base';

export interface Candle {
  /** UTC seconds for intraday bars, "YYYY-MM-DD" for daily bars. */
  readonly time: ChartTime;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume?: number;
}

/** A line drawn over the candles: SMA, EMA, Bollinger bands, Supertrend, VWAP… */
export interface LineOverlay {
  /** Unique among the overlays; shown on the price scale. */
  readonly name: string;
  readonly colour: string;
  readonly points: readonly ChartPoint[];
  readonly lineWidth?: 1 | 2 | 3 | 4;
}

/** Push ticks without re-creating the chart. */
export interface PriceChartHandle {
  /** Replaces the last bar when `bar.time` equals it, appends when later; older bars are ignored. */
  updateLastBar(bar: Candle): void;
  fitContent(): void;
}

export interface PriceChartProps {
  /** Sorted by time, one bar per time. */
  readonly candles: readonly Candle[];
  readonly overlays?: readonly LineOverlay[];
  /** Prop-driven alternative to `ref.updateLastBar`: each new object updates the last bar. */
  readonly liveBar?: Candle | null;
  /** Pixels; the width follows the container. Default 400. */
  readonly height?: number;
  /** Volume histogram in a pane below the candles; default true. */
  readonly showVolume?: boolean;
  /** Accessible name, e.g. "RELIANCE daily price chart". */
  readonly label: string;
  readonly ref?: Ref<PriceChartHandle>;
}

// The volume pane takes a quarter of the height.
const PRICE_PANE_STRETCH = 3;
const VOLUME_PANE_STRETCH = 1;

export function toCandleData(bar: Candle): CandlestickData {
  return { time: toChartTime(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close };
}

/** A volume bar tinted by the candle's direction; whitespace when the bar has no volume. */
export function toVolumeData(bar: Candle, palette: ChartPalette): HistogramData | WhitespaceData {
  const time = toChartTime(bar.time);
  if (bar.volume === undefined || !Number.isFinite(bar.volume)) return { time };
  return {
    time,
    value: bar.volume,
    color: withAlpha(bar.close >= bar.open ? palette.up : palette.down, 0.5),
  };
}

// One chart's series, and what the live updates need to know about the data it holds.
interface Parts extends RangeMemory {
  readonly candles: ISeriesApi<'Candlestick'>;
  readonly volume: ISeriesApi<'Histogram'> | null;
  readonly lines: Map<string, ISeriesApi<'Line'>>;
}

function addSeries(chart: IChartApi, showVolume: boolean): Parts {
  const candles = chart.addSeries(CandlestickSeries, { priceFormat: PRICE_FORMAT }, 0);
  const parts: Parts = { candles, volume: null, lines: new Map(), lastTime: null, firstTime: null };
  if (!showVolume) return parts;
  const volume = chart.addSeries(
    HistogramSeries,
    {
      priceFormat: { type: 'custom', formatter: (v: number) => formatVolume(v), minMove: 1 },
      priceLineVisible: false,
      lastValueVisible: false,
    },
    1,
  );
  chart.panes()[0]?.setStretchFactor(PRICE_PANE_STRETCH);
  chart.panes()[1]?.setStretchFactor(VOLUME_PANE_STRETCH);
  return { ...parts, volume };
}

function syncOverlays(
  chart: IChartApi,
  lines: Map<string, ISeriesApi<'Line'>>,
  overlays: readonly LineOverlay[],
) {
  const wanted = new Set(overlays.map((o) => o.name));
  for (const [name, line] of lines) {
    if (!wanted.has(name)) {
      chart.removeSeries(line);
      lines.delete(name);
    }
  }
  for (const overlay of overlays) {
    const options = { color: overlay.colour, lineWidth: overlay.lineWidth ?? 2, title: overlay.name };
    let line = lines.get(overlay.name);
    if (line) line.applyOptions(options);
    else {
      line = chart.addSeries(
        LineSeries,
        { ...options, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false },
        0,
      );
      lines.set(overlay.name, line);
    }
    line.setData(toLineData(overlay.points));
  }
}

function PriceChartCanvas({
  candles,
  overlays = [],
  liveBar,
  height = 400,
  showVolume = true,
  label,
  ref,
}: PriceChartProps) {
  const { container, chart, palette } = useLightweightChart({
    sampleTime: candles[0]?.time,
    setup: (api) => addSeries(api, showVolume),
    setupKey: showVolume,
  });

  useEffect(() => {
    chart?.parts.candles.applyOptions({
      upColor: palette.up,
      downColor: palette.down,
      borderUpColor: palette.up,
      borderDownColor: palette.down,
      wickUpColor: palette.up,
      wickDownColor: palette.down,
    });
  }, [chart, palette]);

  useEffect(() => {
    if (!chart) return;
    const { parts } = chart;
    parts.candles.setData(candles.map(toCandleData));
    parts.volume?.setData(candles.map((bar) => toVolumeData(bar, palette)));
    rememberRange(chart.api, parts, candles);
  }, [chart, candles, palette]);

  useEffect(() => {
    if (chart) syncOverlays(chart.api, chart.parts.lines, overlays);
  }, [chart, overlays]);

  const applyBar = useLiveUpdates(
    chart,
    ({ parts }, bar: Candle) => {
      parts.candles.update(toCandleData(bar));
      parts.volume?.update(toVolumeData(bar, palette));
    },
    liveBar,
  );

  useImperativeHandle(
    ref,
    () => ({
      updateLastBar: applyBar,
      fitContent: () => chart?.api.timeScale().fitContent(),
    }),
    [applyBar, chart],
  );

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

/**
 * Candlesticks with a volume pane and optional line overlays (lightweight-charts v5). Intraday times
 * show in IST. Renders ChartPlaceholder where there is no canvas (tests).
 */
export const PriceChart = canvasOnly(PriceChartCanvas, 400);
