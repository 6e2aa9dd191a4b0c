import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UserStrategyStock } from '@nivesh/contracts';
import { IconEdit } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { quoteColumns } from '@/components/market/quote-columns';
import { volumeAndTermColumns } from '@/components/market/rule-value-columns';
import { paths } from '@/config/paths';
import { useLiveRows } from '@/lib/stream/live-rows';
import { useStrategyStocks } from '../api/user-strategies-api';
import { editHref, STRATEGIES_CRUMB, StrategiesFrame, useSignedIn } from './strategies-frame';
import { BacktestButton, StrategyBadges, StrategyRules } from './strategy-card';

function stockColumns(terms: readonly string[]): DataTableColumn<UserStrategyStock>[] {
  return [
    { id: 'symbol', label: 'Symbol', value: (r) => r.symbol },
    ...quoteColumns<UserStrategyStock>(),
    {
      id: 'exit',
      label: 'Exit holds',
      value: (r) => (r.exitHolds ? 'Yes' : 'No'),
      render: (r) =>
        r.exitHolds ? (
          <Badge color="orange" variant="light" size="sm">
            Yes
          </Badge>
        ) : (
          'No'
        ),
    },
    ...volumeAndTermColumns<UserStrategyStock>(terms),
    { id: 'sector', label: 'Sector', value: (r) => r.sector },
    { id: 'name', label: 'Company', value: (r) => r.name },
  ];
}

function StocksTable({
  rows,
  terms,
  id,
}: {
  rows: readonly UserStrategyStock[];
  terms: readonly string[];
  id: string;
}) {
  const live = useLiveRows(rows);
  const key = terms.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the terms' content
  const columns = useMemo(() => stockColumns(terms), [key]);
  return (
    <Stack gap={4}>
      {live.live && (
        <Text size="xs" c="dimmed">
          Prices update live from the quote stream.
        </Text>
      )}
      <DataTable
        caption="Stocks meeting the entry condition"
        hideCaption
        columns={columns}
        rows={live.rows}
        rowKey={(r) => r.symbol}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        csvFileName={`strategy-${id}-stocks`}
        search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: 'Search symbol' }}
        emptyMessage="No stock meets the entry condition at this bar."
        stickyFirstColumn
      />
    </Stack>
  );
}

/** /stratergy-stock/{strategies_id}: the stocks the strategy's entry condition flags at the last completed bar. */
export function StrategyStocksPage() {
  const id = useParams().strategies_id ?? '';
  const stocks = useStrategyStocks(id, useSignedIn());
  const answer = stocks.data && stocks.data.status === 1 ? stocks.data : undefined;
  return (
    <StrategiesFrame
      title={answer ? answer.strategy.name : 'Strategy Stocks'}
      subtitle="The stocks of the strategy's scope whose entry condition holds at the last completed bar of its timeframe."
      breadcrumbs={[STRATEGIES_CRUMB]}
      asOf={answer?.source.asOf}
      actions={
        <>
          {answer && (
            <Button
              component={Link}
              to={editHref(answer.strategy.id)}
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden="true" />}
            >
              Edit
            </Button>
          )}
          <RefreshButton onRefresh={stocks.refetch} refreshing={stocks.isFetching} />
        </>
      }
    >
      <QueryStates query={stocks} errorTitle="Could not read this strategy's stocks">
        {(data) => (
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Group justify="space-between" gap="xs">
                  <StrategyBadges strategy={data.strategy} />
                  <BacktestButton strategy={data.strategy} />
                </Group>
                <StrategyRules strategy={data.strategy} />
              </Stack>
            </Paper>
            <Stack gap={2}>
              <Text size="sm">
                <Text span fw={600}>
                  {data.rows.length} of {data.scanned}
                </Text>{' '}
                stocks meet the entry condition.
              </Text>
              <Text size="xs" c="dimmed">
                Read at: {data.bar.label}
                {data.source.live ? ' · refreshed every minute while the market trades' : ''}
              </Text>
            </Stack>
            {data.note && (
              <Alert color="blue" variant="light">
                {data.note}
              </Alert>
            )}
            <StocksTable rows={data.rows} terms={data.columns} id={id} />
          </Stack>
        )}
      </QueryStates>
    </StrategiesFrame>
  );
}
