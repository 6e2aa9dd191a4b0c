import { Text } from '@mantine/core';
import type { ExpiryPcr, OiAnalysisAnswer } from '@nivesh/contracts';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { numberColumn, volumeColumn } from '@/components/market/overview-columns';
import { Section } from '@/components/market/section';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { formatStrike } from '../../shared/format';
import { formatIv } from '../lib/oi-format';
import { type OiAnalyticsT, oiAnalyticsStrings } from '../strings';

const columns = (t: OiAnalyticsT): readonly DataTableColumn<ExpiryPcr>[] => [
  {
    id: 'expiry',
    label: t('common.expiry'),
    value: (r) => r.expiry,
    render: (r) =>
      t('analysis.expiryCaption', { date: formatDateIst(r.expiry), kind: t(`common.kind.${r.kind}`) }),
  },
  keyColumn(numberColumn('pcrOi', t('common.pcrOi'), (r) => r.pcrOi, { largestFirst: true })),
  keyColumn({
    id: 'maxPain',
    label: t('common.maxPain'),
    value: (r) => r.maxPain,
    render: (r) => formatStrike(r.maxPain),
    align: 'right',
  }),
  numberColumn('pcrVolume', t('common.pcrVolume'), (r) => r.pcrVolume, { largestFirst: true }),
  volumeColumn('callOi', t('common.callOi'), (r) => r.callOi),
  volumeColumn('putOi', t('common.putOi'), (r) => r.putOi),
  {
    id: 'atmIv',
    label: t('common.atmIv'),
    value: (r) => r.atmIv,
    render: (r) => formatIv(r.atmIv),
    align: 'right',
  },
  numberColumn('days', t('common.daysToExpiry'), (r) => r.daysToExpiry, { decimals: 0 }),
];

/** PCR, max pain and ATM IV of every listed expiry, and PCR of all of them together. */
export function PcrByExpiryTable({ answer }: { readonly answer: OiAnalysisAnswer }) {
  const t = useStrings(oiAnalyticsStrings);
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <Section title={t('pcrTable.title')} note={t('pcrTable.note')}>
      <Text size="sm" fw={600}>
        {t('pcrTable.allLine', {
          oi: formatNumber(answer.pcrAll.pcrOi),
          volume: formatNumber(answer.pcrAll.pcrVolume),
        })}
      </Text>
      <DataTable
        caption={t('pcrTable.caption')}
        hideCaption
        columns={tableColumns}
        rows={answer.pcrByExpiry}
        rowKey={(r) => r.expiry}
        stateKey="expiries"
        pageSize={10}
        csvFileName={`pcr-by-expiry-${answer.underlying.symbol}`}
      />
    </Section>
  );
}
