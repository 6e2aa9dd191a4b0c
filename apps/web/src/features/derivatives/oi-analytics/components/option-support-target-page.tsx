import { SegmentedControl, Text } from '@mantine/core';
import { type SupportTargetRow, UNDERLYING_KINDS } from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { changeColumn, numberColumn, textColumn } from '@/components/market/overview-columns';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { useSupportTarget } from '../../shared/api';
import { DerivativesFrame } from '../../shared/derivatives-frame';
import { type OiAnalyticsT, oiAnalyticsStrings } from '../strings';
import { strikeColumn } from './history-columns';

const chainPage = appPath('/nse-option-chain-data');

/** The option chain of `symbol`. */
export const chainHref = (symbol: string): string =>
  `${chainPage.getHref()}?${new URLSearchParams({ symbol }).toString()}`;

/** Levels of five digits and more without paise (26,023; 1,40,512), so four key columns fit a phone. */
const formatLevel = (level: number) => formatNumber(level, level >= 10_000 ? 0 : 2);

const expectedMovePct = (r: SupportTargetRow) => (r.spot > 0 ? (r.expectedMove / r.spot) * 100 : null);

const columns = (t: OiAnalyticsT): readonly DataTableColumn<SupportTargetRow>[] => [
  textColumn('symbol', t('target.columns.symbol'), (r) => r.symbol),
  keyColumn({
    id: 'spot',
    label: t('target.columns.spot'),
    value: (r) => r.spot,
    render: (r) => formatLevel(r.spot),
    align: 'right',
  }),
  keyColumn(strikeColumn('support', t('target.columns.support'), (r) => r.support)),
  keyColumn(strikeColumn('resistance', t('target.columns.resistance'), (r) => r.resistance)),
  changeColumn('changePct', t('target.columns.changePct'), (r) => r.changePct, { percent: true }),
  changeColumn('supportDistance', t('target.columns.supportDistance'), (r) => r.supportDistancePct, {
    percent: true,
    arrow: false,
  }),
  changeColumn('resistanceDistance', t('target.columns.resistanceDistance'), (r) => r.resistanceDistancePct, {
    percent: true,
    arrow: false,
  }),
  strikeColumn('support2', t('target.columns.support2'), (r) => r.support2),
  strikeColumn('resistance2', t('target.columns.resistance2'), (r) => r.resistance2),
  strikeColumn('maxPain', t('target.columns.maxPain'), (r) => r.maxPain),
  numberColumn('pcr', t('target.columns.pcr'), (r) => r.pcrOi, { largestFirst: true }),
  numberColumn('expectedMove', t('target.columns.expectedMove'), (r) => r.expectedMove, {
    largestFirst: true,
  }),
  {
    id: 'expectedMovePct',
    label: t('target.columns.expectedMovePct'),
    value: expectedMovePct,
    render: (r) => `±${formatNumber(expectedMovePct(r))} %`,
    align: 'right',
    sortDescFirst: true,
  },
  {
    id: 'expiry',
    label: t('target.columns.expiry'),
    value: (r) => r.expiry,
    render: (r) => formatDateIst(r.expiry),
  },
];

/** /option-chain/support-and-target: OI support and resistance of every index or F&O stock. */
export function OptionSupportTargetPage() {
  const t = useStrings(oiAnalyticsStrings);
  const { values, set } = usePageParams(['kind'] as const);
  const kind = oneOf(values.kind, UNDERLYING_KINDS, 'index');
  const query = useSupportTarget(kind);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <DerivativesFrame title={t('target.title')} subtitle={t('target.subtitle')} query={query}>
      <SegmentedControl
        aria-label={t('target.kind')}
        value={kind}
        onChange={(next) => set({ kind: next === 'index' ? undefined : next })}
        data={UNDERLYING_KINDS.map((k) => ({ value: k, label: t(`target.kinds.${k}`) }))}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text size="sm" c="dimmed">
        {t('target.note')}
      </Text>
      <QueryStates
        query={query}
        errorTitle={t('common.loadError')}
        isEmpty={(data) => data.rows.length === 0}
        empty={t('target.empty')}
      >
        {(data) => (
          <DataTable
            caption={t('target.caption', { kind: t(`target.kinds.${data.kind}`) })}
            columns={tableColumns}
            rows={data.rows}
            rowKey={(r) => r.symbol}
            rowHref={(r) => chainHref(r.symbol)}
            pageSize={kind === 'index' ? 10 : 20}
            search={{
              text: (r) => `${r.symbol} ${r.name}`,
              placeholder: t('target.search'),
              label: t('target.search'),
            }}
            csvFileName={`option-support-and-target-${data.kind}`}
          />
        )}
      </QueryStates>
    </DerivativesFrame>
  );
}
