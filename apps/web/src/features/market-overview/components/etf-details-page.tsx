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
import { useChartData } from '../api/get-chart-data';
import { useEtfDetails } from '../api/get-etf-details';
import { OverviewFrame } from './overview-frame';

const TRACKING_TEXT: Readonly<Record<EtfDetails['tracking']['kind'], string>> = {
  'nse-index': 'Tracks the NSE index itself.',
  'nse-index-proxy':
    'Its index is not simulated here: it follows a stand-in NSE index with noise of its own.',
  commodity: 'Holds the physical metal: follows the MCX contract.',
  'global-index': 'Follows an overseas index converted to rupees at a simulated USD/INR rate.',
  'money-market': 'Earns the overnight rate, paid out daily: its price stays near ₹1,000.',
  standalone: 'Has no underlying in the simulated market.',
};

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
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <SegmentedControl
          size="xs"
          aria-label="Chart period"
          value={timeframe}
          onChange={(next) => setTimeframe(CHART_TIMEFRAMES.find((t) => t === next) ?? '1Y')}
          data={[...CHART_TIMEFRAMES]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
        {query.isError || (query.data && !chart) ? (
          <QueryError error={query.error ?? query.data} onRetry={query.refetch} />
        ) : chart ? (
          <PriceChart candles={candles} label={`${symbol} ${timeframe} price chart`} height={360} />
        ) : (
          <QueryLoading lines={6} label="Loading the chart" />
        )}
      </Stack>
    </Paper>
  );
}

function TrackingCard({ details }: { readonly details: EtfDetails }) {
  const { tracking, reference, trackingDifference: td, inav } = details;
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Stack gap="sm">
        <Text fw={700}>Against its underlying</Text>
        <Text size="sm" c="dimmed">
          {TRACKING_TEXT[tracking.kind]}
        </Text>
        {reference && (
          <Fact label={`${reference.symbol}${tracking.proxy ? ' (stand-in)' : ''}`}>
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
          <Fact label={`Tracking difference, ${formatDateIst(td.from)} to ${formatDateIst(td.to)}`}>
            <ChangeText value={td.differencePct} format="percent" arrow={false} />{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              fund {formatPercent(td.etfReturnPct)} vs underlying {formatPercent(td.referenceReturnPct)}
              {tracking.inUsd ? ' (the underlying in dollars: the gap includes the rupee’s move)' : ''}
            </Text>
          </Fact>
        )}
        {inav && (
          <Fact label="Indicative NAV (estimate) and premium">
            {formatRupees(inav.value)} · <ChangeText value={inav.premiumPct} format="percent" arrow={false} />{' '}
            {inav.premiumPct >= 0 ? 'premium' : 'discount'}
          </Fact>
        )}
        {inav && (
          <Text size="xs" c="dimmed">
            iNAV here is the previous close moved by the underlying's change since its own previous close; the
            fund's real NAV is not modelled.
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
  return (
    <OverviewFrame
      title={title}
      breadcrumbs={[
        { label: 'Market', href: '/market' },
        { label: 'ETFs', href: appPath('/exchange-traded-funds').getHref() },
      ]}
      query={query}
    >
      <QueryStates query={query} errorTitle="Could not load this ETF">
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
                  <Fact label="Category">{etf.category}</Fact>
                  <Fact label="Underlying">{etf.underlying}</Fact>
                  <Fact label="AMC">{etf.amc}</Fact>
                  <Fact label="Expense ratio (assumed)">{formatNumber(etf.expenseRatioPct)} %</Fact>
                  <Fact label="1-year return">
                    <ChangeText value={etf.return1y} format="percent" arrow={false} />
                  </Fact>
                  <Fact label="Day range">
                    {formatNumber(etf.low)} – {formatNumber(etf.high)}
                  </Fact>
                  <Fact label="52-week range">
                    {formatNumber(etf.low52)} – {formatNumber(etf.high52)}
                  </Fact>
                  <Fact label="Previous close">{formatRupees(etf.prevClose)}</Fact>
                  <Fact label="Volume (units)">{formatNumber(etf.volume, 0)}</Fact>
                  <Fact label="Turnover">₹{formatNumber(etf.turnover)} Cr</Fact>
                </SimpleGrid>
              </Paper>
            </Stack>
          );
        }}
      </QueryStates>
    </OverviewFrame>
  );
}
