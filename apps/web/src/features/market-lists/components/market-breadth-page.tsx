import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { ListSectorBreadth } from '@nivesh/contracts';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { BarChart, type BarSeries } from '@/components/market/bar-chart';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { appPath } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type MarketBreadthAnswer, useMarketBreadth } from '../api/get-market-breadth';
import { useListFilters } from '../hooks/use-list-filters';
import { type MarketListsT, marketListsStrings } from '../strings';
import { BreadthSummary, breadthCountColumns, MovingAverageBreadthBars } from './breadth-parts';
import { ListFrame, todayCrumbs } from './list-page';
import { ListSection } from './list-section';
import classes from './market-lists.module.css';

const sectorPage = appPath('/market-breadth-stock/{ex_sector_id}');
export const sectorBreadthHref = (slug: string): string => sectorPage.getHref({ ex_sector_id: slug });

const pct = (value: number | null): string => (value === null ? '—' : `${formatNumber(value, 1)} %`);

const sectorColumns = (t: MarketListsT): readonly DataTableColumn<ListSectorBreadth>[] => [
  {
    id: 'sector',
    label: t('columns.sector'),
    value: (r) => r.sector,
    render: (r) => (
      <Anchor component={Link} to={sectorBreadthHref(r.slug)} size="sm" fw={600} className={classes.wrapName}>
        {r.sector}
      </Anchor>
    ),
  },
  ...breadthCountColumns(t),
  {
    id: 'averageChangePct',
    label: t('marketBreadth.averageChangePct'),
    value: (r) => r.averageChangePct,
    render: (r) => formatPercent(r.averageChangePct),
    align: 'right',
    tone: 'per',
    sortDescFirst: true,
  },
  {
    id: 'above20',
    label: t('marketBreadth.above20'),
    value: (r) => r.movingAverages.above20Pct,
    render: (r) => pct(r.movingAverages.above20Pct),
    align: 'right',
  },
  {
    id: 'above50',
    label: t('marketBreadth.above50'),
    value: (r) => r.movingAverages.above50Pct,
    render: (r) => pct(r.movingAverages.above50Pct),
    align: 'right',
  },
  {
    id: 'above200',
    label: t('marketBreadth.above200'),
    value: (r) => r.movingAverages.above200Pct,
    render: (r) => pct(r.movingAverages.above200Pct),
    align: 'right',
  },
];

/** Advances, declines and unchanged per sector as stacked horizontal bars; a click opens the sector. */
function SectorChart({ sectors }: { readonly sectors: MarketBreadthAnswer['sectors'] }) {
  const t = useStrings(marketListsStrings);
  const navigate = useNavigate();
  const { categories, series } = useMemo(() => {
    const bars: BarSeries[] = [
      { name: t('breadth.advances'), values: sectors.map((s) => s.advances), colour: 'up', stack: 'breadth' },
      {
        name: t('breadth.unchanged'),
        values: sectors.map((s) => s.unchanged),
        colour: '#adb5bd',
        stack: 'breadth',
      },
      {
        name: t('breadth.declines'),
        values: sectors.map((s) => s.declines),
        colour: 'down',
        stack: 'breadth',
      },
    ];
    return { categories: sectors.map((s) => s.sector), series: bars };
  }, [sectors, t]);
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb="xs">
        {t('marketBreadth.chartTitle')}
      </Text>
      <BarChart
        categories={categories}
        series={series}
        horizontal
        label={t('marketBreadth.chartLabel')}
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
  const t = useStrings(marketListsStrings);
  const columns = useMemo(() => sectorColumns(t), [t]);
  return (
    <ListFrame
      title={t('marketBreadth.title')}
      breadcrumbs={todayCrumbs(t)}
      explanation={t('marketBreadth.explanation')}
      query={query}
      filters={filters}
    >
      {(answer) => (
        <Stack gap="lg">
          <BreadthSummary counts={answer.totals} />
          <ListSection title={t('marketBreadth.aboveAverages')}>
            <MovingAverageBreadthBars breadth={answer.movingAverages} />
          </ListSection>
          <SectorChart sectors={answer.sectors} />
          <ListSection title={t('marketBreadth.bySector')}>
            <DataTable
              caption={t('marketBreadth.tableCaption')}
              hideCaption
              columns={columns}
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
