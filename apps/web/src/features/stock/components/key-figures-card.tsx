import { Text } from '@mantine/core';
import type { KeyRatios } from '@nivesh/contracts';
import { formatNumber, formatRupees } from '@/lib/format';
import { SectionCard } from './section-card';
import { StatGrid } from './stat-grid';

const percent = (value: number | null) => (value === null ? '—' : `${formatNumber(value)} %`);
const times = (value: number | null) => (value === null ? '—' : formatNumber(value, 2));

/** Market cap, P/E, P/B, EPS, book value, ROE, ROCE, dividend yield, debt/equity, face value. */
export function KeyFiguresCard({
  ratios,
  businessModel,
}: {
  readonly ratios: KeyRatios;
  readonly businessModel: string;
}) {
  const lender = businessModel === 'bank' || businessModel === 'lender';
  return (
    <SectionCard title="Key figures">
      <StatGrid
        cols={{ base: 2, sm: 3 }}
        stats={[
          {
            label: 'Market cap',
            value: ratios.marketCapCr === null ? '—' : `₹${formatNumber(ratios.marketCapCr, 0)} Cr`,
          },
          { label: 'P/E (TTM)', value: times(ratios.pe) },
          { label: 'P/B', value: times(ratios.pb) },
          { label: 'EPS (TTM)', value: formatRupees(ratios.eps) },
          { label: 'Book value / share', value: formatRupees(ratios.bookValue) },
          { label: 'ROE', value: percent(ratios.roe) },
          { label: 'ROCE', value: percent(ratios.roce) },
          { label: 'Dividend yield', value: percent(ratios.dividendYield) },
          { label: 'Debt / equity', value: times(ratios.debtToEquity) },
          { label: 'Face value', value: formatRupees(ratios.faceValue) },
          { label: 'Sales growth (3Y CAGR)', value: percent(ratios.salesGrowth3y) },
          { label: 'Profit growth (3Y CAGR)', value: percent(ratios.profitGrowth3y) },
        ]}
      />
      <Text size="xs" c="dimmed">
        From simulated financial statements at today’s price.
        {lender
          ? ' For a bank or lender, debt excludes deposits and ROCE is not comparable with other companies.'
          : ''}
      </Text>
    </SectionCard>
  );
}
