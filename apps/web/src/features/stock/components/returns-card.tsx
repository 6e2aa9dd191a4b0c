import { Text } from '@mantine/core';
import { ChangeText } from '@/components/market/change-text';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useStockData } from '../api/get-stock-data';
import { stockStrings } from '../strings';
import { MiniTable } from './mini-table';
import { SectionCard } from './section-card';

/** Returns over 1W…5Y from adjusted closes. */
export function ReturnsCard({ symbol }: { readonly symbol: string }) {
  const query = useStockData(symbol);
  const t = useStrings(stockStrings);
  return (
    <SectionCard title={t('returns.title')}>
      <QueryStates query={query}>
        {(data) => (
          <>
            <MiniTable
              keyColumns={2}
              caption={t('returns.caption', { symbol })}
              head={[
                t('returns.period'),
                t('returns.return'),
                t('returns.cagr'),
                t('returns.from'),
                t('returns.priceThen'),
              ]}
              rows={data.returns.map((r) => ({
                key: r.period,
                cells: [
                  r.period,
                  <ChangeText key="c" value={r.changePct} format="percent" />,
                  r.annualisedPct === null ? (
                    '—'
                  ) : (
                    <ChangeText key="a" value={r.annualisedPct} format="percent" arrow={false} />
                  ),
                  r.fromDate ? formatDateIst(r.fromDate) : '—',
                  formatNumber(r.fromPrice),
                ],
              }))}
            />
            <Text size="xs" c="dimmed">
              {t('returns.note')}
            </Text>
          </>
        )}
      </QueryStates>
    </SectionCard>
  );
}
