import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SupportTargetRow } from '@nivesh/contracts';
import { Fragment, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn } from '@/components/market/overview-columns';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { useOptionData, useSupportTarget } from '@/features/derivatives/shared/api';
import { derivativesSharedStrings } from '@/features/derivatives/shared/strings';
import { answerOf } from '@/lib/api-client';
import { formatDateIst, formatNumber, formatPercent, NO_VALUE } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { DerivativesFrame } from '../../shared/derivatives-frame';
import { formatStrike } from '../../shared/format';
import { analysisHref, chainHref } from '../lib/chain-view';
import { type IndexCardData, indexCards } from '../lib/dashboard-cards';
import { type OptionChainT, optionChainStrings } from '../strings';
import classes from './option-dashboard.module.css';

function levelText(t: OptionChainT, level: number | null, distancePct: number | null): string {
  if (level === null) return NO_VALUE;
  return t('dashboard.levelValue', { level: formatStrike(level), distance: formatPercent(distancePct) });
}

function IndexCard({ card }: { readonly card: IndexCardData }) {
  const t = useStrings(optionChainStrings);
  const { levels } = card;
  const figures: readonly (readonly [string, ReactNode])[] = [
    [
      t('dashboard.nearestExpiry'),
      card.expiry
        ? t(card.expiry.daysToExpiry === 0 ? 'dashboard.expiryToday' : 'dashboard.expiryValue', {
            date: formatDateIst(card.expiry.date),
            days: card.expiry.daysToExpiry,
          })
        : NO_VALUE,
    ],
    [t('dashboard.pcr'), formatNumber(levels?.pcrOi, 2)],
    [t('dashboard.maxPain'), levels?.maxPain ? formatStrike(levels.maxPain) : NO_VALUE],
    [t('dashboard.support'), levelText(t, levels?.support ?? null, levels?.supportDistancePct ?? null)],
    [
      t('dashboard.resistance'),
      levelText(t, levels?.resistance ?? null, levels?.resistanceDistancePct ?? null),
    ],
    [
      t('dashboard.expectedMove'),
      levels && card.expectedMovePct !== null
        ? t('dashboard.expectedMoveValue', {
            points: formatNumber(levels.expectedMove, 2),
            pct: formatNumber(card.expectedMovePct, 2),
          })
        : NO_VALUE,
    ],
  ];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`index-${card.symbol}`}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={`index-${card.symbol}`}>
          {card.symbol}
        </Title>
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text size="xl" fw={700}>
            {formatNumber(card.spot, 2)}
          </Text>
          {card.change === null ? (
            <ChangeText value={card.changePct} format="percent" size="sm" />
          ) : (
            <ChangeText value={card.change} percent={card.changePct} size="sm" />
          )}
        </Group>
        <dl className={classes.figures}>
          {figures.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={chainHref(card.symbol)} size="sm" className={classes.pageLink}>
            {t('dashboard.openChain')}
          </Anchor>
          <Anchor component={Link} to={analysisHref(card.symbol)} size="sm" className={classes.pageLink}>
            {t('dashboard.openAnalysis')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

const AREA_PAGES = [
  { path: '/nse-option-chain-data', key: 'chain' },
  { path: '/option-chain/analysis', key: 'analysis' },
  { path: '/open-interest-analysis', key: 'openInterest' },
  { path: '/put-call-ratio', key: 'pcr' },
  { path: '/option-chain/highest-oi-history', key: 'highestOi' },
  { path: '/option-chain/support-and-target', key: 'supportTarget' },
  { path: '/option-screener', key: 'screener' },
  { path: '/option-chain/option-strategy', key: 'strategies' },
  { path: '/option-chain/option-trading-terminal', key: 'terminal' },
  { path: '/future-stock', key: 'futures' },
  { path: '/fii-futures-data', key: 'fiiFutures' },
  { path: '/nse-derivative', key: 'participants' },
  { path: '/option-data-historical', key: 'historical' },
  { path: '/option-chain/live-option-tips', key: 'liveTips' },
  { path: '/option-chain/option-tips', key: 'tips' },
] as const;

function AreaLinks() {
  const t = useStrings(optionChainStrings);
  return (
    <Stack gap="sm" component="section" aria-labelledby="derivatives-pages">
      <Title order={2} size="h3" id="derivatives-pages">
        {t('dashboard.pagesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {AREA_PAGES.map((page) => (
          <Paper key={page.key} withBorder radius="md" p="sm">
            <Anchor component={Link} to={appPath(page.path).getHref()} className={classes.pageLink}>
              {t(`dashboard.pages.${page.key}`)}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`dashboard.pages.${page.key}Text`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A strike level (24,000 or 1,437.50), right-aligned, sorted by its value. */
function strikeColumn(
  id: string,
  label: string,
  value: (row: SupportTargetRow) => number | null,
): DataTableColumn<SupportTargetRow> {
  return {
    id,
    label,
    align: 'right',
    value,
    render: (row) => {
      const level = value(row);
      return level === null ? NO_VALUE : formatStrike(level);
    },
  };
}

/** A level's distance from spot in per cent, signed but not coloured (a support below spot is no loss). */
function distanceColumn(
  id: string,
  label: string,
  value: (row: SupportTargetRow) => number | null,
): DataTableColumn<SupportTargetRow> {
  return { id, label, align: 'right', value, render: (row) => formatPercent(value(row)) };
}

const stockColumns = (t: OptionChainT): readonly DataTableColumn<SupportTargetRow>[] => [
  textColumn('symbol', t('dashboard.columns.symbol'), (r) => r.symbol),
  numberColumn('spot', t('dashboard.columns.spot'), (r) => r.spot),
  changeColumn('changePct', t('dashboard.columns.changePct'), (r) => r.changePct, { percent: true }),
  numberColumn('pcrOi', t('dashboard.columns.pcr'), (r) => r.pcrOi),
  keyColumn(strikeColumn('support', t('dashboard.columns.support'), (r) => r.support)),
  keyColumn(strikeColumn('resistance', t('dashboard.columns.resistance'), (r) => r.resistance)),
  distanceColumn('supportDistancePct', t('dashboard.columns.supportDistance'), (r) => r.supportDistancePct),
  distanceColumn(
    'resistanceDistancePct',
    t('dashboard.columns.resistanceDistance'),
    (r) => r.resistanceDistancePct,
  ),
  strikeColumn('maxPain', t('dashboard.columns.maxPain'), (r) => r.maxPain),
  numberColumn('expectedMove', t('dashboard.columns.expectedMove'), (r) => r.expectedMove),
];

/** /option-dashboard: the derivatives home — index cards, the area's pages and the F&O stocks' OI levels. */
export function OptionDashboardPage() {
  const t = useStrings(optionChainStrings);
  const shared = useStrings(derivativesSharedStrings);
  const optionData = useOptionData();
  const indices = useSupportTarget('index');
  const stocks = useSupportTarget('stock');
  const underlyings = answerOf(optionData.data)?.underlyings;
  const columns = useMemo(() => stockColumns(t), [t]);
  const frameQuery = {
    data: indices.data,
    isFetching: optionData.isFetching || indices.isFetching || stocks.isFetching,
    refetch: () => Promise.all([optionData.refetch(), indices.refetch(), stocks.refetch()]),
  };
  return (
    <DerivativesFrame
      title={t('dashboard.title')}
      subtitle={t('dashboard.subtitle')}
      breadcrumbs={[{ label: shared('area') }]}
      query={frameQuery}
    >
      <Stack gap="sm" component="section" aria-labelledby="dashboard-indices">
        <Title order={2} size="h3" id="dashboard-indices">
          {t('dashboard.indices')}
        </Title>
        <QueryStates query={indices} errorTitle={shared('loadError')}>
          {(answer) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              {indexCards(underlyings ?? [], answer.rows).map((card) => (
                <IndexCard key={card.symbol} card={card} />
              ))}
            </SimpleGrid>
          )}
        </QueryStates>
        <Paper withBorder radius="md" p="sm">
          <Title order={3} size="h5" mb={4}>
            {t('dashboard.explainTitle')}
          </Title>
          {(['explainPcr', 'explainMaxPain', 'explainLevels', 'explainMove'] as const).map((key) => (
            <Text key={key} size="sm" c="dimmed">
              {t(`dashboard.${key}`)}
            </Text>
          ))}
        </Paper>
      </Stack>
      <AreaLinks />
      <Stack gap="sm" component="section" aria-labelledby="dashboard-stocks">
        <Title order={2} size="h3" id="dashboard-stocks">
          {t('dashboard.stocksTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.stocksNote')}
        </Text>
        <QueryStates
          query={stocks}
          errorTitle={shared('loadError')}
          isEmpty={(answer) => answer.rows.length === 0}
          empty={t('dashboard.stocksEmpty')}
        >
          {(answer) => (
            <DataTable
              columns={columns}
              rows={answer.rows}
              rowKey={(r) => r.symbol}
              caption={t('dashboard.stocksCaption')}
              hideCaption
              pageSize={20}
              initialSort={{ columnId: 'symbol', direction: 'asc' }}
              rowHref={(r) => chainHref(r.symbol)}
              search={{
                text: (r) => `${r.symbol} ${r.name}`,
                label: t('dashboard.searchStock'),
                placeholder: t('dashboard.searchStock'),
              }}
              csvFileName="fno-stocks-oi-levels.csv"
            />
          )}
        </QueryStates>
      </Stack>
    </DerivativesFrame>
  );
}
