import { Anchor, Grid, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { CHART_TIMEFRAMES, type ChartTimeframe, type EtfDetails } from '@nivesh/contracts';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { PriceChart } from '@/components/market/price-chart';
import { QueryError, QueryLoading, QueryStates } from '@/components/market/query-states';
import { appPath, paths } from '@/config/paths';
import { formatDateIst, formatNumber, formatPercent, formatRupees } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useStrings } from '@/lib/strings';
import { useChartData } from '../api/get-chart-data';
import { useEtfDetails } from '../api/get-etf-details';
import { marketOverviewStrings } from '../strings';
import { OverviewFrame } from './overview-frame';

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

function EtfChart({ symbol }: { readonly symbol: string }) {
  const [timeframe, setTimeframe] = useState<ChartTimeframe>('1Y');
  const query = useChartData({ symbol, timeframe });
  const chart = answerOf(query.data);
  const candles = useMemo(() => chart?.bars ?? [], [chart]);
  const t = useStrings(marketOverviewStrings);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <SegmentedControl
          size="xs"
          aria-label={t('etf.chartPeriod')}
          value={timeframe}
          onChange={(next) => setTimeframe(CHART_TIMEFRAMES.find((f) => f === next) ?? '1Y')}
          data={[...CHART_TIMEFRAMES]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
        {query.isError || (query.data && !chart) ? (
          <QueryError error={query.error ?? query.data} onRetry={query.refetch} />
        ) : chart ? (
          <PriceChart candles={candles} label={t('etf.priceChart', { symbol, timeframe })} height={360} />
        ) : (
          <QueryLoading lines={6} label={t('etf.loadingChart')} />
        )}
      </Stack>
    </Paper>
  );
}

function TrackingCard({ details }: { readonly details: EtfDetails }) {
  const { tracking, reference, trackingDifference: td, inav } = details;
  const t = useStrings(marketOverviewStrings);
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Stack gap="sm">
        <Text fw={700}>{t('etf.againstUnderlying')}</Text>
        <Text size="sm" c="dimmed">
          {t(`etf.tracking.${tracking.kind}`)}
        </Text>
        {reference && (
          <Fact label={tracking.proxy ? t('etf.standIn', { symbol: reference.symbol }) : reference.symbol}>
            <Anchor
              component={Link}
              to={paths.stock.getHref({ symbol: reference.symbol })}
              size="sm"
              fw={600}
            >
              {formatNumber(reference.ltp)}
            </Anchor>{' '}
            <ChangeText value={reference.change} percent={reference.changePct} />
          </Fact>
        )}
        {td && (
          <Fact
            label={t('etf.trackingDifference', { from: formatDateIst(td.from), to: formatDateIst(td.to) })}
          >
            <ChangeText value={td.differencePct} format="percent" arrow={false} />{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {t(tracking.inUsd ? 'etf.fundVsUnderlyingUsd' : 'etf.fundVsUnderlying', {
                fund: formatPercent(td.etfReturnPct),
                underlying: formatPercent(td.referenceReturnPct),
              })}
            </Text>
          </Fact>
        )}
        {inav && (
          <Fact label={t('etf.inav')}>
            {formatRupees(inav.value)} · <ChangeText value={inav.premiumPct} format="percent" arrow={false} />{' '}
            {t(inav.premiumPct >= 0 ? 'etf.premium' : 'etf.discount')}
          </Fact>
        )}
        {inav && (
          <Text size="xs" c="dimmed">
            {t('etf.inavNote')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** /exchange-traded-funds/{symbol}: one ETF's price, chart, facts and how closely it follows its underlying. */
export function EtfDetailsPage({ symbol }: { readonly symbol: string }) {
  const query = useEtfDetails(symbol);
  const answer = answerOf(query.data);
  const title = answer ? `${answer.etf.name} (${answer.etf.symbol})` : symbol.toUpperCase();
  const t = useStrings(marketOverviewStrings);
  return (
    <OverviewFrame
      title={title}
      breadcrumbs={[
        { label: t('common.market'), href: '/market' },
        { label: t('etf.crumb'), href: appPath('/exchange-traded-funds').getHref() },
      ]}
      query={query}
    >
      <QueryStates query={query} errorTitle={t('etf.loadError')}>
        {(details) => {
          const etf = details.etf;
          return (
            <Stack gap="md">
              <Group gap="md" align="baseline" wrap="wrap">
                <Text fz={32} fw={700} data-testid="etf-price">
                  {formatRupees(etf.ltp)}
                </Text>
                <Text fz="lg" fw={600}>
                  <ChangeText value={etf.change} percent={etf.changePct} />
                </Text>
              </Group>
              <Grid gap="md">
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <EtfChart symbol={etf.symbol} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <TrackingCard details={details} />
                </Grid.Col>
              </Grid>
              <Paper withBorder radius="md" p="sm">
                <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
                  <Fact label={t('etf.facts.category')}>{etf.category}</Fact>
                  <Fact label={t('etf.facts.underlying')}>{etf.underlying}</Fact>
                  <Fact label={t('etf.facts.amc')}>{etf.amc}</Fact>
                  <Fact label={t('etf.facts.expenseRatio')}>{formatNumber(etf.expenseRatioPct)} %</Fact>
                  <Fact label={t('etf.facts.return1y')}>
                    <ChangeText value={etf.return1y} format="percent" arrow={false} />
                  </Fact>
                  <Fact label={t('etf.facts.dayRange')}>
                    {formatNumber(etf.low)} – {formatNumber(etf.high)}
                  </Fact>
                  <Fact label={t('etf.facts.range52')}>
                    {formatNumber(etf.low52)} – {formatNumber(etf.high52)}
                  </Fact>
                  <Fact label={t('etf.facts.prevClose')}>{formatRupees(etf.prevClose)}</Fact>
                  <Fact label={t('etf.facts.volume')}>{formatNumber(etf.volume, 0)}</Fact>
                  <Fact label={t('etf.facts.turnover')}>
                    {t('common.crore', { value: formatNumber(etf.turnover) })}
                  </Fact>
                </SimpleGrid>
              </Paper>
            </Stack>
          );
        }}
      </QueryStates>
    </OverviewFrame>
  );
}
