// What PriceChart and LineChart share: time conversion, theme options, and the chart's lifecycle.
import { useComputedColorScheme } from '@mantine/core';
import {
  type ChartOptions,
  ColorType,
  createChart,
  type DeepPartial,
  type IChartApi,
  type LineData,
  type PriceFormatCustom,
  type Time,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { formatNumber, IST_OFFSET_SECONDS } from '@/lib/format';
import { type ChartPalette, chartPalette } from './chart-support';

/** UTC seconds (intraday bars) or an ISO business day "YYYY-MM-DD" (daily bars). */
export type ChartTime = number | string;

export interface ChartPoint {
  readonly time: ChartTime;
  /** null (or NaN) leaves a gap, e.g. an indicator's warm-up period. */
  readonly value: number | null;
}

/**
 * The chart's time for a bar. lightweight-charts shows timestamps as UTC wall-clock time, so intraday
 * times are shifted by +5:30 to read as IST on the axis and crosshair; business days pass through.
 */
export function toChartTime(time: ChartTime): Time {
  return typeof time === 'number' ? ((time + IST_OFFSET_SECONDS) as UTCTimestamp) : time;
}

/** Line points; missing values become gaps. */
export function toLineData(points: readonly ChartPoint[]): (LineData | WhitespaceData)[] {
  return points.map((p) =>
    p.value === null || !Number.isFinite(p.value)
      ? { time: toChartTime(p.time) }
      : { time: toChartTime(p.time), value: p.value },
  );
}

/** Whether a live update at `time` may go to a series whose last bar is at `last` (older throws). */
export function isNotOlder(time: ChartTime, last: ChartTime | null): boolean {
  if (last === null) return true;
  if (typeof time === 'number' && typeof last === 'number') return time >= last;
  return String(time) >= String(last);
}

/** Prices in Indian grouping on the scale and crosshair. */
export const PRICE_FORMAT: PriceFormatCustom = {
  type: 'custom',
  formatter: (price: number) => formatNumber(price, 2),
  minMove: 0.01,
};

function themeOptions(palette: ChartPalette, intraday: boolean): DeepPartial<ChartOptions> {
  return {
    layout: {
      // The attribution is a link in the page footer: a link inside the chart (an image to
      // assistive technology) would be an interactive element nested in an image (axe-core).
      attributionLogo: false,
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: palette.ink,
      panes: { separatorColor: palette.border },
    },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    rightPriceScale: { borderColor: palette.border },
    timeScale: { borderColor: palette.border, timeVisible: intraday, secondsVisible: false },
  };
}

/** Per-chart memory of the data shown: the first time keeps the zoom, the last guards live updates. */
export interface RangeMemory {
  firstTime: ChartTime | null;
  lastTime: ChartTime | null;
}

/**
 * Records a new data set's range. Fits the time scale only when a different range arrives (a new
 * timeframe), so a refresh of the same range keeps the user's zoom.
 */
export function rememberRange(
  api: IChartApi,
  memory: RangeMemory,
  points: readonly { readonly time: ChartTime }[],
): void {
  const first = points[0]?.time ?? null;
  if (first !== memory.firstTime) api.timeScale().fitContent();
  memory.firstTime = first;
  memory.lastTime = points.at(-1)?.time ?? null;
}

/**
 * Live updates without re-creating the chart: returns a stable function (for an imperative handle)
 * that passes an item to `apply` unless it is older than the last one shown (the library throws on
 * those), and applies the `live` prop each time it changes.
 */
export function useLiveUpdates<T extends RangeMemory, Item extends { readonly time: ChartTime }>(
  chart: ChartInstance<T> | null,
  apply: (chart: ChartInstance<T>, item: Item) => void,
  live: Item | null | undefined,
): (item: Item) => void {
  const latest = useRef({ chart, apply });
  latest.current = { chart, apply };
  const update = useRef((item: Item) => {
    const { chart: current, apply: applyItem } = latest.current;
    if (!current || !isNotOlder(item.time, current.parts.lastTime)) return;
    applyItem(current, item);
    current.parts.lastTime = item.time;
  }).current;

  useEffect(() => {
    if (live && chart) update(live);
  }, [live, chart, update]);

  return update;
}

export interface ChartInstance<T> {
  readonly api: IChartApi;
  /** What `setup` made for this chart (its series); mutable per-chart state may live here. */
  readonly parts: T;
}

interface ChartSetup<T> {
  /** Any time of the data: UTC seconds turn on the time of day on the axis. */
  readonly sampleTime: ChartTime | undefined;
  /** Adds the series once the chart exists. */
  readonly setup: (chart: IChartApi) => T;
  /** The chart is made again when this changes (e.g. volume pane on or off). */
  readonly setupKey?: string | number | boolean;
}

/**
 * Creates a chart in the returned `container` div (sized by it through the library's ResizeObserver:
 * `autoSize`), follows Mantine's colour scheme, and removes the chart on unmount. The instance is
 * null until the chart exists.
 */
export function useLightweightChart<T>({ sampleTime, setup, setupKey }: ChartSetup<T>): {
  readonly container: RefObject<HTMLDivElement | null>;
  readonly chart: ChartInstance<T> | null;
  readonly palette: ChartPalette;
} {
  const container = useRef<HTMLDivElement>(null);
  const intraday = typeof sampleTime === 'number';
  const scheme = useComputedColorScheme('light');
  const palette = chartPalette(scheme);
  const [chart, setChart] = useState<ChartInstance<T> | null>(null);
  const setupRef = useRef(setup);
  setupRef.current = setup;

  // biome-ignore lint/correctness/useExhaustiveDependencies: setupKey is the signal to rebuild the series.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // No attribution link even for the first frame, before the theme applies (see themeOptions).
    const api = createChart(element, {
      autoSize: true,
      // The crosshair's date day first, as the app shows dates ("23 Nov 2026"), whatever the browser.
      localization: { locale: 'en-IN', dateFormat: 'dd MMM yyyy' },
      layout: { attributionLogo: false },
    });
    setChart({ api, parts: setupRef.current(api) });
    return () => {
      setChart(null);
      api.remove();
    };
  }, [container, setupKey]);

  useEffect(() => {
    chart?.api.applyOptions(themeOptions(palette, intraday));
  }, [chart, palette, intraday]);

  return { container, chart, palette };
}
