import { Chip, Group, Loader, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import {
  CHART_INDICATORS,
  type ChartData,
  type ChartIndicator,
  type ChartTimeframe,
  type LiveQuoteDto,
  type StockDetails,
} from '@nivesh/contracts';
import { useMemo, useRef, useState } from 'react';
import { type Candle, type LineOverlay, PriceChart } from '@/components/market/price-chart';
import { QueryStates } from '@/components/market/query-states';
import { useStrings } from '@/lib/strings';
import { useChartData } from '../api/get-chart-data';
import { liveBarFrom } from '../lib/live-bar';
import { stockStrings } from '../strings';

export const STOCK_TIMEFRAMES: readonly ChartTimeframe[] = ['1D', '1W', '1M', '1Y', '5Y', 'MAX'];

type StockT = typeof stockStrings.t;

/** A timeframe as its switch names it: the codes read the same in every language, but for "Max". */
const timeframeLabel = (timeframe: ChartTimeframe, t: StockT): string =>
  timeframe === 'MAX' ? t('chart.max') : timeframe;

const INDICATOR_LABEL: Readonly<Record<ChartIndicator, string>> = {
  sma20: 'SMA 20',
  sma50: 'SMA 50',
  sma200: 'SMA 200',
  ema20: 'EMA 20',
  bollinger: 'Bollinger',
  supertrend: 'Supertrend',
  vwap: 'VWAP',
};

// Canvas lines cannot read CSS variables: fixed colours that read on light and dark backgrounds.
const OVERLAY_COLOUR: Readonly<Record<string, string>> = {
  sma20: '#f08c00',
  sma50: '#1c7ed6',
  sma200: '#ae3ec9',
  ema20: '#0ca678',
  'bollinger-upper': '#868e96',
  'bollinger-middle': '#adb5bd',
  'bollinger-lower': '#868e96',
  'supertrend-up': '#2f9e44',
  'supertrend-down': '#e03131',
  vwap: '#7048e8',
};

/** What the bars of each timeframe are, said under the chart. */
function barsCaption(chart: ChartData, traded: boolean, t: StockT): string {
  if (chart.intraday && chart.interval === '15m') return t('chart.bars15m');
  if (chart.intraday)
    return chart.interval === '1m'
      ? t('chart.bars1m')
      : t('chart.barsIntraday', { interval: chart.interval });
  // Index levels need no adjustment: their divisor absorbs corporate actions.
  if (chart.interval === '1w') return t(traded ? 'chart.weeklyAdjusted' : 'chart.weekly');
  return t(traded ? 'chart.dailyAdjusted' : 'chart.daily');
}

function toCandles(chart: ChartData): Candle[] {
  return chart.bars.map((bar) => ({ ...bar }));
}

function toOverlays(chart: ChartData): LineOverlay[] {
  return chart.overlays.map((overlay) => ({
    name: overlay.label,
    colour: OVERLAY_COLOUR[overlay.id] ?? '#868e96',
    lineWidth: overlay.indicator === 'bollinger' ? 1 : 2,
    points: overlay.values.map((value, i) => ({ time: chart.bars[i]?.time ?? 0, value })),
  }));
}

interface ChartCanvasProps {
  readonly chart: ChartData;
  readonly quote: LiveQuoteDto | null | undefined;
  readonly height: number;
  readonly showVolume: boolean;
  readonly label: string;
}

function ChartCanvas({ chart, quote, height, showVolume, label }: ChartCanvasProps) {
  const t = useStrings(stockStrings);
  const candles = useMemo(() => toCandles(chart), [chart]);
  const overlays = useMemo(() => toOverlays(chart), [chart]);
  // The last live bar is remembered so a minute the chart data has not caught up with keeps its range.
  const previous = useRef<{ chart: ChartData; bar: Candle | null }>({ chart, bar: null });
  const liveBar = useMemo(() => {
    if (!quote) return null;
    const prior = previous.current.chart === chart ? previous.current.bar : null;
    const bar = liveBarFrom(chart, quote, prior === null ? null : { ...prior, volume: prior.volume ?? 0 });
    previous.current = { chart, bar };
    return bar;
  }, [chart, quote]);
  return (
    <Stack gap={4}>
      <PriceChart
        candles={candles}
        overlays={overlays}
        liveBar={liveBar}
        height={height}
        showVolume={showVolume}
        label={label}
      />
      <Text size="xs" c="dimmed">
        {barsCaption(chart, showVolume, t)}
      </Text>
    </Stack>
  );
}

export interface StockChartProps {
  readonly symbol: string;
  /** The live quote: moves the last bar between reloads. */
  readonly quote?: LiveQuoteDto | null;
  /** Controlled timeframe (e.g. kept in the URL); uncontrolled from `defaultTimeframe` otherwise. */
  readonly timeframe?: ChartTimeframe;
  readonly onTimeframeChange?: (timeframe: ChartTimeframe) => void;
  readonly defaultTimeframe?: ChartTimeframe;
  readonly timeframes?: readonly ChartTimeframe[];
  readonly height?: number;
  /** Shows the indicator toggles; default true. */
  readonly withIndicators?: boolean;
  readonly defaultIndicators?: readonly ChartIndicator[];
  /** Volume pane; default true (indices have no volume). */
  readonly showVolume?: boolean;
}

/** Chart props from a details answer: its symbol, live quote and (for a non-index) a volume pane. */
export function liveChartProps(details: Pick<StockDetails, 'profile' | 'quote'>) {
  return {
    symbol: details.profile.symbol,
    quote: details.quote,
    showVolume: details.profile.kind !== 'index',
  };
}

/** A symbol's price chart with a timeframe switch, indicator overlays and a live last bar. */
export function StockChart({
  symbol,
  quote,
  timeframe: controlled,
  onTimeframeChange,
  defaultTimeframe = '1D',
  timeframes = STOCK_TIMEFRAMES,
  height = 400,
  withIndicators = true,
  defaultIndicators = [],
  showVolume = true,
}: StockChartProps) {
  const t = useStrings(stockStrings);
  const [own, setOwn] = useState<ChartTimeframe>(defaultTimeframe);
  const timeframe = controlled ?? own;
  const [indicators, setIndicators] = useState<readonly ChartIndicator[]>(defaultIndicators);
  const intraday = timeframe === '1D' || timeframe === '1W';
  // VWAP is a session statistic of traded volume: intraday charts of traded symbols only.
  const offered = CHART_INDICATORS.filter((i) => i !== 'vwap' || (intraday && showVolume));
  const wanted = indicators.filter((i) => offered.includes(i));
  const query = useChartData(symbol, timeframe, wanted);

  const choose = (value: string) => {
    const next = timeframes.find((tf) => tf === value);
    if (!next) return;
    setOwn(next);
    onTimeframeChange?.(next);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={timeframe}
          onChange={choose}
          data={timeframes.map((tf) => ({ value: tf, label: timeframeLabel(tf, t) }))}
          aria-label={t('chart.timeframeLabel', { symbol })}
        />
        {query.isFetching && <Loader size="xs" role="status" aria-label={t('chart.loading')} />}
      </Group>
      {withIndicators && (
        <Chip.Group
          multiple
          value={[...wanted]}
          onChange={(values) => setIndicators(CHART_INDICATORS.filter((i) => values.includes(i)))}
        >
          <Group gap={6} wrap="wrap" role="group" aria-label={t('chart.indicators')}>
            {offered.map((indicator) => (
              <Chip key={indicator} value={indicator} size="xs" variant="outline">
                {INDICATOR_LABEL[indicator]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      <QueryStates
        query={query}
        loading={<Skeleton height={height} radius="md" />}
        errorTitle={t('chart.loadError')}
      >
        {(chart) => (
          <ChartCanvas
            chart={chart}
            quote={quote}
            height={height}
            showVolume={showVolume}
            label={t('chart.label', { symbol, timeframe: timeframeLabel(timeframe, t) })}
          />
        )}
      </QueryStates>
    </Stack>
  );
}
