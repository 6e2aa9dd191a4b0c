import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  type ChainRow,
  OI_BUILD_UPS,
  type OiAnalysisAnswer,
  type OiProfileRow,
  type OptionChainAnswer,
} from '@nivesh/contracts';
import { useMemo } from 'react';
import { ChangeText } from '@/components/market/change-text';
import {
  DataTable,
  type DataTableColumn,
  headerCellProps,
  keyColumn,
  placeClassName,
  tableClassName,
} from '@/components/market/data-table';
import { changeColumn, numberColumn } from '@/components/market/overview-columns';
import { QueryStates } from '@/components/market/query-states';
import { Section } from '@/components/market/section';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatNumber, formatPercent, formatVolume } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useOptionChain } from '../../shared/api';
import { formatStrike } from '../../shared/format';
import { formatRatio } from '../lib/oi-format';
import {
  distancePct,
  oiEitherSideOfSpot,
  putCallRatio,
  rowsAroundSpot,
  type StrikeWindow,
  topRows,
} from '../lib/strikes';
import { type OiAnalyticsT, oiAnalyticsStrings } from '../strings';
import { BuildUpName } from './build-up-name';
import { OiLevelsSection } from './oi-levels';
import { OiAnalysisFrame } from './page-frames';
import { PcrByExpiryTable } from './pcr-expiry-table';

/** How many strikes each ranked table lists. */
const RANKED = 10;

/** One strike of a ranked table: its OI and change on one side, and where it stands. */
interface RankedStrike {
  readonly strike: number;
  readonly side: 'call' | 'put';
  readonly oi: number;
  readonly change: number;
  /** % of the side's OI of the expiry. */
  readonly share: number | null;
  readonly fromSpot: number | null;
}

function ranked(side: 'call' | 'put', spot: number, total: number): (row: OiProfileRow) => RankedStrike {
  return (row) => {
    const oi = side === 'call' ? row.callOi : row.putOi;
    return {
      strike: row.strike,
      side,
      oi,
      change: side === 'call' ? row.callOiChange : row.putOiChange,
      share: total > 0 ? (oi / total) * 100 : null,
      fromSpot: distancePct(row.strike, spot),
    };
  };
}

/** The rankings of the page: most OI per side, and the most added and shed on either side. */
export function rankStrikes(answer: OiAnalysisAnswer) {
  const { profile, totals } = answer;
  const spot = answer.underlying.spot;
  const calls = profile.map(ranked('call', spot, totals.callOi));
  const puts = profile.map(ranked('put', spot, totals.putOi));
  const both = [...calls, ...puts];
  return {
    mostCall: topRows(calls, (r) => r.oi, RANKED),
    mostPut: topRows(puts, (r) => r.oi, RANKED),
    added: topRows(both, (r) => r.change, RANKED),
    shed: topRows(both, (r) => -r.change, RANKED),
  };
}

const strikeColumn = (t: OiAnalyticsT): DataTableColumn<RankedStrike> => ({
  id: 'strike',
  label: t('common.strike'),
  value: (r) => r.strike,
  render: (r) => formatStrike(r.strike),
  align: 'right',
});
const oiColumn = (t: OiAnalyticsT): DataTableColumn<RankedStrike> => ({
  id: 'oi',
  label: t('oi.ranked.oi'),
  value: (r) => r.oi,
  render: (r) => formatNumber(r.oi, 0),
  align: 'right',
  sortDescFirst: true,
});
const changeOfOi = (t: OiAnalyticsT) =>
  changeColumn<RankedStrike>('change', t('oi.ranked.change'), (r) => r.change, { decimals: 0 });
const fromSpotColumn = (t: OiAnalyticsT) =>
  changeColumn<RankedStrike>('fromSpot', t('oi.ranked.fromSpot'), (r) => r.fromSpot, {
    percent: true,
    arrow: false,
  });

/** Most OI on one side: strike, OI, share of the side, change today, distance from spot. */
const mostOiColumns = (t: OiAnalyticsT): readonly DataTableColumn<RankedStrike>[] => [
  strikeColumn(t),
  keyColumn(oiColumn(t)),
  keyColumn(numberColumn('share', t('oi.ranked.share'), (r) => r.share, { decimals: 1, largestFirst: true })),
  changeOfOi(t),
  fromSpotColumn(t),
];

/** Most OI added or shed: strike, side, change, OI, distance from spot. */
const changeColumns = (t: OiAnalyticsT): readonly DataTableColumn<RankedStrike>[] => [
  strikeColumn(t),
  keyColumn({ id: 'side', label: t('oi.ranked.side'), value: (r) => t(`oi.ranked.sideName.${r.side}`) }),
  keyColumn(changeOfOi(t)),
  oiColumn(t),
  fromSpotColumn(t),
];

interface RankedTableProps {
  readonly title: string;
  readonly note: string;
  readonly rows: readonly RankedStrike[];
  readonly columns: readonly DataTableColumn<RankedStrike>[];
  readonly stateKey: string;
  readonly symbol: string;
}

function RankedTable({ title, note, rows, columns, stateKey, symbol }: RankedTableProps) {
  return (
    <Section title={title} note={note}>
      <DataTable
        caption={title}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(r) => `${r.side}-${r.strike}`}
        stateKey={stateKey}
        pageSize={RANKED}
        pageSizeOptions={[RANKED]}
        csvFileName={`${stateKey}-${symbol}`}
      />
    </Section>
  );
}

/** The four rankings, each its own table (and URL state key). */
const RANKINGS = [
  { key: 'mostCall', stateKey: 'calls', columns: mostOiColumns },
  { key: 'mostPut', stateKey: 'puts', columns: mostOiColumns },
  { key: 'added', stateKey: 'added', columns: changeColumns },
  { key: 'shed', stateKey: 'shed', columns: changeColumns },
] as const;

function RankedTables({ answer }: { readonly answer: OiAnalysisAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const rankings = useMemo(() => rankStrikes(answer), [answer]);
  const most = useMemo(() => mostOiColumns(t), [t]);
  const changes = useMemo(() => changeColumns(t), [t]);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {RANKINGS.map(({ key, stateKey, columns }) => (
        <RankedTable
          key={key}
          title={t(`oi.ranked.${key}`)}
          note={t(`oi.ranked.${key}Note`)}
          rows={rankings[key]}
          columns={columns === mostOiColumns ? most : changes}
          stateKey={stateKey}
          symbol={answer.underlying.symbol}
        />
      ))}
    </SimpleGrid>
  );
}

/** Call and put OI below spot, at or above it, and over all strikes, with the PCR of each. */
function EitherSideOfSpot({ answer }: { readonly answer: OiAnalysisAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const { below, above } = oiEitherSideOfSpot(answer.profile, answer.underlying.spot);
  const all = {
    callOi: below.callOi + above.callOi,
    putOi: below.putOi + above.putOi,
    strikes: below.strikes + above.strikes,
  };
  const lines = [
    { id: 'below', label: t('oi.sides.below', { count: below.strikes }), ...below },
    { id: 'above', label: t('oi.sides.above', { count: above.strikes }), ...above },
    { id: 'all', label: t('oi.sides.all', { count: all.strikes }), ...all },
  ];
  const ratio = putCallRatio(below.putOi, above.callOi);
  return (
    <Section
      title={t('oi.sides.title')}
      note={t('oi.sides.note')}
      summary={
        ratio === null
          ? t('oi.sides.summaryNoCalls')
          : t('oi.sides.summary', {
              putBelow: formatVolume(below.putOi),
              callAbove: formatVolume(above.callOi),
              ratio: formatRatio(ratio),
            })
      }
    >
      <Table className={tableClassName} verticalSpacing={6} aria-label={t('oi.sides.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th {...headerCellProps('first')}>{t('oi.sides.where')}</Table.Th>
            <Table.Th ta="right" {...headerCellProps('key')}>
              {t('common.callOi')}
            </Table.Th>
            <Table.Th ta="right" {...headerCellProps('key')}>
              {t('common.putOi')}
            </Table.Th>
            <Table.Th ta="right" {...headerCellProps('key')}>
              {t('oi.sides.pcr')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id} fw={line.id === 'all' ? 600 : undefined}>
              <Table.Td className={placeClassName('first')} style={{ whiteSpace: 'normal' }}>
                {line.label}
              </Table.Td>
              <Table.Td ta="right">{formatVolume(line.callOi)}</Table.Td>
              <Table.Td ta="right">{formatVolume(line.putOi)}</Table.Td>
              <Table.Td ta="right">{formatRatio(putCallRatio(line.putOi, line.callOi))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

/** The four build-ups (and none) with what each means. */
function BuildUpLegend() {
  const t = useStrings(oiAnalyticsStrings);
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {OI_BUILD_UPS.filter((kind) => kind !== 'neutral').map((kind) => (
        <Group key={kind} component="li" gap="xs" wrap="nowrap" align="flex-start">
          <BuildUpName kind={kind} noWrap />
          <Text size="sm">{t(`buildUp.meaning.${kind}`)}</Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}

const priceChange = (id: string, label: string, value: (r: ChainRow) => number): DataTableColumn<ChainRow> =>
  changeColumn(id, label, value, { decimals: 2 });
const oiChange = (id: string, label: string, value: (r: ChainRow) => number): DataTableColumn<ChainRow> => ({
  id,
  label,
  align: 'right',
  value,
  render: (r) => <ChangeText value={value(r)} format="change" decimals={0} arrow={false} />,
  sortDescFirst: true,
});

const buildUpColumns = (t: OiAnalyticsT): readonly DataTableColumn<ChainRow>[] => [
  {
    id: 'strike',
    label: t('common.strike'),
    value: (r) => r.strike,
    render: (r) => formatStrike(r.strike),
    align: 'right',
  },
  keyColumn({
    id: 'callBuildUp',
    label: t('oi.table.callBuildUp'),
    value: (r) => t(`buildUp.name.${r.call.buildUp}`),
    render: (r) => <BuildUpName kind={r.call.buildUp} />,
  }),
  keyColumn({
    id: 'putBuildUp',
    label: t('oi.table.putBuildUp'),
    value: (r) => t(`buildUp.name.${r.put.buildUp}`),
    render: (r) => <BuildUpName kind={r.put.buildUp} />,
  }),
  priceChange('callChange', t('oi.table.callChange'), (r) => r.call.change),
  oiChange('callOiChange', t('oi.table.callOiChange'), (r) => r.call.oiChange),
  priceChange('putChange', t('oi.table.putChange'), (r) => r.put.change),
  oiChange('putOiChange', t('oi.table.putOiChange'), (r) => r.put.oiChange),
  numberColumn('callLtp', t('oi.table.callLtp'), (r) => r.call.ltp),
  numberColumn('putLtp', t('oi.table.putLtp'), (r) => r.put.ltp),
];

function BuildUpTable({
  chain,
  strikes,
}: {
  readonly chain: OptionChainAnswer;
  readonly strikes: StrikeWindow;
}) {
  const t = useStrings(oiAnalyticsStrings);
  const columns = useMemo(() => buildUpColumns(t), [t]);
  const rows = useMemo(
    () => rowsAroundSpot(chain.rows, chain.underlying.spot, strikes),
    [chain.rows, chain.underlying.spot, strikes],
  );
  return (
    <DataTable
      caption={t('oi.table.caption')}
      hideCaption
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r.strike)}
      stateKey="strikes"
      pageSize={strikes === 'all' ? 100 : 50}
      csvFileName={`oi-build-up-${chain.underlying.symbol}-${chain.expiry.date}`}
    />
  );
}

/** Each strike's call and put: price change against OI change, and the build-up that makes. */
function BuildUpByStrike({
  symbol,
  expiry,
  strikes,
}: {
  readonly symbol: string;
  readonly expiry: string | undefined;
  readonly strikes: StrikeWindow;
}) {
  const t = useStrings(oiAnalyticsStrings);
  const query = useOptionChain({ symbol, expiry });
  return (
    <Section title={t('oi.table.title')} note={t('oi.table.note')}>
      <BuildUpLegend />
      <QueryStates query={query} errorTitle={t('common.loadError')}>
        {(chain) => <BuildUpTable chain={chain} strikes={strikes} />}
      </QueryStates>
    </Section>
  );
}

function Overview({ answer }: { readonly answer: OiAnalysisAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const { totals, levels, underlying } = answer;
  return (
    <StatTiles
      columns={4}
      items={[
        {
          label: t('common.spot'),
          value: formatNumber(underlying.spot),
          hint: <ChangeText value={underlying.changePct} format="percent" />,
        },
        { label: t('common.pcrOi'), value: formatRatio(totals.pcrOi) },
        { label: t('common.maxPain'), value: formatStrike(totals.maxPain) },
        {
          label: t('levels.support'),
          value: formatStrike(levels.support?.strike),
          hint: formatPercent(distancePct(levels.support?.strike, underlying.spot)),
        },
        {
          label: t('levels.resistance'),
          value: formatStrike(levels.resistance?.strike),
          hint: formatPercent(distancePct(levels.resistance?.strike, underlying.spot)),
        },
        { label: t('common.pcrVolume'), value: formatRatio(totals.pcrVolume) },
        { label: t('common.callOi'), value: formatVolume(totals.callOi) },
        { label: t('common.putOi'), value: formatVolume(totals.putOi) },
      ]}
    />
  );
}

/** /open-interest-analysis: the OI reading for traders, tables first and ranked. */
export function OpenInterestAnalysisPage() {
  const t = useStrings(oiAnalyticsStrings);
  return (
    <OiAnalysisFrame title={t('oi.title')} subtitle={t('oi.subtitle')}>
      {(answer, strikes) => (
        <Stack gap="md">
          <Overview answer={answer} />
          <RankedTables answer={answer} />
          <EitherSideOfSpot answer={answer} />
          <BuildUpByStrike symbol={answer.underlying.symbol} expiry={answer.expiry.date} strikes={strikes} />
          <PcrByExpiryTable answer={answer} />
          <OiLevelsSection levels={answer.levels} spot={answer.underlying.spot} />
        </Stack>
      )}
    </OiAnalysisFrame>
  );
}
