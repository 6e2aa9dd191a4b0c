import { Text } from '@mantine/core';
import type { SupportRow } from '@nivesh/contracts';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { stockStrings } from '../strings';
import { MiniTable, type MiniTableRow } from './mini-table';

const LEVELS = [
  { key: 'r3', camarilla: 'h4' },
  { key: 'r2', camarilla: 'h3' },
  { key: 'r1', camarilla: 'h2' },
  { key: 'pivot', camarilla: 'h1' },
  { key: 's1', camarilla: 'l1' },
  { key: 's2', camarilla: 'l2' },
  { key: 's3', camarilla: 'l3' },
] as const;

const LABEL: Readonly<Record<string, string>> = {
  r3: 'R3',
  r2: 'R2',
  r1: 'R1',
  s1: 'S1',
  s2: 'S2',
  s3: 'S3',
  h4: 'H4',
  h3: 'H3',
  h2: 'H2',
  h1: 'H1',
  l1: 'L1',
  l2: 'L2',
  l3: 'L3',
  l4: 'L4',
};

/** Classic and Fibonacci S3…R3 beside Camarilla H4…L4 (resistance on top), for one stock. */
export function PivotLevelsTable({ row }: { readonly row: SupportRow }) {
  const t = useStrings(stockStrings);
  const rows: MiniTableRow[] = LEVELS.map(({ key, camarilla }) => ({
    key,
    cells: [
      key === 'pivot' ? t('pivots.pivot') : (LABEL[key] ?? key),
      formatNumber(row.classic[key]),
      formatNumber(row.fibonacci[key]),
      `${LABEL[camarilla]} ${formatNumber(row.camarilla[camarilla])}`,
    ],
  }));
  rows.push({ key: 'l4', cells: ['', '', '', `L4 ${formatNumber(row.camarilla.l4)}`] });
  return (
    <>
      <MiniTable
        keyColumns={3}
        caption={t('pivots.caption', { symbol: row.symbol })}
        head={[t('pivots.level'), t('pivots.classic'), t('pivots.fibonacci'), t('pivots.camarilla')]}
        rows={rows}
      />
      <Text size="xs" c="dimmed">
        {t('pivots.basis', {
          date: formatDateIst(row.basisDate),
          high: formatNumber(row.prevHigh),
          low: formatNumber(row.prevLow),
          close: formatNumber(row.prevClose),
        })}
      </Text>
    </>
  );
}
