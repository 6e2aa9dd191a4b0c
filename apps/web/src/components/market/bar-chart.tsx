import { formatNumber } from '@/lib/format';
import type { ChartPalette } from './chart-support';
import { EChartFrame } from './echart-frame';
import { type ChartClick, type ChartOption, useChartOption } from './use-echarts';

export interface BarSeries {
  readonly name: string;
  /** One value per category; null for none. */
  readonly values: readonly (number | null)[];
  /** A CSS colour, or 'up' / 'down' for the scheme's rise and fall colours. */
  readonly colour?: string;
  /** Series with the same stack name are stacked. */
  readonly stack?: string;
}

export interface BarChartOptions {
  /** Bars run left to right with categories down the side (long names such as sectors). */
  readonly horizontal?: boolean;
  /** Axis and tooltip values; default whole numbers with Indian grouping. */
  readonly formatValue?: (value: number) => string;
}

function resolveColour(colour: string | undefined, palette: ChartPalette): string | undefined {
  if (colour === 'up') return palette.up;
  if (colour === 'down') return palette.down;
  return colour;
}

/** The ECharts option of a simple or grouped bar chart (pure, so it can be tested without a canvas). */
export function buildBarOption(
  categories: readonly string[],
  series: readonly BarSeries[],
  palette: ChartPalette,
  { horizontal = false, formatValue = (v) => formatNumber(v, 0) }: BarChartOptions = {},
): ChartOption {
  const categoryAxis = {
    type: 'category' as const,
    data: [...categories],
    axisLabel: { color: palette.ink, hideOverlap: true },
    axisLine: { lineStyle: { color: palette.border } },
  };
  const valueAxis = {
    type: 'value' as const,
    axisLabel: { color: palette.ink, formatter: (value: number) => formatValue(value) },
    splitLine: { lineStyle: { color: palette.grid } },
  };
  return {
    grid: {
      left: 8,
      right: 16,
      top: series.length > 1 ? 36 : 12,
      bottom: 8,
      // Keep the axis labels inside the box (ECharts 6's form of containLabel).
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: { show: series.length > 1, top: 0, textStyle: { color: palette.ink } },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => (typeof value === 'number' ? formatValue(value) : '—'),
    },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    series: series.map((s) => ({
      type: 'bar' as const,
      name: s.name,
      data: [...s.values],
      stack: s.stack,
      itemStyle: { color: resolveColour(s.colour, palette) ?? palette.line },
      barMaxWidth: 28,
    })),
  };
}

export interface BarChartProps extends BarChartOptions {
  readonly categories: readonly string[];
  readonly series: readonly BarSeries[];
  readonly label: string;
  /** Pixels; default 320. */
  readonly height?: number;
  /** Called with the clicked bar's category and series name. */
  readonly onBarClick?: (category: string, seriesName: string) => void;
}

/** A simple or grouped bar chart (ECharts), e.g. advances vs declines per sector. */
export function BarChart({
  categories,
  series,
  label,
  height = 320,
  horizontal,
  formatValue,
  onBarClick,
}: BarChartProps) {
  const option = useChartOption(
    (palette) => buildBarOption(categories, series, palette, { horizontal, formatValue }),
    [categories, series, horizontal, formatValue],
  );
  const click: ChartClick = (event) => {
    if (event.componentType === 'series') onBarClick?.(event.name, event.seriesName ?? '');
  };
  return <EChartFrame option={option} height={height} label={label} onClick={click} />;
}
