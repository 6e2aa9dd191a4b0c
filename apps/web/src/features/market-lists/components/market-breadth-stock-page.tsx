import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { BreadthStockRow } from '@nivesh/contracts';
import { type ReactNode, useMemo } from 'react';
import { useParams } from 'react-router';
import type { DataTableColumn } from '@/components/market/data-table';
import { colourClass } from '@/components/market/market-colours';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useMarketBreadthStock } from '../api/get-market-breadth-stock';
import { useListFilters } from '../hooks/use-list-filters';
import { type MarketListsT, marketListsStrings } from '../strings';
import { BreadthSummary, MovingAverageBreadthBars } from './breadth-parts';
import { stockColumns } from './list-columns';
import { ListFrame, ListTable, todayCrumbs } from './list-page';
import { ListSection } from './list-section';

/** An SMA cell: the average, green when the price is above it and red when below. */
function smaCell(sma: number | null, above: boolean | null): ReactNode {
  if (sma === null) return '—';
  return (
    <span className={colourClass(above === null ? null : above ? 'green' : 'red')}>
      {formatNumber(sma, 2)} {above === null ? '' : above ? '▲' : '▼'}
    </span>
  );
}

const smaColumns = (t: MarketListsT): readonly DataTableColumn<BreadthStockRow>[] => [
  {
    id: 'sma20',
    label: t('breadthStock.sma20'),
    value: (r) => r.sma20,
    render: (r) => smaCell(r.sma20, r.above20),
    align: 'right',
  },
  {
    id: 'sma50',
    label: t('breadthStock.sma50'),
    value: (r) => r.sma50,
    render: (r) => smaCell(r.sma50, r.above50),
    align: 'right',
  },
  {
    id: 'sma200',
    label: t('breadthStock.sma200'),
    value: (r) => r.sma200,
    render: (r) => smaCell(r.sma200, r.above200),
    align: 'right',
  },
];

/** /market-breadth-stock/{ex_sector_id}: one sector's stocks, their day change and moving averages. */
export function MarketBreadthStockPage() {
  const { ex_sector_id: sectorId = '' } = useParams();
  const filters = useListFilters();
  const query = useMarketBreadthStock({ sector: sectorId, date: filters.date });
  const sector = query.data?.status === 1 ? query.data.sector : null;
  const t = useStrings(marketListsStrings);
  const columns = useMemo(() => stockColumns<BreadthStockRow>(t, smaColumns(t)), [t]);
  return (
    <ListFrame
      title={sector ? t('breadthStock.title', { sector }) : t('breadthStock.titleAll')}
      breadcrumbs={[...todayCrumbs(t), { label: t('crumbs.marketBreadth'), href: '/market-breadth-today' }]}
      explanation={t('breadthStock.explanation')}
      query={query}
      filters={filters}
      withIndex={false}
    >
      {(answer) => (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <BreadthSummary counts={answer.totals} />
            <MovingAverageBreadthBars breadth={answer.movingAverages} columns={1} />
          </SimpleGrid>
          <ListSection
            title={
              <>
                {t('breadthStock.stocksIn', { sector: answer.sector ?? '' })}{' '}
                <Text span c="dimmed" size="sm">
                  ({formatNumber(answer.total, 0)})
                </Text>
              </>
            }
          >
            <ListTable
              rows={answer.rows}
              columns={columns}
              caption={
                answer.sector
                  ? t('breadthStock.stocksIn', { sector: answer.sector })
                  : t('breadthStock.stocksInTheSector')
              }
              csvFileName={`market-breadth-${answer.slug}`}
              emptyMessage={t('breadthStock.empty')}
              filters={filters}
              pageSize={20}
              withSectorFilter={false}
            />
          </ListSection>
        </Stack>
      )}
    </ListFrame>
  );
}
