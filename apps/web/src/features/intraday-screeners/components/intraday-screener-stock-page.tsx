import { Badge, Code, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  type IntradayRow,
  type IntradayStockDataAnswer,
  PATTERN_TIMEFRAMES,
  type PatternRow,
  type PatternTimeframe,
  type PricePatternStocksAnswer,
} from '@nivesh/contracts';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { quoteColumns } from '@/components/market/quote-columns';
import { appPath, paths } from '@/config/paths';
import { useLiveRows } from '@/lib/stream/live-rows';
import { type StringKey, type StringVars, useStrings } from '@/lib/strings';
import {
  untilNextBarClose,
  useIntradayScreenList,
  useIntradayScreenStocks,
  usePatternList,
  usePatternStocks,
} from '../api/intraday-screener-queries';
import { intradayScreenersStrings } from '../strings';
import { BarClock } from './bar-clock';
import { patternStocksHref, screenStocksHref } from './intraday-links';
import { changeColumn, metricColumn, priceColumn, quantityColumn, RuleHeader } from './screen-parts';

type Translate = (key: StringKey<typeof intradayScreenersStrings.en>, vars?: StringVars) => string;

/** A timeframe's name ("daily bar", "15-minute bar") in the page's language. */
const timeframeLabel = (t: Translate, timeframe: PatternTimeframe) => t(`stocks.timeframes.${timeframe}`);

/**
 * What the query string asks for: a screen (default 1) or a pattern on a timeframe; `scan`: the scan
 * a list link counted in (its stocks are listed from it until the next 15-minute close).
 */
interface Choice {
  readonly screen: string | null;
  readonly pattern: string | null;
  readonly timeframe: PatternTimeframe;
  readonly sector: string | undefined;
  readonly scan: number | undefined;
}

function choiceOf(params: URLSearchParams): Choice {
  const pattern = params.get('pattern');
  const timeframe = PATTERN_TIMEFRAMES.find((t) => t === params.get('timeframe')) ?? 'daily';
  const scan = params.get('scan') ?? '';
  return {
    pattern,
    screen: pattern ? null : (params.get('screen') ?? '1'),
    timeframe,
    sector: params.get('sector') || undefined,
    scan: /^\d{1,10}$/.test(scan) ? Number(scan) : undefined,
  };
}

/** The page of `choice` for another sector or scan. */
function choiceHref(choice: Choice, sector: string | undefined, scan: number | undefined): string {
  return choice.pattern
    ? patternStocksHref(choice.pattern, choice.timeframe, sector, scan)
    : screenStocksHref(choice.screen ?? '1', sector, scan);
}

const tail = <Row extends { readonly sector: string; readonly name: string }>(
  t: Translate,
): DataTableColumn<Row>[] => [
  { id: 'sector', label: t('columns.sector'), value: (r) => r.sector },
  { id: 'name', label: t('columns.company'), value: (r) => r.name },
];

function screenColumns(answer: IntradayStockDataAnswer, t: Translate): DataTableColumn<IntradayRow>[] {
  return [
    { id: 'symbol', label: t('columns.symbol'), value: (r) => r.symbol },
    ...quoteColumns<IntradayRow>(),
    metricColumn<IntradayRow>(answer.screen.metricLabel, answer.screen.metricUnit),
    changeColumn('change', t('columns.change'), (r) => r.change),
    priceColumn('open', t('columns.open'), (r) => r.open),
    priceColumn('high', t('columns.high'), (r) => r.high),
    priceColumn('low', t('columns.low'), (r) => r.low),
    priceColumn('prevClose', t('columns.prevClose'), (r) => r.prevClose),
    priceColumn('vwap', t('columns.vwap'), (r) => r.vwap),
    quantityColumn('volume', t('columns.volume'), (r) => r.volume),
    ...tail<IntradayRow>(t),
  ];
}

function patternColumns(t: Translate): DataTableColumn<PatternRow>[] {
  return [
    { id: 'symbol', label: t('columns.symbol'), value: (r) => r.symbol },
    ...quoteColumns<PatternRow>(),
    { id: 'bar', label: t('columns.patternBar'), value: (r) => r.bar },
    priceColumn('barOpen', t('columns.barOpen'), (r) => r.barOpen),
    priceColumn('barHigh', t('columns.barHigh'), (r) => r.barHigh),
    priceColumn('barLow', t('columns.barLow'), (r) => r.barLow),
    priceColumn('barClose', t('columns.barClose'), (r) => r.barClose),
    quantityColumn('volume', t('columns.volume'), (r) => r.volume),
    ...tail<PatternRow>(t),
  ];
}

/** The screen or pattern picker: every intraday screen, then every pattern on each timeframe. */
function ChoicePicker({ choice }: { readonly choice: Choice }) {
  const t = useStrings(intradayScreenersStrings);
  const navigate = useNavigate();
  const screens = useIntradayScreenList();
  const patterns = usePatternList();
  const screenList = screens.data?.status === 1 ? screens.data.screens : [];
  const patternList = patterns.data?.status === 1 ? patterns.data.patterns : [];
  const value = choice.pattern ? `pattern:${choice.pattern}:${choice.timeframe}` : `screen:${choice.screen}`;
  const data = [
    {
      group: t('stocks.screensGroup'),
      items: screenList.map((s) => ({ value: `screen:${s.id}`, label: `${s.id}. ${s.name}` })),
    },
    ...PATTERN_TIMEFRAMES.map((timeframe) => ({
      group: t('stocks.patternsGroup', { timeframe: timeframeLabel(t, timeframe) }),
      items: patternList.map((p) => ({
        value: `pattern:${p.id}:${timeframe}`,
        label: t('stocks.patternOption', { name: p.name, timeframe: timeframeLabel(t, timeframe) }),
      })),
    })),
  ];
  const known = data.some((g) => g.items.some((i) => i.value === value));
  return (
    <NativeSelect
      size="sm"
      aria-label={t('stocks.picker')}
      value={known ? value : ''}
      w={{ base: '100%', xs: 320 }}
      onChange={(event) => {
        const [kind, id = '', timeframe] = event.currentTarget.value.split(':');
        if (kind === 'screen') navigate(screenStocksHref(id, choice.sector));
        else if (kind === 'pattern')
          navigate(patternStocksHref(id, timeframe === 'm15' ? 'm15' : 'daily', choice.sector));
      }}
      data={known ? data : [{ value: '', label: t('stocks.choose') }, ...data]}
    />
  );
}

function Toolbar({
  choice,
  sectors,
}: {
  readonly choice: Choice;
  readonly sectors: IntradayStockDataAnswer['sectors'];
}) {
  const navigate = useNavigate();
  const go = (sector: string | undefined) => navigate(choiceHref(choice, sector, choice.scan));
  return (
    <Group gap="xs" wrap="wrap">
      <ChoicePicker choice={choice} />
      <SectorFilter sectors={sectors} value={choice.sector} onChange={go} />
    </Group>
  );
}

function LiveNote({ live }: { readonly live: boolean }) {
  const t = useStrings(intradayScreenersStrings);
  return (
    <Badge variant="dot" color={live ? 'teal' : 'gray'} tt="none">
      {live ? t('stocks.live') : t('stocks.notLive')}
    </Badge>
  );
}

function ScreenStocks({ data, choice }: { readonly data: IntradayStockDataAnswer; readonly choice: Choice }) {
  const t = useStrings(intradayScreenersStrings);
  const { rows, live } = useLiveRows(data.rows);
  return (
    <Stack gap="sm">
      <RuleHeader
        title={`${data.screen.id}. ${data.screen.name}`}
        bias={data.screen.bias}
        rule={data.screen.rule}
        badge={<LiveNote live={live} />}
      >
        {data.screen.language && (
          <Text size="xs" c="dimmed">
            {t('stocks.language')} <Code>{data.screen.language}</Code>
          </Text>
        )}
        <BarClock answer={data} />
      </RuleHeader>
      <DataTable
        caption={`${data.screen.name}${data.sector ? ` — ${data.sector}` : ''}`}
        hideCaption
        columns={screenColumns(data, t)}
        rows={rows}
        rowKey={(r) => r.symbol}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        csvFileName={`intraday-screen-${data.screen.id}${choice.sector ? `-${choice.sector}` : ''}`}
        search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('stocks.search') }}
        emptyMessage={t('stocks.screenEmpty')}
        toolbar={<Toolbar choice={choice} sectors={data.sectors} />}
      />
    </Stack>
  );
}

function PatternStocks({
  data,
  choice,
}: {
  readonly data: PricePatternStocksAnswer;
  readonly choice: Choice;
}) {
  const t = useStrings(intradayScreenersStrings);
  const { rows, live } = useLiveRows(data.rows);
  const timeframe = timeframeLabel(t, data.timeframe);
  return (
    <Stack gap="sm">
      <RuleHeader
        title={t('stocks.patternTitle', { name: data.pattern.name, timeframe })}
        bias={data.pattern.bias}
        rule={data.pattern.rule}
        badge={<LiveNote live={live} />}
      >
        <BarClock answer={data} />
      </RuleHeader>
      <DataTable
        caption={t('stocks.patternOption', { name: data.pattern.name, timeframe })}
        hideCaption
        columns={patternColumns(t)}
        rows={rows}
        rowKey={(r) => r.symbol}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        csvFileName={`price-pattern-${data.pattern.id}-${data.timeframe}${choice.sector ? `-${choice.sector}` : ''}`}
        search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('stocks.search') }}
        emptyMessage={t('stocks.patternEmpty')}
        toolbar={<Toolbar choice={choice} sectors={data.sectors} />}
      />
    </Stack>
  );
}

/** /intraday-screener-stock?screen=5&sector=… or ?pattern=hammer&timeframe=m15: one screen's or pattern's stocks. */
export function IntradayScreenerStockPage() {
  const t = useStrings(intradayScreenersStrings);
  const [params] = useSearchParams();
  const choice = choiceOf(params);
  const navigate = useNavigate();
  const screen = useIntradayScreenStocks(
    choice.screen ?? '1',
    choice.sector,
    choice.screen !== null,
    choice.scan,
  );
  const pattern = usePatternStocks(
    choice.pattern ?? '',
    choice.timeframe,
    choice.sector,
    choice.pattern !== null,
    choice.scan,
  );
  const query = choice.pattern ? pattern : screen;
  const answer = query.data?.status === 1 ? query.data : undefined;
  // A list link's scan is shown until the next 15-minute close (or a refresh), then the current one.
  const latestHref = choiceHref(choice, choice.sector, undefined);
  const unpinIn = choice.scan === undefined ? false : untilNextBarClose(answer);
  useEffect(() => {
    if (unpinIn === false) return;
    const timer = setTimeout(() => navigate(latestHref, { replace: true }), unpinIn);
    return () => clearTimeout(timer);
  }, [unpinIn, latestHref, navigate]);
  const refresh = () =>
    choice.scan === undefined ? query.refetch() : navigate(latestHref, { replace: true });
  const title =
    screen.data?.status === 1 && !choice.pattern
      ? screen.data.screen.name
      : pattern.data?.status === 1 && choice.pattern
        ? t('stocks.titlePattern', { name: pattern.data.pattern.name })
        : t('stocks.titleDefault');
  return (
    <MarketPage
      title={title}
      breadcrumbs={[{ label: t('intraday.title'), href: appPath('/intraday-screener').getHref() }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={refresh} refreshing={query.isFetching} />}
    >
      {choice.pattern ? (
        <QueryStates query={pattern} errorTitle={t('stocks.patternError')}>
          {(data) => <PatternStocks data={data} choice={choice} />}
        </QueryStates>
      ) : (
        <QueryStates query={screen} errorTitle={t('stocks.screenError')}>
          {(data) => <ScreenStocks data={data} choice={choice} />}
        </QueryStates>
      )}
    </MarketPage>
  );
}
