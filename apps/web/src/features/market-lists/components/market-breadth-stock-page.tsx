import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { BreadthStockRow } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { DataTableColumn } from '@/components/market/data-table';
import { colourClass } from '@/components/market/market-colours';
import { formatNumber } from '@/lib/format';
import { useMarketBreadthStock } from '../api/get-market-breadth-stock';
import { useListFilters } from '../hooks/use-list-filters';
import { BreadthSummary, MovingAverageBreadthBars } from './breadth-parts';
import { stockColumns } from './list-columns';
import { ListFrame, ListTable, TODAY_CRUMBS } from './list-page';
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

const SMA_COLUMNS: readonly DataTableColumn<BreadthStockRow>[] = [
  {
    id: 'sma20',
    label: '20-day SMA (₹)',
    value: (r) => r.sma20,
    render: (r) => smaCell(r.sma20, r.above20),
    align: 'right',
  },
  {
    id: 'sma50',
    label: '50-day SMA (₹)',
    value: (r) => r.sma50,
    render: (r) => smaCell(r.sma50, r.above50),
    align: 'right',
  },
  {
    id: 'sma200',
    label: '200-day SMA (₹)',
    value: (r) => r.sma200,
    render: (r) => smaCell(r.sma200, r.above200),
    align: 'right',
  },
];

const COLUMNS = stockColumns<BreadthStockRow>(SMA_COLUMNS);

/** /market-breadth-stock/{ex_sector_id}: one sector's stocks, their day change and moving averages. */
export function MarketBreadthStockPage() {
  const { ex_sector_id: sectorId = '' } = useParams();
  const filters = useListFilters();
  const query = useMarketBreadthStock({ sector: sectorId, date: filters.date });
  const sector = query.data?.status === 1 ? query.data.sector : null;
  return (
    <ListFrame
      title={sector ? `Market Breadth: ${sector}` : 'Market Breadth by Sector'}
      breadcrumbs={[...TODAY_CRUMBS, { label: 'Market breadth', href: '/market-breadth-today' }]}
      explanation="The stocks of one sector: how each moved against its previous close, and whether its price is above (▲, green) or below (▼, red) its 20, 50 and 200-day simple moving averages of closing prices."
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
                Stocks in {answer.sector}{' '}
                <Text span c="dimmed" size="sm">
                  ({formatNumber(answer.total, 0)})
                </Text>
              </>
            }
          >
            <ListTable
              rows={answer.rows}
              columns={COLUMNS}
              caption={`Stocks in ${answer.sector ?? 'the sector'}`}
              csvFileName={`market-breadth-${answer.slug}`}
              emptyMessage="This sector has no stocks with a price today."
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
