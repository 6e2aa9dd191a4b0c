import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ListSectorBreadth } from '@nivesh/contracts';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { BarChart, type BarSeries } from '@/components/market/bar-chart';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { appPath } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { type MarketBreadthAnswer, useMarketBreadth } from '../api/get-market-breadth';
import { useListFilters } from '../hooks/use-list-filters';
import { BREADTH_COUNT_COLUMNS, BreadthSummary, MovingAverageBreadthBars } from './breadth-parts';
import { ListFrame, TODAY_CRUMBS } from './list-page';
import { ListSection } from './list-section';
import classes from './market-lists.module.css';

const sectorPage = appPath('/market-breadth-stock/{ex_sector_id}');
export const sectorBreadthHref = (slug: string): string => sectorPage.getHref({ ex_sector_id: slug });

const pct = (value: number | null): string => (value === null ? '—' : `${formatNumber(value, 1)} %`);

const SECTOR_COLUMNS: readonly DataTableColumn<ListSectorBreadth>[] = [
  {
    id: 'sector',
    label: 'Sector',
    value: (r) => r.sector,
    render: (r) => (
      <Anchor component={Link} to={sectorBreadthHref(r.slug)} size="sm" fw={600} className={classes.wrapName}>
        {r.sector}
      </Anchor>
    ),
  },
  ...BREADTH_COUNT_COLUMNS,
  {
    id: 'averageChangePct',
    label: 'Average change %',
    value: (r) => r.averageChangePct,
    render: (r) => formatPercent(r.averageChangePct),
    align: 'right',
    tone: 'per',
    sortDescFirst: true,
  },
  {
    id: 'above20',
    label: '> 20-day SMA',
    value: (r) => r.movingAverages.above20Pct,
    render: (r) => pct(r.movingAverages.above20Pct),
    align: 'right',
  },
  {
    id: 'above50',
    label: '> 50-day SMA',
    value: (r) => r.movingAverages.above50Pct,
    render: (r) => pct(r.movingAverages.above50Pct),
    align: 'right',
  },
  {
    id: 'above200',
    label: '> 200-day SMA',
    value: (r) => r.movingAverages.above200Pct,
    render: (r) => pct(r.movingAverages.above200Pct),
    align: 'right',
  },
];

/** Advances, declines and unchanged per sector as stacked horizontal bars; a click opens the sector. */
function SectorChart({ sectors }: { readonly sectors: MarketBreadthAnswer['sectors'] }) {
  const navigate = useNavigate();
  const { categories, series } = useMemo(() => {
    const bars: BarSeries[] = [
      { name: 'Advances', values: sectors.map((s) => s.advances), colour: 'up', stack: 'breadth' },
      { name: 'Unchanged', values: sectors.map((s) => s.unchanged), colour: '#adb5bd', stack: 'breadth' },
      { name: 'Declines', values: sectors.map((s) => s.declines), colour: 'down', stack: 'breadth' },
    ];
    return { categories: sectors.map((s) => s.sector), series: bars };
  }, [sectors]);
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb="xs">
        Advances and declines by sector
      </Text>
      <BarChart
        categories={categories}
        series={series}
        horizontal
        label="Advances, unchanged and declines per sector"
        height={Math.max(260, 36 + sectors.length * 26)}
        onBarClick={(category) => {
          const sector = sectors.find((s) => s.sector === category);
          if (sector) navigate(sectorBreadthHref(sector.slug));
        }}
      />
    </Paper>
  );
}

/** /market-breadth-today: how many stocks rose and fell, overall and per sector, and SMA breadth. */
export function MarketBreadthPage() {
  const filters = useListFilters();
  const query = useMarketBreadth({ date: filters.date, index: filters.index });
  return (
    <ListFrame
      title="Market Breadth Today"
      breadcrumbs={TODAY_CRUMBS}
      explanation="Breadth shows how widely a move is shared: how many stocks trade above their previous close (advances), below it (declines) or level with it, the advance/decline ratio (advances ÷ declines, above 1 when more stocks rise), and the share of stocks above their 20, 50 and 200-day simple moving averages of closing prices."
      query={query}
      filters={filters}
    >
      {(answer) => (
        <Stack gap="lg">
          <BreadthSummary counts={answer.totals} />
          <ListSection title="Stocks above their moving averages">
            <MovingAverageBreadthBars breadth={answer.movingAverages} />
          </ListSection>
          <SectorChart sectors={answer.sectors} />
          <ListSection title="Breadth by sector">
            <DataTable
              caption="Market breadth by sector"
              hideCaption
              columns={SECTOR_COLUMNS}
              rows={answer.sectors}
              rowKey={(r) => r.slug}
              csvFileName="market-breadth-by-sector"
              pageSize={30}
              initialSort={{ columnId: 'advanceDeclineRatio', direction: 'desc' }}
            />
          </ListSection>
        </Stack>
      )}
    </ListFrame>
  );
}
