// The builder's payoff chart as an ECharts option (pure, so it is tested without a canvas): P&L at
// the first expiry (green above zero, red below) and at the T+n date, the zero line, the spot, the
// breakevens, the ±1σ/±2σ bands and a tooltip with the price and both P&Ls.

import type {
  ComposeOption,
  GridComponentOption,
  LegendComponentOption,
  LineSeriesOption,
  MarkAreaComponentOption,
  MarkLineComponentOption,
  PiecewiseVisualMapComponentOption,
  TooltipComponentFormatterCallbackParams,
  TooltipComponentOption,
} from 'echarts';
import { withAlpha } from '@/components/market/chart-support';

export type PayoffChartOption = ComposeOption<
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
  | MarkLineComponentOption
  | MarkAreaComponentOption
  | PiecewiseVisualMapComponentOption
>;

export interface PayoffChartData {
  readonly prices: readonly number[];
  readonly atExpiry: readonly number[];
  readonly atDate: readonly number[];
  readonly spot: number;
  /** The display-only shifted spot (null: none). */
  readonly shiftedSpot: number | null;
  readonly breakevens: readonly number[];
  /** The option legs' strikes (the chart shows at least them, the breakevens and ±2σ). */
  readonly strikes: readonly number[];
  readonly sigma: {
    readonly minus2: number;
    readonly minus1: number;
    readonly plus1: number;
    readonly plus2: number;
  } | null;
}

export interface PayoffChartText {
  readonly atExpiry: string;
  readonly atDate: string;
  readonly sigma1: string;
  readonly sigma2: string;
  readonly spot: (price: string) => string;
  readonly shifted: (price: string) => string;
  readonly breakeven: (price: string) => string;
  readonly tooltipPrice: (price: string) => string;
  /** Prices (axis, markers, tooltip). */
  readonly price: (value: number) => string;
  /** P&L in the tooltip (full rupees) and on the axis (lakh/crore). */
  readonly pnl: (value: number) => string;
  readonly axisPnl: (value: number) => string;
}

export interface PayoffChartColours {
  readonly ink: string;
  readonly grid: string;
  readonly border: string;
  readonly up: string;
  readonly down: string;
  readonly zero: string;
  readonly tPlusN: string;
  readonly spot: string;
  readonly shifted: string;
  readonly band: string;
}

/** The least half-width of the chart around the spot, as a share of the spot. */
const MIN_HALF_WIDTH = 0.03;
/** Room left beyond the outermost strike, breakeven or 2σ level, as a share of their span. */
const FOCUS_PADDING = 0.15;

/**
 * The prices the chart shows: the server's grid (±3σ, at least ±8 % of spot) is wider than a
 * trader needs on a near expiry, so the view spans the strikes, breakevens, spot and ±2σ, with some
 * room, and at least ±3 % of the spot, within the grid.
 */
export function focusRange(data: PayoffChartData): readonly [number, number] {
  const first = data.prices[0] ?? data.spot;
  const last = data.prices[data.prices.length - 1] ?? data.spot;
  const marks = [
    data.spot,
    ...data.strikes,
    ...data.breakevens,
    ...(data.sigma ? [data.sigma.minus2, data.sigma.plus2] : []),
  ].filter((x) => x >= first && x <= last);
  const low = Math.min(data.spot * (1 - MIN_HALF_WIDTH), ...marks);
  const high = Math.max(data.spot * (1 + MIN_HALF_WIDTH), ...marks);
  const pad = (high - low) * FOCUS_PADDING;
  return [Math.max(first, low - pad), Math.min(last, high + pad)];
}

/** The grid points inside [from, to] and one beyond each end (the axis clips the line there). */
function visibleSpan(prices: readonly number[], from: number, to: number): readonly [number, number] {
  let start = prices.findIndex((p) => p >= from);
  if (start < 0) start = prices.length;
  let end = prices.length - 1;
  while (end > 0 && (prices[end] ?? 0) > to) end--;
  return [Math.max(0, start - 1), Math.min(prices.length - 1, end + 1)];
}

/** The index of the grid point a tooltip is about (the first series' point under the pointer). */
function dataIndexOf(params: TooltipComponentFormatterCallbackParams): number | null {
  const first = Array.isArray(params) ? params[0] : params;
  return first && typeof first.dataIndex === 'number' ? first.dataIndex : null;
}

export interface PayoffChartLayout {
  /**
   * A narrow chart (a phone): the breakeven and σ band labels are left out (they would overlap;
   * the figures beside the chart list the breakevens, its note explains the bands).
   */
  readonly compact?: boolean;
}

export function buildPayoffOption(
  data: PayoffChartData,
  text: PayoffChartText,
  colours: PayoffChartColours,
  { compact = false }: PayoffChartLayout = {},
): PayoffChartOption {
  const [first, last] = focusRange(data);
  const [start, end] = visibleSpan(data.prices, first, last);
  const points = (ys: readonly number[]) =>
    data.prices.slice(start, end + 1).map((x, i) => [x, ys[start + i] ?? null] as [number, number | null]);
  const vertical = (x: number, label: string, colour: string, type: 'solid' | 'dashed' | 'dotted') => ({
    xAxis: x,
    lineStyle: { color: colour, type, width: 1 },
    label: { formatter: label, color: colour, fontSize: 11 },
  });
  const inGrid = (x: number) => x >= first && x <= last;
  const shown = data.atExpiry.slice(start, end + 1);
  const low = Math.min(0, ...shown) - 1;
  const high = Math.max(0, ...shown) + 1;
  const sigma = data.sigma;
  const markers = [
    {
      yAxis: 0,
      lineStyle: { color: colours.zero, type: 'solid' as const, width: 1 },
      label: { show: false },
    },
    {
      ...vertical(data.spot, text.spot(text.price(data.spot)), colours.spot, 'dashed'),
      label: {
        formatter: text.spot(text.price(data.spot)),
        color: colours.ink,
        fontSize: 11,
        position: 'end' as const,
      },
    },
    ...data.breakevens.filter(inGrid).map((be) => ({
      ...vertical(be, text.breakeven(text.price(be)), colours.ink, 'dotted'),
      label: {
        show: !compact,
        formatter: text.breakeven(text.price(be)),
        color: colours.ink,
        fontSize: 10,
        position: 'insideStartTop' as const,
      },
    })),
    ...(data.shiftedSpot !== null && inGrid(data.shiftedSpot)
      ? [
          {
            ...vertical(
              data.shiftedSpot,
              text.shifted(text.price(data.shiftedSpot)),
              colours.shifted,
              'solid',
            ),
            label: {
              formatter: text.shifted(text.price(data.shiftedSpot)),
              color: colours.shifted,
              fontSize: 11,
              position: 'insideEndTop' as const,
            },
          },
        ]
      : []),
  ];
  const bands: NonNullable<MarkAreaComponentOption['data']> =
    sigma === null
      ? []
      : [
          [
            {
              xAxis: Math.max(first, sigma.minus2),
              itemStyle: { color: withAlpha(colours.band, 0.07) },
              label: {
                show: !compact,
                formatter: text.sigma2,
                color: colours.ink,
                fontSize: 10,
                // At the bottom: the ±1σ label sits at the top, under the spot's.
                position: 'insideBottomLeft' as const,
              },
            },
            { xAxis: Math.min(last, sigma.plus2) },
          ],
          [
            {
              xAxis: Math.max(first, sigma.minus1),
              itemStyle: { color: withAlpha(colours.band, 0.1) },
              label: {
                show: !compact,
                formatter: text.sigma1,
                color: colours.ink,
                fontSize: 10,
                position: 'insideTopLeft' as const,
              },
            },
            { xAxis: Math.min(last, sigma.plus1) },
          ],
        ];
  return {
    animation: false,
    grid: {
      left: 8,
      right: 16,
      top: 40,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: {
      top: 0,
      left: 0,
      itemWidth: 18,
      textStyle: { color: colours.ink },
      data: [text.atExpiry, text.atDate],
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'line' },
      formatter: (params) => {
        const shownIndex = dataIndexOf(params);
        const index = shownIndex === null ? null : start + shownIndex;
        const price = index === null ? undefined : data.prices[index];
        if (index === null || price === undefined) return '';
        const expiry = data.atExpiry[index];
        const atDate = data.atDate[index];
        return [
          `<strong>${text.tooltipPrice(text.price(price))}</strong>`,
          `${text.atExpiry}: ${expiry === undefined ? '' : text.pnl(expiry)}`,
          `${text.atDate}: ${atDate === undefined ? '' : text.pnl(atDate)}`,
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'value',
      min: first,
      max: last,
      axisLabel: {
        color: colours.ink,
        hideOverlap: true,
        // The view's ends are not round prices: only the axis' own steps are labelled.
        showMinLabel: false,
        showMaxLabel: false,
        formatter: (value: number) => text.price(value),
      },
      axisLine: { lineStyle: { color: colours.border } },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: colours.ink, formatter: (value: number) => text.axisPnl(value) },
      splitLine: { lineStyle: { color: colours.grid } },
    },
    visualMap: {
      type: 'piecewise',
      show: false,
      dimension: 1,
      seriesIndex: 0,
      // Finite pieces: ECharts draws no line gradient when every piece is open-ended.
      pieces: [
        { gte: low, lt: 0, color: colours.down },
        { gte: 0, lte: high, color: colours.up },
      ],
    },
    series: [
      {
        type: 'line',
        name: text.atExpiry,
        data: points(data.atExpiry),
        showSymbol: false,
        color: colours.up,
        lineStyle: { width: 2.5 },
        areaStyle: { opacity: 0.12, origin: 0 },
        markLine: { symbol: ['none', 'none'], silent: true, animation: false, data: markers },
        markArea: { silent: true, data: bands },
        z: 3,
      },
      {
        type: 'line',
        name: text.atDate,
        data: points(data.atDate),
        showSymbol: false,
        color: colours.tPlusN,
        lineStyle: { width: 2, type: 'dashed' },
        z: 2,
      },
    ],
  };
}
