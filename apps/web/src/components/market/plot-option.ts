// The ECharts option of PlotChart (the open-interest pages, FII/DII flows): bars and lines over one
// category axis (strikes, expiries, days, months or the session's times), an optional second value
// axis, and marked levels (spot, zero gamma) drawn as lines across the plot. Pure, so it is tested
// without a canvas.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { MarkLineComponentOption } from 'echarts/components';
import type { ChartPalette } from './chart-support';
import type { ChartOption } from './use-echarts';

/** Bars, lines and mark lines: what the kit's echarts-setup registers. */
export type PlotOption = ChartOption;

export interface PlotSeries {
  readonly name: string;
  readonly kind: 'bar' | 'line';
  /** One value per category; null leaves a gap. */
  readonly values: readonly (number | null)[];
  /** A CSS colour, or 'up' / 'down' for the scheme's rise and fall colours, 'line' for its neutral. */
  readonly colour: string;
  /** Bars: colour each bar by its sign ('up' at or above zero, 'down' below) instead. */
  readonly colourBySign?: boolean;
  /** Drawn against the second value axis (right, or bottom when horizontal). */
  readonly secondAxis?: boolean;
  /** Lines: hold each value until the next (levels that jump: the highest-OI strike). */
  readonly step?: boolean;
  readonly dashed?: boolean;
}

/** A level drawn across the plot at a (fractional) category position, e.g. spot between two strikes. */
export interface PlotMark {
  readonly at: number;
  readonly label: string;
  readonly colour: string;
  readonly dashed?: boolean;
  /** Where its label sits along the line; default the end (top, or right when horizontal). */
  readonly labelAt?: 'start' | 'end';
}

export interface PlotSpec {
  readonly categories: readonly string[];
  readonly series: readonly PlotSeries[];
  readonly marks?: readonly PlotMark[];
  /** Categories down the side and values across (bars by strike on a phone). */
  readonly horizontal?: boolean;
  /** Tooltip values of the first value axis (and its labels without `formatAxis`). */
  readonly formatValue: (value: number) => string;
  /** The first value axis's labels, when shorter than the tooltip's (1.5 L for 1,52,300). */
  readonly formatAxis?: (value: number) => string;
  /** The second value axis's. */
  readonly formatSecond?: (value: number) => string;
  /** Category labels on the axis (the tooltip shows the category itself). */
  readonly formatCategory?: (category: string) => string;
  /** Value axes fit the data instead of starting at zero (levels, IV, PCR). */
  readonly fitValues?: boolean;
}

function colourOf(colour: string, palette: ChartPalette): string {
  if (colour === 'up') return palette.up;
  if (colour === 'down') return palette.down;
  if (colour === 'line') return palette.line;
  return colour;
}

const tooltipValue = (format: (value: number) => string) => (value: unknown) =>
  typeof value === 'number' ? format(value) : '—';

/**
 * A vertical line's first label sits above the plot; a second one runs along its line, so two marks
 * close together do not print over each other. A horizontal line's labels sit on it at either end.
 */
function labelPosition(at: 'start' | 'end', horizontal: boolean) {
  if (horizontal) return at === 'end' ? ('insideEndTop' as const) : ('insideStartTop' as const);
  return at === 'end' ? ('end' as const) : ('insideEndBottom' as const);
}

function markLine(
  marks: readonly PlotMark[],
  horizontal: boolean,
  palette: ChartPalette,
): MarkLineComponentOption | undefined {
  if (marks.length === 0) return undefined;
  return {
    silent: true,
    symbol: 'none',
    animation: false,
    data: marks.map((mark) => ({
      ...(horizontal ? { yAxis: mark.at } : { xAxis: mark.at }),
      lineStyle: {
        color: colourOf(mark.colour, palette),
        type: mark.dashed ? 'dashed' : 'solid',
        width: 1.5,
      },
      label: {
        show: true,
        formatter: mark.label,
        color: colourOf(mark.colour, palette),
        position: labelPosition(mark.labelAt ?? 'end', horizontal),
        fontSize: 11,
        // Legible where it crosses a bar.
        backgroundColor: palette.grid,
        padding: [1, 3],
        borderRadius: 2,
      },
    })),
  };
}

function seriesOption(
  s: PlotSeries,
  spec: PlotSpec,
  palette: ChartPalette,
): BarSeriesOption | LineSeriesOption {
  const colour = colourOf(s.colour, palette);
  const format = s.secondAxis && spec.formatSecond ? spec.formatSecond : spec.formatValue;
  const axisIndex = s.secondAxis ? 1 : 0;
  const axes = spec.horizontal ? { xAxisIndex: axisIndex } : { yAxisIndex: axisIndex };
  const common = { name: s.name, tooltip: { valueFormatter: tooltipValue(format) }, ...axes };
  if (s.kind === 'bar') {
    return {
      ...common,
      type: 'bar',
      data: s.values.map((value) =>
        s.colourBySign && value !== null
          ? { value, itemStyle: { color: value >= 0 ? palette.up : palette.down } }
          : value,
      ),
      itemStyle: { color: colour },
      barMaxWidth: 18,
      barGap: '10%',
    };
  }
  return {
    ...common,
    type: 'line',
    data: [...s.values],
    step: s.step ? 'end' : false,
    showSymbol: s.values.length <= 40,
    symbolSize: 5,
    connectNulls: false,
    itemStyle: { color: colour },
    lineStyle: { color: colour, width: 2, type: s.dashed ? 'dashed' : 'solid' },
  };
}

/** How many characters of series names one legend line holds on a phone (about 330 px). */
const PHONE_LEGEND_CHARACTERS = 34;
/** Pixels of one legend line. */
export const LEGEND_LINE = 20;

/**
 * How many lines the legend takes: one, or on a phone one per series when their names would not
 * fit a line (ECharts wraps a long legend over the axis labels below it).
 */
export function legendLines(spec: PlotSpec, phone: boolean): number {
  if (spec.series.length < 2) return 0;
  const characters = spec.series.reduce((sum, s) => sum + s.name.length + 4, 0);
  return phone && characters > PHONE_LEGEND_CHARACTERS ? spec.series.length : 1;
}

/** The option for `spec` in the colours of `palette`; `phone` stacks a long legend. */
export function buildPlotOption(spec: PlotSpec, palette: ChartPalette, phone = false): PlotOption {
  const horizontal = spec.horizontal ?? false;
  const lines = legendLines(spec, phone);
  const legend = lines > 0;
  const hasSecond = spec.series.some((s) => s.secondAxis);
  const categoryAxis = {
    type: 'category' as const,
    data: [...spec.categories],
    inverse: horizontal,
    axisLabel: {
      color: palette.ink,
      hideOverlap: true,
      ...(spec.formatCategory ? { formatter: spec.formatCategory } : {}),
    },
    axisLine: { lineStyle: { color: palette.border } },
    axisTick: { alignWithLabel: true },
  };
  const valueAxis = (format: (value: number) => string, second: boolean) => ({
    type: 'value' as const,
    scale: spec.fitValues ?? false,
    axisLabel: { color: palette.ink, formatter: (value: number) => format(value), hideOverlap: true },
    axisLine: { show: false },
    axisTick: { show: false },
    splitLine: { show: !second, lineStyle: { color: palette.grid } },
  });
  const values = [
    valueAxis(spec.formatAxis ?? spec.formatValue, false),
    ...(hasSecond ? [valueAxis(spec.formatSecond ?? spec.formatValue, true)] : []),
  ];
  const marks = markLine(spec.marks ?? [], horizontal, palette);
  // ECharts rounds a mark's place on a category axis to a whole category, so spot at 24,213 would
  // sit on the 24,200 bar. The marks ride instead on an empty series over a hidden value axis that
  // spans the categories' bands exactly (−0.5 … n − 0.5), where 4.26 lands between two bars.
  const indexAxis = {
    type: 'value' as const,
    show: false,
    min: -0.5,
    max: spec.categories.length - 0.5,
    inverse: horizontal,
  };
  const carrier: LineSeriesOption[] = marks
    ? [
        {
          type: 'line',
          data: [],
          silent: true,
          markLine: marks,
          ...(horizontal ? { xAxisIndex: 0, yAxisIndex: 1 } : { xAxisIndex: 1, yAxisIndex: 0 }),
        },
      ]
    : [];
  const categoryAxes = marks ? [categoryAxis, indexAxis] : categoryAxis;
  return {
    animation: false,
    grid: {
      left: 8,
      right: 12,
      top: horizontal ? 8 : 22,
      bottom: 8 + lines * LEGEND_LINE + (lines > 0 ? 6 : 0),
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: {
      show: legend,
      data: spec.series.map((s) => s.name),
      bottom: 0,
      ...(lines > 1 ? { orient: 'vertical' as const, left: 0, itemGap: 6 } : { itemGap: 12 }),
      textStyle: { color: palette.ink },
    },
    tooltip: { trigger: 'axis', axisPointer: { type: horizontal ? 'shadow' : 'line' }, confine: true },
    xAxis: horizontal ? values : categoryAxes,
    yAxis: horizontal ? categoryAxes : values,
    series: [...spec.series.map((s) => seriesOption(s, spec, palette)), ...carrier],
  };
}
