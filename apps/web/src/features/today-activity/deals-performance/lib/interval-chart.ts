// The chart of the deals-performance pages: the mean abnormal return at T+1, T+5, T+20 and T+60 as
// dots, its 95 % interval as an error bar, for all deals and the largest groups side by side at each
// horizon. Pure (the ECharts option), so it is tested without a canvas.
import { DEAL_HORIZONS, type HorizonStats } from '@nivesh/contracts';
import type { LineSeriesOption } from 'echarts/charts';
import type { MarkLineComponentOption } from 'echarts/components';
import type { ChartPalette } from '@/components/market/chart-support';
import type { ChartOption } from '@/components/market/use-echarts';

export interface IntervalSeries {
  readonly name: string;
  /** The figures at each horizon of DEAL_HORIZONS, in its order (undefined: none). */
  readonly points: readonly (HorizonStats | undefined)[];
}

export interface IntervalChartText {
  /** An axis label of the abnormal return, percent. */
  readonly formatValue: (value: number) => string;
  /** The tooltip of one dot: series `series`, horizon `horizon` (indexes). */
  readonly describe: (series: number, horizon: number) => string;
}

/** The series' colours after the first (all deals, in the palette's ink), per colour scheme. */
export const GROUP_COLOURS = {
  light: ['#1971c2', '#d9480f', '#9c36b5', '#5c940d'],
  dark: ['#74c0fc', '#ffa94d', '#e599f7', '#a9e34b'],
} as const;

/** Text for the tooltip's HTML: a client's name may hold `<` or `&`. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** How far apart the groups' dots stand at one horizon (in horizons). */
const SPREAD = 0.13;
/** Half the width of an error bar's cap (in horizons). */
const CAP = 0.03;

type Segment = NonNullable<MarkLineComponentOption['data']>[number];

const segment = (x1: number, y1: number, x2: number, y2: number): Segment => [
  { coord: [x1, y1] },
  { coord: [x2, y2] },
];

/** The error bar of one dot: the interval's line and its two caps. */
function errorBar(x: number, low: number, high: number): Segment[] {
  return [
    segment(x, low, x, high),
    segment(x - CAP, low, x + CAP, low),
    segment(x - CAP, high, x + CAP, high),
  ];
}

/**
 * The option: a category axis names the horizons; the dots and bars ride a hidden value axis over
 * the same bands (−0.5 … 3.5), so each group's dot stands a little apart at its horizon. The
 * intervals' ends are carried by an invisible series, so the value axis always holds them.
 */
export function buildIntervalOption(
  series: readonly IntervalSeries[],
  palette: ChartPalette,
  colours: readonly string[],
  text: IntervalChartText,
): ChartOption {
  const count = series.length;
  const xOf = (s: number, h: number) => h + (s - (count - 1) / 2) * SPREAD;
  const colourOf = (s: number) =>
    s === 0 ? palette.ink : (colours[(s - 1) % colours.length] ?? palette.line);
  const ends: [number, number][] = [];
  const shown: LineSeriesOption[] = series.map((s, i) => {
    const colour = colourOf(i);
    const bars: Segment[] = [];
    const data = s.points.map((p, h): [number, number | '-'] => {
      const x = xOf(i, h);
      if (!p || p.abnormalMeanPct === null) return [x, '-'];
      if (p.abnormalCiLowPct !== null && p.abnormalCiHighPct !== null) {
        bars.push(...errorBar(x, p.abnormalCiLowPct, p.abnormalCiHighPct));
        ends.push([x, p.abnormalCiLowPct], [x, p.abnormalCiHighPct]);
      }
      return [x, p.abnormalMeanPct];
    });
    const zero: Segment[] =
      i === 0 ? [{ yAxis: 0, lineStyle: { color: palette.ink, type: 'dashed', width: 1 } }] : [];
    return {
      type: 'line',
      name: s.name,
      xAxisIndex: 1,
      data,
      symbol: 'circle',
      symbolSize: 9,
      showSymbol: true,
      connectNulls: false,
      itemStyle: { color: colour },
      lineStyle: { color: colour, width: 1, opacity: 0.45 },
      emphasis: { disabled: true },
      markLine: {
        silent: true,
        symbol: 'none',
        animation: false,
        label: { show: false },
        lineStyle: { color: colour, width: 1.5, type: 'solid' },
        data: [...zero, ...bars],
      },
    };
  });
  const extent: LineSeriesOption = {
    type: 'line',
    xAxisIndex: 1,
    data: ends,
    silent: true,
    symbol: 'none',
    lineStyle: { opacity: 0 },
    tooltip: { show: false },
  };
  return {
    animation: false,
    grid: {
      left: 8,
      right: 12,
      top: 12,
      bottom: count > 1 ? 34 : 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: {
      show: count > 1,
      type: 'scroll',
      data: series.map((s) => s.name),
      bottom: 0,
      itemGap: 12,
      textStyle: { color: palette.ink, width: 160, overflow: 'truncate' },
      pageIconColor: palette.ink,
      pageTextStyle: { color: palette.ink },
    },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params) => {
        const p = Array.isArray(params) ? params[0] : params;
        return p ? escapeHtml(text.describe(p.seriesIndex ?? 0, p.dataIndex)) : '';
      },
    },
    xAxis: [
      {
        type: 'category',
        data: DEAL_HORIZONS.map((days) => `T+${days}`),
        axisLabel: { color: palette.ink },
        axisLine: { onZero: false, lineStyle: { color: palette.border } },
        axisTick: { show: false },
      },
      { type: 'value', show: false, min: -0.5, max: DEAL_HORIZONS.length - 0.5 },
    ],
    yAxis: {
      type: 'value',
      axisLabel: { color: palette.ink, formatter: (value: number) => text.formatValue(value) },
      // No axis line: ECharts would draw it at the hidden value axis's 0 (the first horizon's band).
      axisLine: { show: false },
      axisTick: { show: false },
      splitLine: { lineStyle: { color: palette.grid } },
    },
    series: [...shown, extent],
  };
}
