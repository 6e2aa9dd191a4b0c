import { Alert, Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type {
  OptionChainAnswer,
  PayoffBody,
  StrategyLeg,
  StrategyPosition,
  StrategySummary,
} from '@nivesh/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryEmpty, QueryError, QueryLoading, QueryStates } from '@/components/market/query-states';
import { usePhone } from '@/components/market/use-phone';
import { answerOf, isRefusal } from '@/lib/api-client';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { usePageTitle } from '@/lib/use-page-title';
import {
  payoffQueryOptions,
  useOptionChain,
  useOptionData,
  usePayoff,
  useStrategyDetails,
} from '../../shared/api';
import { DerivativesFrame } from '../../shared/derivatives-frame';
import { UnderlyingPicker } from '../../shared/underlying-picker';
import { type BuilderUrl, useBuilderUrl } from '../hooks/use-builder-url';
import { isOptionLeg, legsOfPosition, withEntryPrices } from '../lib/builder-legs';
import { terminalHref } from '../lib/leg-url';
import { addDays, clamp, daysBetween } from '../lib/payoff-math';
import { strategiesStrings } from '../strings';
import { type LegChoices, LegsEditor } from './legs-editor';
import { PayoffChart } from './payoff-chart';
import { MarginEstimate, PositionFigures, PositionGreeks } from './position-figures';
import { ScenarioSliders, SPOT_SHIFT_MAX_PCT } from './scenario-sliders';
import { CATALOGUE_PATH, LevelBadge, strategyHref } from './strategy-card';

/** How long the builder waits after the last edit before it asks for the payoff again (ms). */
const PAYOFF_DEBOUNCE_MS = 200;

/** /option-chain/option-strategy/{strategyId}: a catalogue strategy, or `custom`, in the builder. */
export function StrategyBuilderPage() {
  const { strategyId = 'custom' } = useParams();
  const url = useBuilderUrl();
  return strategyId === 'custom' ? (
    <CustomBuilder url={url} />
  ) : (
    <CatalogueBuilder strategyId={strategyId} url={url} />
  );
}

function CustomBuilder({ url }: { readonly url: BuilderUrl }) {
  const t = useStrings(strategiesStrings);
  return (
    <BuilderView
      url={url}
      title={t('builder.customTitle')}
      intro={<Text size="sm">{t('builder.customIntro')}</Text>}
      legs={url.legs ?? []}
      canRemoveLast
    />
  );
}

function CatalogueBuilder({ strategyId, url }: { readonly strategyId: string; readonly url: BuilderUrl }) {
  const t = useStrings(strategiesStrings);
  const details = useStrategyDetails({ strategyId, symbol: url.symbol, expiry: url.expiry });
  const answer = answerOf(details.data);
  const placed = useMemo(() => (answer ? legsOfPosition(answer.position.legs) : undefined), [answer]);
  const edited = url.legs !== undefined || url.date !== undefined || url.ivShift !== 0;
  return (
    <BuilderView
      url={url}
      title={answer?.strategy.name ?? t('catalogue.title')}
      intro={answer ? <StrategyIntro strategy={answer.strategy} /> : null}
      legs={url.legs ?? placed}
      placed={answer?.position}
      gate={details}
      canRemoveLast={false}
      reset={
        answer && edited ? (
          <Button size="compact-sm" variant="light" onClick={url.resetAll}>
            {t('builder.reset', { name: answer.strategy.name })}
          </Button>
        ) : null
      }
    />
  );
}

function StrategyIntro({ strategy }: { readonly strategy: StrategySummary }) {
  const t = useStrings(strategiesStrings);
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="outline" size="sm" color="gray">
          {t(`view.${strategy.view}`)}
        </Badge>
        <LevelBadge level={strategy.level} />
      </Group>
      <Text size="sm">{strategy.rationale}</Text>
    </Stack>
  );
}

/** What the link held that could not be read: named, and left out. */
function UrlNotices({ url }: { readonly url: BuilderUrl }) {
  const t = useStrings(strategiesStrings);
  const { legs, date, iv } = url.rejected;
  if (legs.length === 0 && date === undefined && iv === undefined) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('builder.notices.title')}
      icon={<IconInfoCircle size={18} aria-hidden="true" />}
    >
      <Stack gap={2}>
        {legs.length > 0 && <Text size="sm">{t('builder.notices.legs', { legs: legs.join(', ') })}</Text>}
        {date !== undefined && <Text size="sm">{t('builder.notices.date', { value: date })}</Text>}
        {iv !== undefined && <Text size="sm">{t('builder.notices.iv', { value: iv })}</Text>}
      </Stack>
    </Alert>
  );
}

/** What the builder asks getPayoff for: the legs on the URL's symbol, IV shift and T+n date. */
function payoffBodyOf(
  at: Pick<BuilderUrl, 'symbol' | 'ivShift' | 'date'>,
  legs: readonly StrategyLeg[],
): PayoffBody {
  return {
    symbol: at.symbol,
    legs: [...legs],
    ivShift: at.ivShift,
    ...(at.date ? { evaluationDate: at.date } : {}),
  };
}

/** The legs' choices from the page's chain: strikes, expiries, the ATM strike, the futures expiry. */
function choicesOf(chain: OptionChainAnswer): LegChoices {
  return {
    strikes: chain.rows.map((r) => r.strike),
    expiries: chain.expiries,
    atmStrike: chain.expiry.atmStrike,
    expiry: chain.expiry.date,
    futureExpiry: chain.expiries.find((e) => e.kind === 'monthly')?.date ?? null,
    stockUnderlying: chain.underlying.kind === 'stock',
  };
}

interface BuilderViewProps {
  readonly url: BuilderUrl;
  readonly title: string;
  readonly intro: ReactNode;
  /** Undefined while a catalogue strategy is being placed. */
  readonly legs: readonly StrategyLeg[] | undefined;
  /** A catalogue strategy's position as placed (shown while its legs and scenario are untouched). */
  readonly placed?: StrategyPosition;
  /** The catalogue query: its loading and refusal show instead of the builder. */
  readonly gate?: UseQueryResult<unknown>;
  readonly canRemoveLast: boolean;
  readonly reset?: ReactNode;
}

function BuilderView({ url, title, intro, legs, placed, gate, canRemoveLast, reset }: BuilderViewProps) {
  const t = useStrings(strategiesStrings);
  const phone = usePhone();
  // The tab is named after the strategy shown (the route's title is generic).
  usePageTitle(t('documentTitle', { title }));
  // A custom position from a link shows its first option leg's expiry (when still listed).
  const listed = answerOf(useOptionData().data)?.underlyings.find((u) => u.symbol === url.symbol)?.expiries;
  const legExpiry = gate === undefined ? legs?.find(isOptionLeg)?.expiry : undefined;
  const expiry =
    url.expiry ?? (legExpiry && listed?.some((e) => e.date === legExpiry) ? legExpiry : undefined);
  const chain = useOptionChain({ symbol: url.symbol, expiry });
  const chainAnswer = answerOf(chain.data);
  const choices = useMemo(() => (chainAnswer ? choicesOf(chainAnswer) : undefined), [chainAnswer]);

  const scenario = url.date !== undefined || url.ivShift !== 0;
  const usePlaced = placed !== undefined && url.legs === undefined && !scenario;
  const { symbol, ivShift, date } = url;
  const body = useMemo(
    () => (!usePlaced && legs && legs.length > 0 ? payoffBodyOf({ symbol, ivShift, date }, legs) : undefined),
    [usePlaced, legs, symbol, ivShift, date],
  );
  const [asked] = useDebouncedValue(body, PAYOFF_DEBOUNCE_MS);
  const payoff = usePayoff(asked);
  const payoffAnswer = body ? answerOf(payoff.data) : undefined;
  // The placed position stays on screen until the first payoff of an edit or scenario answers.
  const position = usePlaced ? placed : (payoffAnswer?.position ?? placed);

  // A leg entered at the live price keeps that price in the link (the link re-creates the P&L).
  const urlLegs = url.legs;
  const setLegs = url.setLegs;
  const settled = payoffAnswer !== undefined && !payoff.isPlaceholderData && asked === body;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!settled || !urlLegs || !payoffAnswer) return;
    const next = withEntryPrices(urlLegs, payoffAnswer.position.legs);
    if (!next) return;
    // The answer already values the legs at these prices: no need to ask again for the same.
    queryClient.setQueryData(
      payoffQueryOptions(payoffBodyOf({ symbol, ivShift, date }, next)).queryKey,
      payoffAnswer,
    );
    setLegs(next);
  }, [settled, urlLegs, payoffAnswer, setLegs, queryClient, symbol, ivShift, date]);

  const [spotShiftPct, setSpotShiftPct] = useState(0);
  const frameQuery = {
    data: chain.data,
    isFetching: chain.isFetching || payoff.isFetching || (gate?.isFetching ?? false),
    refetch: () => {
      void chain.refetch();
      void gate?.refetch();
      if (body) void payoff.refetch();
    },
  };
  const editLegs = (next: StrategyLeg[]) => setLegs(next);
  const reenter =
    urlLegs?.some((leg) => leg.entryPrice !== undefined) === true ? (
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => setLegs(urlLegs.map(({ entryPrice: _entry, ...leg }) => leg))}
      >
        {t('builder.reenter')}
      </Button>
    ) : null;

  return (
    <DerivativesFrame
      title={title}
      subtitle={
        <Anchor component={Link} to={CATALOGUE_PATH} size="sm" td="underline">
          {t('builder.allStrategies')}
        </Anchor>
      }
      query={frameQuery}
    >
      {intro}
      <UrlNotices url={url} />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <UnderlyingPicker
          symbol={url.symbol}
          onSymbol={url.setSymbol}
          expiry={expiry}
          onExpiry={(next) =>
            // A custom position keeps its legs; the nearest expiry is written out, as the legs' one would win.
            gate === undefined ? url.setExpiry(next ?? listed?.[0]?.date, true) : url.setExpiry(next, false)
          }
          expiries={chainAnswer?.expiries}
        />
        <Group gap="xs" wrap="wrap">
          {reenter}
          {reset}
          {legs?.some((leg) => leg.instrument !== 'stock') && (
            <Button
              component={Link}
              to={terminalHref(url.symbol, legs ?? [])}
              size="compact-sm"
              variant="light"
            >
              {t('builder.trade')}
            </Button>
          )}
        </Group>
      </Group>
      {gate && (gate.isPending || isRefusal(gate.data) || gate.isError) ? (
        <Stack gap="sm">
          <QueryStates query={gate} loading={<QueryLoading label={t('builder.loading')} />}>
            {() => null}
          </QueryStates>
          {!gate.isPending && <NotFoundLinks />}
        </Stack>
      ) : (
        <Stack gap="lg">
          {chain.isError || isRefusal(chain.data) ? (
            <QueryError
              error={chain.isError ? chain.error : chain.data}
              onRetry={chain.refetch}
              title={t('builder.chainError')}
            />
          ) : null}
          <PositionPanels
            position={position}
            legsCount={legs?.length ?? 0}
            refusal={body && isRefusal(payoff.data) ? payoff.data : undefined}
            error={body && payoff.isError ? payoff.error : undefined}
            retry={() => void payoff.refetch()}
            symbol={url.symbol}
            phone={phone}
            spotShiftPct={spotShiftPct}
            onSpotShift={setSpotShiftPct}
            url={url}
          />
          <LegsEditor
            legs={legs ?? []}
            priced={position?.legs}
            choices={choices}
            onChange={editLegs}
            canRemoveLast={canRemoveLast}
          />
          {position && (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <PositionGreeks position={position} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <MarginEstimate position={position} />
              </Grid.Col>
            </Grid>
          )}
          <Text size="xs" c="dimmed">
            {t('figures.conventions')}
          </Text>
        </Stack>
      )}
    </DerivativesFrame>
  );
}

function NotFoundLinks() {
  const t = useStrings(strategiesStrings);
  return (
    <Group gap="md" wrap="wrap">
      <Text size="sm">{t('builder.notFoundLinks')}</Text>
      <Anchor component={Link} to={CATALOGUE_PATH} size="sm" td="underline">
        {t('builder.browse')}
      </Anchor>
      <Anchor component={Link} to={strategyHref('custom')} size="sm" td="underline">
        {t('catalogue.buildOwn')}
      </Anchor>
    </Group>
  );
}

interface PositionPanelsProps {
  readonly position: StrategyPosition | undefined;
  readonly legsCount: number;
  readonly refusal: { readonly status: 0; readonly message: string } | undefined;
  readonly error: unknown;
  readonly retry: () => void;
  readonly symbol: string;
  readonly phone: boolean;
  readonly spotShiftPct: number;
  readonly onSpotShift: (pct: number) => void;
  readonly url: BuilderUrl;
}

/** The chart, the what-if sliders and the figures of the position (or why there are none). */
function PositionPanels({
  position,
  legsCount,
  refusal,
  error,
  retry,
  symbol,
  phone,
  spotShiftPct,
  onSpotShift,
  url,
}: PositionPanelsProps) {
  const t = useStrings(strategiesStrings);
  if (legsCount === 0) return <QueryEmpty message={t('builder.emptyLegs')} />;
  if (refusal || error)
    return <QueryError error={refusal ?? error} onRetry={retry} title={t('builder.positionError')} />;
  if (!position) return <QueryLoading label={t('builder.loading')} />;
  const { payoff, underlying, source } = position;
  const today = source.sessionDate;
  const maxDays = payoff.firstExpiry === null ? null : Math.max(0, daysBetween(today, payoff.firstExpiry));
  const days = url.date === undefined ? 0 : clamp(daysBetween(today, url.date), 0, maxDays ?? 0);
  const first = payoff.prices[0] ?? underlying.spot;
  const last = payoff.prices[payoff.prices.length - 1] ?? underlying.spot;
  const shiftedSpot = clamp(underlying.spot * (1 + spotShiftPct / 100), first, last);
  const chartDays = Math.max(0, daysBetween(today, payoff.evaluationDate));
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="strategy-payoff">
          <Title order={2} size="h4" id="strategy-payoff" mb="xs">
            {t('chart.title')}
          </Title>
          <PayoffChart
            position={position}
            symbol={symbol}
            dateLabel={formatDateIst(payoff.evaluationDate)}
            days={chartDays}
            shiftedSpot={spotShiftPct === 0 ? null : shiftedSpot}
            height={phone ? 300 : 400}
            compact={phone}
          />
          <Text size="xs" c="dimmed" mt="xs">
            {t('chart.explain')}
          </Text>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <PositionFigures position={position} />
          <ScenarioSliders
            position={position}
            spotShiftPct={spotShiftPct}
            onSpotShift={(pct) => onSpotShift(clamp(pct, -SPOT_SHIFT_MAX_PCT, SPOT_SHIFT_MAX_PCT))}
            shiftedSpot={shiftedSpot}
            ivShift={url.ivShift}
            onIvShift={url.setIvShift}
            days={days}
            maxDays={maxDays}
            onDays={(n) => url.setDate(n === 0 ? undefined : addDays(today, n))}
            today={today}
            curveDate={formatDateIst(payoff.evaluationDate)}
            onReset={() => {
              onSpotShift(0);
              url.resetScenario();
            }}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
