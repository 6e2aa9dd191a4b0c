import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { RotationQuadrant, SectorAnalysisRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { BarChart, type BarSeries } from '@/components/market/bar-chart';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type SectorAnalysis, useSectorAnalysis } from '../api/get-sector-analysis';
import { usePhone } from '../hooks/use-phone';
import { formatMove } from '../lib/format-move';
import { QUADRANT_ORDER, quadrantLabel } from '../lib/rotation';
import { sectorLinks } from '../lib/sector-links';
import { shortSectorName } from '../lib/short-sector-name';
import { type SectorsT, sectorsStrings } from '../strings';
import { GroupListFrame } from './group-list-frame';
import { PageSection } from './page-section';
import { QuadrantBadge } from './quadrant-badge';
import { figureColumn, nameColumn, percentColumn, textColumn } from './sector-columns';
import classes from './sectors.module.css';
import { marketCrumb } from './sectors-frame';

const columns = (t: SectorsT): readonly DataTableColumn<SectorAnalysisRow>[] => [
  nameColumn('name', t('columns.sector'), (r) => r.name),
  {
    ...textColumn('quadrant', t('columns.rotation'), (r) => quadrantLabel(t, r.quadrant)),
    render: (r) => <QuadrantBadge quadrant={r.quadrant} plain />,
    priority: 'key',
  },
  percentColumn('rs1', t('columns.rs1'), (r) => r.relativeStrength.month1),
  keyColumn(percentColumn('rs3', t('columns.rs3'), (r) => r.relativeStrength.month3)),
  percentColumn('ret1', t('columns.ret1'), (r) => r.returns.month1),
  percentColumn('ret3', t('columns.ret3'), (r) => r.returns.month3),
  percentColumn('ret12', t('columns.ret12'), (r) => r.returns.year1),
  figureColumn('above50', t('columns.above50'), (r) => r.breadth.above50Pct, 1),
  figureColumn('above200', t('columns.above200'), (r) => r.breadth.above200Pct, 1),
  figureColumn('pe', t('columns.medianPe'), (r) => r.valuation?.medianPe ?? null),
  figureColumn('pb', t('columns.medianPb'), (r) => r.valuation?.medianPb ?? null),
  figureColumn('roe', t('columns.medianRoe'), (r) => r.valuation?.medianRoe ?? null),
  figureColumn('count', t('columns.stocks'), (r) => r.count, 0),
];

const formatShare = (value: number) => `${formatNumber(value, 0)} %`;

/** The sectors of each quadrant, strongest (3-month RS) first. */
function QuadrantBoxes({ sectors }: { readonly sectors: readonly SectorAnalysisRow[] }) {
  const phone = usePhone();
  const t = useStrings(sectorsStrings);
  const byQuadrant = (q: RotationQuadrant) =>
    sectors
      .filter((s) => s.quadrant === q)
      .sort((a, b) => (b.relativeStrength.month3 ?? 0) - (a.relativeStrength.month3 ?? 0));
  return (
    <div className={classes.quadrants}>
      {QUADRANT_ORDER.map((q) => (
        <Paper key={q} withBorder radius="md" p="sm" data-testid={`quadrant-${q}`}>
          <Stack gap={4}>
            <QuadrantBadge quadrant={q} />
            <Text size="xs" c="dimmed">
              {t(`quadrants.${q}.meaning`)}
            </Text>
            {byQuadrant(q).map((s) => (
              <Group key={s.slug} justify="space-between" gap={6} wrap="nowrap">
                <Anchor
                  component={Link}
                  to={sectorLinks.sectorAnalysis(s.slug)}
                  size="sm"
                  truncate="end"
                  title={s.name}
                >
                  {phone ? shortSectorName(s.name) : s.name}
                </Anchor>
                <Text span size="xs" className={classes.noWrap}>
                  <ChangeText value={s.relativeStrength.month3} format="percent" arrow={false} />
                </Text>
              </Group>
            ))}
            {byQuadrant(q).length === 0 && (
              <Text size="sm" c="dimmed">
                {t('analysis.noSector')}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </div>
  );
}

function charts(t: SectorsT, sectors: readonly SectorAnalysisRow[], phone: boolean) {
  const names = (rows: readonly SectorAnalysisRow[]) =>
    rows.map((s) => (phone ? shortSectorName(s.name) : s.name));
  const byStrength = [...sectors].sort(
    (a, b) => (b.relativeStrength.month3 ?? -Infinity) - (a.relativeStrength.month3 ?? -Infinity),
  );
  const rotation: BarSeries[] = [
    {
      name: t('analysis.rs3Months'),
      values: byStrength.map((s) => s.relativeStrength.month3),
      colour: '#1c7ed6',
    },
    {
      name: t('analysis.rs1Month'),
      values: byStrength.map((s) => s.relativeStrength.month1),
      colour: '#f08c00',
    },
  ];
  const byTrend = [...sectors].sort((a, b) => (b.breadth.above200Pct ?? 0) - (a.breadth.above200Pct ?? 0));
  const breadth: BarSeries[] = [
    { name: t('analysis.above200Day'), values: byTrend.map((s) => s.breadth.above200Pct), colour: '#2f9e44' },
    { name: t('analysis.above50Day'), values: byTrend.map((s) => s.breadth.above50Pct), colour: '#868e96' },
  ];
  return {
    rotation: {
      categories: names(byStrength),
      series: rotation,
      formatValue: formatMove,
      label: t('analysis.rotationChart'),
    },
    breadth: {
      categories: names(byTrend),
      series: breadth,
      formatValue: formatShare,
      label: t('analysis.breadthChart'),
    },
  };
}

/** One horizontal bar chart of the sectors, tall enough for a label per sector. */
function SectorBars({ chart }: { readonly chart: ReturnType<typeof charts>['rotation'] }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <BarChart {...chart} horizontal height={Math.max(300, chart.categories.length * 30 + 70)} />
    </Paper>
  );
}

function ValuationNote({ data }: { readonly data: SectorAnalysis }) {
  const t = useStrings(sectorsStrings);
  return (
    <Text size="xs" c="dimmed">
      {t(data.simulatedFundamentals ? 'analysis.valuationNote' : 'analysis.noValuation')}
    </Text>
  );
}

/** /sector-analysis: sector rotation vs NIFTY 500, trend breadth and valuation of every sector. */
export function SectorAnalysisPage() {
  const query = useSectorAnalysis();
  const answer = query.data?.status === 1 ? query.data : undefined;
  const phone = usePhone();
  const t = useStrings(sectorsStrings);
  const chartData = useMemo(() => charts(t, answer?.sectors ?? [], phone), [t, answer, phone]);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <GroupListFrame
      title={t('analysis.title')}
      subtitle={t('analysis.subtitle')}
      breadcrumbs={[marketCrumb(t), { label: t('crumbs.sectors'), href: sectorLinks.sectors() }]}
      query={query}
      errorTitle={t('analysis.loadError')}
    >
      {(data) => (
        <>
          <PageSection title={t('analysis.rotation')} note={t('analysis.rotationNote')}>
            <QuadrantBoxes sectors={data.sectors} />
            <SectorBars chart={chartData.rotation} />
          </PageSection>
          <PageSection title={t('analysis.trendBreadth')} note={t('analysis.trendBreadthNote')}>
            <SectorBars chart={chartData.breadth} />
          </PageSection>
          <PageSection title={t('analysis.allSectors')}>
            <DataTable
              caption={t('analysis.caption')}
              hideCaption
              columns={tableColumns}
              rows={data.sectors}
              rowKey={(r) => r.slug}
              rowHref={(r) => sectorLinks.sectorAnalysis(r.slug)}
              pageSize={30}
              initialSort={{ columnId: 'rs3', direction: 'desc' }}
              csvFileName="sector-analysis"
            />
            <ValuationNote data={data} />
          </PageSection>
        </>
      )}
    </GroupListFrame>
  );
}
