import { Text } from '@mantine/core';
import type { KeyRatios } from '@nivesh/contracts';
import { formatNumber, formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { stockStrings } from '../strings';
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
  const t = useStrings(stockStrings);
  return (
    <SectionCard title={t('keyFigures.title')}>
      <StatGrid
        cols={{ base: 2, sm: 3 }}
        stats={[
          {
            label: t('keyFigures.marketCap'),
            value: ratios.marketCapCr === null ? '—' : `₹${formatNumber(ratios.marketCapCr, 0)} Cr`,
          },
          { label: t('keyFigures.pe'), value: times(ratios.pe) },
          { label: t('keyFigures.pb'), value: times(ratios.pb) },
          { label: t('keyFigures.eps'), value: formatRupees(ratios.eps) },
          { label: t('keyFigures.bookValue'), value: formatRupees(ratios.bookValue) },
          { label: t('keyFigures.roe'), value: percent(ratios.roe) },
          { label: t('keyFigures.roce'), value: percent(ratios.roce) },
          { label: t('keyFigures.dividendYield'), value: percent(ratios.dividendYield) },
          { label: t('keyFigures.debtEquity'), value: times(ratios.debtToEquity) },
          { label: t('keyFigures.faceValue'), value: formatRupees(ratios.faceValue) },
          { label: t('keyFigures.salesGrowth'), value: percent(ratios.salesGrowth3y) },
          { label: t('keyFigures.profitGrowth'), value: percent(ratios.profitGrowth3y) },
        ]}
      />
      <Text size="xs" c="dimmed">
        {t(lender ? 'keyFigures.noteLender' : 'keyFigures.note')}
      </Text>
    </SectionCard>
  );
}
