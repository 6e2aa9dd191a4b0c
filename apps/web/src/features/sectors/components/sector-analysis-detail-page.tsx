import { Paper, Stack, Text } from '@mantine/core';
import type { SectorAnalysisStock } from '@nivesh/contracts';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { LineChart } from '@/components/market/line-chart';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { type SectorAnalysisDetails, useSectorAnalysisDetails } from '../api/get-sector-analysis-details';
import { QUADRANTS } from '../lib/rotation';
import { sectorLinks } from '../lib/sector-links';
import { type Figure, FigureGrid } from './figure-grid';
import { RelatedLinks } from './group-figures';
import { PageSection } from './page-section';
import { QuadrantBadge } from './quadrant-badge';
import { figureColumn, percentColumn, returnColumns, textColumn } from './sector-columns';
import classes from './sectors.module.css';
import { MARKET_CRUMB, SectorsFrame } from './sectors-frame';

const CRUMBS = [MARKET_CRUMB, { label: 'Sector Analysis', href: sectorLinks.analysis() }];

const trend = (above: boolean | null) => (above === null ? '' : above ? 'Above' : 'Below');
const trendTone = (above: boolean | null) => (above === null ? null : above ? 1 : -1);

const STOCK_COLUMNS: readonly DataTableColumn<SectorAnalysisStock>[] = [
  textColumn('symbol', 'Symbol', (r) => r.symbol),
  figureColumn('ltp', 'LTP (₹)', (r) => r.ltp),
  percentColumn('changePct', 'Change %', (r) => r.changePct),
  ...returnColumns<SectorAnalysisStock>((r) => r.returns),
  percentColumn('rs3', 'RS 3M %', (r) => r.relativeStrength3m),
  {
    ...percentColumn('above50', '50-day SMA', (r) => trendTone(r.above50)),
    render: (r) => trend(r.above50),
    csv: (r) => trend(r.above50),
  },
  {
    ...percentColumn('above200', '200-day SMA', (r) => trendTone(r.above200)),
    render: (r) => trend(r.above200),
    csv: (r) => trend(r.above200),
  },
  figureColumn('pe', 'P/E', (r) => r.pe),
  figureColumn('marketCapCr', 'Market cap (₹ Cr)', (r) => r.marketCapCr, 0),
  textColumn('industry', 'Industry', (r) => r.industry),
  textColumn('name', 'Company', (r) => r.name),
];

const RANK_COLUMNS: readonly DataTableColumn<SectorAnalysisStock>[] = [
  textColumn('symbol', 'Symbol', (r) => r.symbol),
  percentColumn('ret3', '3M %', (r) => r.returns.month3),
  percentColumn('rs3', 'RS 3M %', (r) => r.relativeStrength3m),
  figureColumn('ltp', 'LTP (₹)', (r) => r.ltp),
];

const stockHref = (r: SectorAnalysisStock) => paths.stock.getHref({ symbol: r.symbol });

function figures(data: SectorAnalysisDetails): Figure[] {
  const { sector } = data;
  const rs = sector.relativeStrength;
  const v = sector.valuation;
  const share = (value: number | null) => (value === null ? '—' : `${formatNumber(value, 1)} %`);
  return [
    {
      label: 'Rotation',
      value: <QuadrantBadge quadrant={sector.quadrant} />,
      note: sector.quadrant ? QUADRANTS[sector.quadrant].meaning : 'not enough history',
    },
    {
      label: 'RS 1M / 3M',
      value: (
        <>
          <ChangeText value={rs.month1} format="percent" arrow={false} /> /{' '}
          <ChangeText value={rs.month3} format="percent" arrow={false} />
        </>
      ),
      note: `vs ${data.benchmark.symbol}`,
    },
    {
      label: 'Above 50 / 200 SMA',
      value: `${share(sector.breadth.above50Pct)} / ${share(sector.breadth.above200Pct)}`,
      note: `of ${sector.count} stocks`,
    },
    {
      label: 'Median P/E · P/B',
      value: v ? `${formatNumber(v.medianPe)} · ${formatNumber(v.medianPb)}` : '—',
      note: v ? `ROE ${formatNumber(v.medianRoe)} % · simulated statements` : 'valuation not available',
    },
  ];
}

function yearText(data: SectorAnalysisDetails): string {
  const last = data.relativeStrength.at(-1);
  const first = data.relativeStrength[0];
  if (!last || !first) return 'Not enough history for a relative-strength line yet.';
  return `Since ${first.date}: ${data.sector.name} ${formatPercent(last.sector - 100)}, ${data.benchmark.symbol} ${formatPercent(last.benchmark - 100)}. The line rises while the sector does better than the benchmark (100 = level at the start).`;
}

/** /sector-analysis/{ex_sector_id}: one sector's relative strength over a year, trend, valuation, leaders and laggards. */
export function SectorAnalysisDetailPage() {
  const { ex_sector_id: sectorId = '' } = useParams();
  const query = useSectorAnalysisDetails(sectorId);
  const answer = query.data?.status === 1 ? query.data : undefined;
  const points = useMemo(
    () => (answer?.relativeStrength ?? []).map((p) => ({ time: p.date, value: p.ratio })),
    [answer],
  );
  return (
    <SectorsFrame
      title={answer ? `${answer.sector.name}: Sector Analysis` : 'Sector Analysis'}
      subtitle={
        answer ? `Relative strength, trend and valuation of the ${answer.sector.name} sector` : undefined
      }
      breadcrumbs={CRUMBS}
      query={query}
      unknown={{ kind: 'sector', id: sectorId }}
      errorTitle="Could not load the sector analysis"
    >
      {(data) => (
        <Stack gap="lg">
          <FigureGrid figures={figures(data)} />
          <RelatedLinks
            links={[
              { href: sectorLinks.sector(data.sector.slug), label: `${data.sector.name} sector` },
              { href: sectorLinks.breadth(data.sector.slug), label: 'Market breadth' },
              { href: sectorLinks.analysis(), label: 'All sectors' },
            ]}
          />
          <PageSection title={`Relative strength vs ${data.benchmark.symbol}`} note={yearText(data)}>
            <Paper withBorder radius="md" p="sm">
              <LineChart
                points={points}
                label={`Relative strength of ${data.sector.name} vs ${data.benchmark.symbol}, daily over a year`}
                height={320}
                formatValue={(v) => formatNumber(v, 2)}
              />
            </Paper>
          </PageSection>
          <div className={classes.pair}>
            {[
              { caption: 'Leaders (best 3 months)', rows: data.leaders },
              { caption: 'Laggards (worst 3 months)', rows: data.laggards },
            ].map((list) => (
              <div key={list.caption} className={classes.section}>
                <DataTable
                  caption={list.caption}
                  columns={RANK_COLUMNS}
                  rows={list.rows}
                  rowKey={(r) => r.symbol}
                  rowHref={stockHref}
                  pageSize={5}
                  pageSizeOptions={[5]}
                />
              </div>
            ))}
          </div>
          <PageSection
            title={`Stocks in ${data.sector.name}`}
            note="Each stock's own returns from its adjusted closes, its 3-month strength against the benchmark, and where it trades against its moving averages."
          >
            <DataTable
              caption={`Stocks in ${data.sector.name}`}
              hideCaption
              columns={STOCK_COLUMNS}
              rows={data.stocks}
              rowKey={(r) => r.symbol}
              rowHref={stockHref}
              pageSize={20}
              initialSort={{ columnId: 'returns.month3', direction: 'desc' }}
              csvFileName={`sector-analysis-${data.sector.slug}`}
              search={{ text: (r) => `${r.symbol} ${r.name} ${r.industry}`, placeholder: 'Search stock' }}
            />
            <Text size="xs" c="dimmed">
              P/E at the live price from simulated financial statements; blank for a loss.
            </Text>
          </PageSection>
        </Stack>
      )}
    </SectorsFrame>
  );
}
