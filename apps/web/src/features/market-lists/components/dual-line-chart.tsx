import { type IChartApi, type ISeriesApi, LineSeries, PriceScaleMode } from 'lightweight-charts';
import { useEffect, useMemo } from 'react';
import { canvasOnly } from '@/components/market/chart-support';
import {
  type ChartPoint,
  type RangeMemory,
  rememberRange,
  toLineData,
  useLightweightChart,
} from '@/components/market/lightweight-chart-base';
import { formatNumber } from '@/lib/format';

export interface DualLine {
  readonly name: string;
  readonly points: readonly ChartPoint[];
  readonly colour: string;
  /** Decimals on the scale and crosshair (default 2). */
  readonly decimals?: number;
  /** A logarithmic scale (for ratios: 2 and 0.5 sit equally far from 1); values ≤ 0 are left out. */
  readonly logScale?: boolean;
}

export interface DualLineChartProps {
  /** Drawn against the left scale. */
  readonly left: DualLine;
  /** Drawn against the right scale. */
  readonly right: DualLine;
  readonly label: string;
  /** Pixels; default 320. */
  readonly height?: number;
}

interface Parts extends RangeMemory {
  readonly left: ISeriesApi<'Line'>;
  readonly right: ISeriesApi<'Line'>;
}

function addSeries(chart: IChartApi): Parts {
  chart.applyOptions({ leftPriceScale: { visible: true }, rightPriceScale: { visible: true } });
  return {
    left: chart.addSeries(LineSeries, { priceScaleId: 'left', lineWidth: 2 }),
    right: chart.addSeries(LineSeries, { priceScaleId: 'right', lineWidth: 2 }),
    firstTime: null,
    lastTime: null,
  };
}

const format = (decimals = 2) => ({
  type: 'custom' as const,
  formatter: (value: number) => formatNumber(value, decimals),
  minMove: 10 ** -decimals,
});

/** A line's points, with values a log scale cannot show turned into gaps. */
function plottable(points: readonly ChartPoint[], logScale: boolean | undefined): readonly ChartPoint[] {
  if (!logScale) return points;
  return points.map((p) => (p.value !== null && p.value > 0 ? p : { time: p.time, value: null }));
}

const scaleMode = (logScale: boolean | undefined) =>
  logScale ? PriceScaleMode.Logarithmic : PriceScaleMode.Normal;

/**
 * Two daily series on one time axis with a scale each (lightweight-charts): a breadth or volatility
 * measure against NIFTY 50, whose levels are of another order. The kit's LineChart draws one series.
 */
function DualLineChartCanvas({ left, right, label, height = 320 }: DualLineChartProps) {
  const { container, chart, palette } = useLightweightChart({
    sampleTime: left.points[0]?.time,
    setup: addSeries,
  });
  const leftData = useMemo(
    () => toLineData(plottable(left.points, left.logScale)),
    [left.points, left.logScale],
  );
  const rightData = useMemo(
    () => toLineData(plottable(right.points, right.logScale)),
    [right.points, right.logScale],
  );

  useEffect(() => {
    if (!chart) return;
    chart.api.applyOptions({
      leftPriceScale: { borderColor: palette.border, mode: scaleMode(left.logScale) },
      rightPriceScale: { mode: scaleMode(right.logScale) },
    });
    chart.parts.left.applyOptions({
      color: left.colour,
      title: left.name,
      priceFormat: format(left.decimals),
    });
    chart.parts.right.applyOptions({
      color: right.colour,
      title: right.name,
      priceFormat: format(right.decimals),
    });
  }, [
    chart,
    palette,
    left.logScale,
    left.colour,
    left.name,
    left.decimals,
    right.logScale,
    right.colour,
    right.name,
    right.decimals,
  ]);

  useEffect(() => {
    if (!chart) return;
    chart.parts.left.setData(leftData);
    chart.parts.right.setData(rightData);
    rememberRange(chart.api, chart.parts, left.points);
  }, [chart, leftData, rightData, left.points]);

  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

/** DualLineChart, or the kit's placeholder where there is no canvas (tests). */
export const DualLineChart = canvasOnly(DualLineChartCanvas, 320);
