import { Paper, Stack, Text } from '@mantine/core';
import type { SectorAnalysisStock } from '@nivesh/contracts';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { LineChart } from '@/components/market/line-chart';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type SectorAnalysisDetails, useSectorAnalysisDetails } from '../api/get-sector-analysis-details';
import { sectorLinks } from '../lib/sector-links';
import { type SectorsT, sectorsStrings } from '../strings';
import { type Figure, FigureGrid } from './figure-grid';
import { RelatedLinks } from './group-figures';
import { PageSection } from './page-section';
import { QuadrantBadge } from './quadrant-badge';
import { figureColumn, percentColumn, returnColumns, textColumn } from './sector-columns';
import classes from './sectors.module.css';
import { marketCrumb, SectorsFrame } from './sectors-frame';

const trend = (t: SectorsT, above: boolean | null) =>
  above === null ? '' : t(above ? 'columns.above' : 'columns.below');
const trendTone = (above: boolean | null) => (above === null ? null : above ? 1 : -1);

const stockColumns = (t: SectorsT): readonly DataTableColumn<SectorAnalysisStock>[] => [
  textColumn('symbol', t('columns.symbol'), (r) => r.symbol),
  keyColumn(figureColumn('ltp', t('columns.ltp'), (r) => r.ltp)),
  keyColumn(percentColumn('changePct', t('columns.changePct'), (r) => r.changePct)),
  ...returnColumns<SectorAnalysisStock>(t, (r) => r.returns),
  percentColumn('rs3', t('columns.rs3'), (r) => r.relativeStrength3m),
  {
    ...percentColumn('above50', t('columns.sma50'), (r) => trendTone(r.above50)),
    render: (r) => trend(t, r.above50),
    csv: (r) => trend(t, r.above50),
  },
  {
    ...percentColumn('above200', t('columns.sma200'), (r) => trendTone(r.above200)),
    render: (r) => trend(t, r.above200),
    csv: (r) => trend(t, r.above200),
  },
  figureColumn('pe', t('columns.pe'), (r) => r.pe),
  figureColumn('marketCapCr', t('columns.marketCapCr'), (r) => r.marketCapCr, 0),
  textColumn('industry', t('columns.industry'), (r) => r.industry),
  textColumn('name', t('columns.company'), (r) => r.name),
];

const rankColumns = (t: SectorsT): readonly DataTableColumn<SectorAnalysisStock>[] => [
  textColumn('symbol', t('columns.symbol'), (r) => r.symbol),
  keyColumn(
    percentColumn(
      'ret3',
      t('columns.periodReturn', { period: t('periods.month3') }),
      (r) => r.returns.month3,
    ),
  ),
  keyColumn(percentColumn('rs3', t('columns.rs3'), (r) => r.relativeStrength3m)),
  figureColumn('ltp', t('columns.ltp'), (r) => r.ltp),
];

const stockHref = (r: SectorAnalysisStock) => paths.stock.getHref({ symbol: r.symbol });

function figures(t: SectorsT, data: SectorAnalysisDetails): Figure[] {
  const { sector } = data;
  const rs = sector.relativeStrength;
  const v = sector.valuation;
  const share = (value: number | null) => (value === null ? '—' : `${formatNumber(value, 1)} %`);
  return [
    {
      label: t('analysisDetail.rotation'),
      value: <QuadrantBadge quadrant={sector.quadrant} />,
      note: sector.quadrant
        ? t(`quadrants.${sector.quadrant}.meaning`)
        : t('analysisDetail.notEnoughHistory'),
    },
    {
      label: t('analysisDetail.rs'),
      value: (
        <>
          <ChangeText value={rs.month1} format="percent" arrow={false} /> /{' '}
          <ChangeText value={rs.month3} format="percent" arrow={false} />
        </>
      ),
      note: t('analysisDetail.versus', { symbol: data.benchmark.symbol }),
    },
    {
      label: t('analysisDetail.aboveSma'),
      value: `${share(sector.breadth.above50Pct)} / ${share(sector.breadth.above200Pct)}`,
      note: t('analysisDetail.ofStocks', { count: sector.count }),
    },
    {
      label: t('analysisDetail.valuation'),
      value: v ? `${formatNumber(v.medianPe)} · ${formatNumber(v.medianPb)}` : '—',
      note: v ? t('analysisDetail.roe', { roe: formatNumber(v.medianRoe) }) : t('analysisDetail.noValuation'),
    },
  ];
}

function yearText(t: SectorsT, data: SectorAnalysisDetails): string {
  const last = data.relativeStrength.at(-1);
  const first = data.relativeStrength[0];
  if (!last || !first) return t('analysisDetail.noHistory');
  return t('analysisDetail.since', {
    date: first.date,
    sector: data.sector.name,
    sectorChange: formatPercent(last.sector - 100),
    benchmark: data.benchmark.symbol,
    benchmarkChange: formatPercent(last.benchmark - 100),
  });
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
  const t = useStrings(sectorsStrings);
  const tables = useMemo(() => ({ stocks: stockColumns(t), rank: rankColumns(t) }), [t]);
  return (
    <SectorsFrame
      title={answer ? t('analysisDetail.title', { name: answer.sector.name }) : t('analysis.title')}
      subtitle={answer ? t('analysisDetail.subtitle', { name: answer.sector.name }) : undefined}
      breadcrumbs={[marketCrumb(t), { label: t('crumbs.analysis'), href: sectorLinks.analysis() }]}
      query={query}
      unknown={{ kind: 'sector', id: sectorId }}
      errorTitle={t('analysis.loadError')}
    >
      {(data) => (
        <Stack gap="lg">
          <FigureGrid figures={figures(t, data)} />
          <RelatedLinks
            links={[
              {
                href: sectorLinks.sector(data.sector.slug),
                label: t('analysisDetail.sectorLink', { name: data.sector.name }),
              },
              { href: sectorLinks.breadth(data.sector.slug), label: t('sectorDetail.marketBreadth') },
              { href: sectorLinks.analysis(), label: t('analysis.allSectors') },
            ]}
          />
          <PageSection
            title={t('analysisDetail.rsVersus', { symbol: data.benchmark.symbol })}
            note={yearText(t, data)}
          >
            <Paper withBorder radius="md" p="sm">
              <LineChart
                points={points}
                label={t('analysisDetail.rsChart', { name: data.sector.name, symbol: data.benchmark.symbol })}
                height={320}
                formatValue={(v) => formatNumber(v, 2)}
              />
            </Paper>
          </PageSection>
          <div className={classes.pair}>
            {[
              { id: 'leaders', caption: t('analysisDetail.leaders'), rows: data.leaders },
              { id: 'laggards', caption: t('analysisDetail.laggards'), rows: data.laggards },
            ].map((list) => (
              <div key={list.id} className={classes.section}>
                <DataTable
                  caption={list.caption}
                  columns={tables.rank}
                  rows={list.rows}
                  rowKey={(r) => r.symbol}
                  rowHref={stockHref}
                  pageSize={5}
                  pageSizeOptions={[5]}
                  stateKey={list.id}
                />
              </div>
            ))}
          </div>
          <PageSection
            title={t('stocks.stocksIn', { name: data.sector.name })}
            note={t('analysisDetail.stocksNote')}
          >
            <DataTable
              caption={t('stocks.stocksIn', { name: data.sector.name })}
              hideCaption
              columns={tables.stocks}
              rows={data.stocks}
              rowKey={(r) => r.symbol}
              rowHref={stockHref}
              pageSize={20}
              initialSort={{ columnId: 'returns.month3', direction: 'desc' }}
              csvFileName={`sector-analysis-${data.sector.slug}`}
              search={{
                text: (r) => `${r.symbol} ${r.name} ${r.industry}`,
                placeholder: t('analysisDetail.search'),
              }}
            />
            <Text size="xs" c="dimmed">
              {t('analysisDetail.peNote')}
            </Text>
          </PageSection>
        </Stack>
      )}
    </SectorsFrame>
  );
}
