import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import type { StatementRow } from '@nivesh/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { stockStrings } from '../strings';
import { MiniTable } from './mini-table';
import { SectionCard } from './section-card';

type LineId = keyof (typeof stockStrings.en)['statements']['lines'];
type Line = { readonly id: LineId; readonly value: (row: StatementRow) => string };

const cr = (value: number) => formatNumber(value, 0);

const LINES: readonly Line[] = [
  { id: 'revenue', value: (r) => cr(r.revenue) },
  { id: 'operatingProfit', value: (r) => cr(r.operatingProfit) },
  { id: 'opmPct', value: (r) => (r.opmPct === null ? '—' : `${formatNumber(r.opmPct, 1)} %`) },
  { id: 'depreciation', value: (r) => cr(r.depreciation) },
  { id: 'interest', value: (r) => cr(r.interest) },
  { id: 'profitBeforeTax', value: (r) => cr(r.profitBeforeTax) },
  { id: 'tax', value: (r) => cr(r.tax) },
  { id: 'netProfit', value: (r) => cr(r.netProfit) },
  { id: 'eps', value: (r) => formatNumber(r.eps) },
  { id: 'dividendPerShare', value: (r) => formatNumber(r.dividendPerShare) },
  { id: 'totalAssets', value: (r) => cr(r.totalAssets) },
  { id: 'equity', value: (r) => cr(r.equity) },
  { id: 'debt', value: (r) => cr(r.debt) },
  { id: 'cash', value: (r) => cr(r.cash) },
  { id: 'cashFromOperations', value: (r) => cr(r.cashFromOperations) },
];

interface FinancialStatementsProps {
  readonly symbol: string;
  readonly annual: readonly StatementRow[];
  readonly quarterly: readonly StatementRow[];
}

/**
 * Quarterly and annual results as Indian screeners lay them out: one line per item, one column per
 * period (newest on the right), ₹ crore. The statements are simulated, and the table says so.
 */
export function FinancialStatements({ symbol, annual, quarterly }: FinancialStatementsProps) {
  const [view, setView] = useState<'quarterly' | 'annual'>('quarterly');
  const periods = view === 'quarterly' ? quarterly : annual;
  const t = useStrings(stockStrings);
  return (
    <SectionCard
      title={t('statements.title')}
      aside={
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value === 'annual' ? 'annual' : 'quarterly')}
          data={[
            { value: 'quarterly', label: t('statements.quarterly') },
            { value: 'annual', label: t('statements.annual') },
          ]}
          aria-label={t('statements.period')}
        />
      }
    >
      <Stack gap="xs">
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} aria-hidden="true" />} p="xs">
          <Text size="xs">{t('statements.simulated', { symbol })}</Text>
        </Alert>
        <MiniTable
          stickyFirstColumn
          caption={t(view === 'quarterly' ? 'statements.captionQuarterly' : 'statements.captionAnnual', {
            symbol,
          })}
          head={[t('statements.crore'), ...periods.map((p) => p.period)]}
          rows={LINES.map((line) => ({
            key: line.id,
            cells: [t(`statements.lines.${line.id}`), ...periods.map((p) => line.value(p))],
          }))}
        />
      </Stack>
    </SectionCard>
  );
}
