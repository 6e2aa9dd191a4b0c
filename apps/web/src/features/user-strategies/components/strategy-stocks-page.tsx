import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UserStrategyStock } from '@nivesh/contracts';
import { IconEdit } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Trans } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { quoteColumns } from '@/components/market/quote-columns';
import { volumeAndTermColumns } from '@/components/market/rule-value-columns';
import { paths } from '@/config/paths';
import { useLiveRows } from '@/lib/stream/live-rows';
import { useStrings } from '@/lib/strings';
import { useStrategyStocks } from '../api/user-strategies-api';
import { type UserStrategiesText, userStrategiesStrings } from '../strings';
import { editHref, StrategiesFrame, useSignedIn, useStrategiesCrumb } from './strategies-frame';
import { BacktestButton, StrategyBadges, StrategyRules } from './strategy-card';

function stockColumns(terms: readonly string[], t: UserStrategiesText): DataTableColumn<UserStrategyStock>[] {
  return [
    { id: 'symbol', label: t('stocks.columns.symbol'), value: (r) => r.symbol },
    ...quoteColumns<UserStrategyStock>(),
    {
      id: 'exit',
      label: t('stocks.columns.exit'),
      value: (r) => (r.exitHolds ? t('stocks.yes') : t('stocks.no')),
      render: (r) =>
        r.exitHolds ? (
          <Badge color="orange" variant="light" size="sm">
            {t('stocks.yes')}
          </Badge>
        ) : (
          t('stocks.no')
        ),
    },
    ...volumeAndTermColumns<UserStrategyStock>(terms),
    { id: 'sector', label: t('stocks.columns.sector'), value: (r) => r.sector },
    { id: 'name', label: t('stocks.columns.name'), value: (r) => r.name },
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
  const t = useStrings(userStrategiesStrings);
  const live = useLiveRows(rows);
  const key = terms.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the terms' content
  const columns = useMemo(() => stockColumns(terms, t), [key, t]);
  return (
    <Stack gap={4}>
      {live.live && (
        <Text size="xs" c="dimmed">
          {t('stocks.live')}
        </Text>
      )}
      <DataTable
        caption={t('stocks.caption')}
        hideCaption
        columns={columns}
        rows={live.rows}
        rowKey={(r) => r.symbol}
        rowHref={(r) => paths.stock.getHref({ symbol: r.symbol })}
        csvFileName={`strategy-${id}-stocks`}
        search={{ text: (r) => `${r.symbol} ${r.name}`, placeholder: t('common.searchSymbol') }}
        emptyMessage={t('stocks.empty')}
        stickyFirstColumn
      />
    </Stack>
  );
}

/** /stratergy-stock/{strategies_id}: the stocks the strategy's entry condition flags at the last completed bar. */
export function StrategyStocksPage() {
  const t = useStrings(userStrategiesStrings);
  const crumb = useStrategiesCrumb();
  const id = useParams().strategies_id ?? '';
  const stocks = useStrategyStocks(id, useSignedIn());
  const answer = stocks.data && stocks.data.status === 1 ? stocks.data : undefined;
  return (
    <StrategiesFrame
      title={answer ? answer.strategy.name : t('stocks.title')}
      subtitle={t('stocks.subtitle')}
      breadcrumbs={[crumb]}
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
              {t('common.edit')}
            </Button>
          )}
          <RefreshButton onRefresh={stocks.refetch} refreshing={stocks.isFetching} />
        </>
      }
    >
      <QueryStates query={stocks} errorTitle={t('stocks.loadError')}>
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
                <Trans
                  ns={userStrategiesStrings.namespace}
                  i18nKey="stocks.meet"
                  values={{ count: data.rows.length, scanned: data.scanned }}
                  components={{ b: <Text span fw={600} /> }}
                />
              </Text>
              <Text size="xs" c="dimmed">
                {t(data.source.live ? 'stocks.readAtLive' : 'stocks.readAt', { bar: data.bar.label })}
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
