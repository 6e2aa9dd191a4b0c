import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { RotationQuadrant, SectorAnalysisRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { BarChart, type BarSeries } from '@/components/market/bar-chart';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { formatNumber } from '@/lib/format';
import { type SectorAnalysis, useSectorAnalysis } from '../api/get-sector-analysis';
import { usePhone } from '../hooks/use-phone';
import { formatMove } from '../lib/format-move';
import { QUADRANT_ORDER, QUADRANTS, quadrantLabel } from '../lib/rotation';
import { sectorLinks } from '../lib/sector-links';
import { shortSectorName } from '../lib/short-sector-name';
import { GroupListFrame } from './group-list-frame';
import { PageSection } from './page-section';
import { QuadrantBadge } from './quadrant-badge';
import { figureColumn, nameColumn, percentColumn, textColumn } from './sector-columns';
import classes from './sectors.module.css';
import { MARKET_CRUMB } from './sectors-frame';

const COLUMNS: readonly DataTableColumn<SectorAnalysisRow>[] = [
  nameColumn('name', 'Sector', (r) => r.name),
  {
    ...textColumn('quadrant', 'Rotation', (r) => quadrantLabel(r.quadrant)),
    render: (r) => <QuadrantBadge quadrant={r.quadrant} plain />,
  },
  percentColumn('rs1', 'RS 1M %', (r) => r.relativeStrength.month1),
  percentColumn('rs3', 'RS 3M %', (r) => r.relativeStrength.month3),
  percentColumn('ret1', 'Return 1M %', (r) => r.returns.month1),
  percentColumn('ret3', 'Return 3M %', (r) => r.returns.month3),
  percentColumn('ret12', 'Return 1Y %', (r) => r.returns.year1),
  figureColumn('above50', 'Above 50 SMA %', (r) => r.breadth.above50Pct, 1),
  figureColumn('above200', 'Above 200 SMA %', (r) => r.breadth.above200Pct, 1),
  figureColumn('pe', 'Median P/E', (r) => r.valuation?.medianPe ?? null),
  figureColumn('pb', 'Median P/B', (r) => r.valuation?.medianPb ?? null),
  figureColumn('roe', 'Median ROE %', (r) => r.valuation?.medianRoe ?? null),
  figureColumn('count', 'Stocks', (r) => r.count, 0),
];

const formatShare = (value: number) => `${formatNumber(value, 0)} %`;

/** The sectors of each quadrant, strongest (3-month RS) first. */
function QuadrantBoxes({ sectors }: { readonly sectors: readonly SectorAnalysisRow[] }) {
  const phone = usePhone();
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
              {QUADRANTS[q].meaning}
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
                No sector now.
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </div>
  );
}

function charts(sectors: readonly SectorAnalysisRow[], phone: boolean) {
  const names = (rows: readonly SectorAnalysisRow[]) =>
    rows.map((s) => (phone ? shortSectorName(s.name) : s.name));
  const byStrength = [...sectors].sort(
    (a, b) => (b.relativeStrength.month3 ?? -Infinity) - (a.relativeStrength.month3 ?? -Infinity),
  );
  const rotation: BarSeries[] = [
    { name: 'RS 3 months', values: byStrength.map((s) => s.relativeStrength.month3), colour: '#1c7ed6' },
    { name: 'RS 1 month', values: byStrength.map((s) => s.relativeStrength.month1), colour: '#f08c00' },
  ];
  const byTrend = [...sectors].sort((a, b) => (b.breadth.above200Pct ?? 0) - (a.breadth.above200Pct ?? 0));
  const breadth: BarSeries[] = [
    { name: 'Above 200-day SMA', values: byTrend.map((s) => s.breadth.above200Pct), colour: '#2f9e44' },
    { name: 'Above 50-day SMA', values: byTrend.map((s) => s.breadth.above50Pct), colour: '#868e96' },
  ];
  return {
    rotation: {
      categories: names(byStrength),
      series: rotation,
      formatValue: formatMove,
      label: 'Relative strength of each sector vs NIFTY 500 over 3 months and 1 month',
    },
    breadth: {
      categories: names(byTrend),
      series: breadth,
      formatValue: formatShare,
      label: "Share of each sector's stocks above their 200 and 50-day moving averages",
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
  return data.simulatedFundamentals ? (
    <Text size="xs" c="dimmed">
      Median P/E and P/B are at live prices; ROE is the last fiscal year's. All three come from Nivesh's
      simulated financial statements (model figures, not any company's reported results). Loss-makers are left
      out of the P/E median.
    </Text>
  ) : (
    <Text size="xs" c="dimmed">
      Valuation is not available: the financial statements could not be generated.
    </Text>
  );
}

/** /sector-analysis: sector rotation vs NIFTY 500, trend breadth and valuation of every sector. */
export function SectorAnalysisPage() {
  const query = useSectorAnalysis();
  const answer = query.data?.status === 1 ? query.data : undefined;
  const phone = usePhone();
  const chartData = useMemo(() => charts(answer?.sectors ?? [], phone), [answer, phone]);
  return (
    <GroupListFrame
      title="Sector Analysis"
      subtitle="Which sectors lead the market: relative strength (RS) is a sector's return divided by NIFTY 500's over the same period, minus one. Breadth is the share of its stocks above their 50 and 200-day moving averages."
      breadcrumbs={[MARKET_CRUMB, { label: 'NSE Sectors', href: sectorLinks.sectors() }]}
      query={query}
      errorTitle="Could not load the sector analysis"
    >
      {(data) => (
        <>
          <PageSection
            title="Sector rotation"
            note="Sectors move through these quadrants as money rotates: leading, then weakening, lagging and improving."
          >
            <QuadrantBoxes sectors={data.sectors} />
            <SectorBars chart={chartData.rotation} />
          </PageSection>
          <PageSection
            title="Trend breadth"
            note="Share of each sector's stocks priced above their moving averages."
          >
            <SectorBars chart={chartData.breadth} />
          </PageSection>
          <PageSection title="All sectors">
            <DataTable
              caption="Sector analysis"
              hideCaption
              columns={COLUMNS}
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
