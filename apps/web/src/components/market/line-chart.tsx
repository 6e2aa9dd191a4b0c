import {
  AreaSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type PriceFormatCustom,
} from 'lightweight-charts';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { canvasOnly, withAlpha } from './chart-support';
import {
  type ChartPoint,
  PRICE_FORMAT,
  type RangeMemory,
  rememberRange,
  toChartTime,
  toLineData,
  useLightweightChart,
  useLiveUpdates,
} from './lightweight-chart-base';

export interface LineChartHandle {
  /** Replaces the last point when `point.time` equals it, appends when later; older points are ignored. */
  updateLastPoint(point: ChartPoint): void;
}

export interface LineChartProps {
  /** Sorted by time; UTC seconds (intraday) or "YYYY-MM-DD" (daily). */
  readonly points: readonly ChartPoint[];
  readonly label: string;
  /** Pixels; default 300. */
  readonly height?: number;
  /** Default: the theme's primary colour. */
  readonly colour?: string;
  /** Filled area under the line; default true. */
  readonly area?: boolean;
  /** Prop-driven live update of the last point. */
  readonly livePoint?: ChartPoint | null;
  /** Scale and crosshair labels; default two decimals with Indian grouping. */
  readonly formatValue?: (value: number) => string;
  readonly ref?: Ref<LineChartHandle>;
}

interface Parts extends RangeMemory {
  readonly series: ISeriesApi<'Area'> | ISeriesApi<'Line'>;
}

function priceFormat(formatValue: ((value: number) => string) | undefined): PriceFormatCustom {
  return formatValue ? { type: 'custom', formatter: formatValue, minMove: 0.01 } : PRICE_FORMAT;
}

function addSeries(chart: IChartApi, area: boolean): Parts {
  const series = area ? chart.addSeries(AreaSeries) : chart.addSeries(LineSeries);
  return { series, lastTime: null, firstTime: null };
}

function LineChartCanvas({
  points,
  label,
  height = 300,
  colour,
  area = true,
  livePoint,
  formatValue,
  ref,
}: LineChartProps) {
  const { container, chart, palette } = useLightweightChart({
    sampleTime: points[0]?.time,
    setup: (api) => addSeries(api, area),
    setupKey: area,
  });
  const lineColour = colour ?? palette.line;

  useEffect(() => {
    if (!chart) return;
    const format = priceFormat(formatValue);
    const { series } = chart.parts;
    // The two series types take different colour options.
    if (series.seriesType() === 'Area') {
      series.applyOptions({
        lineColor: lineColour,
        topColor: withAlpha(lineColour, 0.35),
        bottomColor: withAlpha(lineColour, 0.02),
        lineWidth: 2,
        priceFormat: format,
      });
    } else {
      series.applyOptions({ color: lineColour, lineWidth: 2, priceFormat: format });
    }
  }, [chart, lineColour, formatValue]);

  useEffect(() => {
    if (!chart) return;
    chart.parts.series.setData(toLineData(points));
    rememberRange(chart.api, chart.parts, points);
  }, [chart, points]);

  const applyPoint = useLiveUpdates(
    chart,
    ({ parts }, point: ChartPoint) => {
      if (point.value !== null) parts.series.update({ time: toChartTime(point.time), value: point.value });
    },
    livePoint,
  );
  useImperativeHandle(ref, () => ({ updateLastPoint: applyPoint }), [applyPoint]);

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

/**
 * One series as a line or area (lightweight-charts v5), e.g. India VIX history or an index's day.
 * Renders ChartPlaceholder where there is no canvas (tests).
 */
export const LineChart = canvasOnly(LineChartCanvas, 300);
