import { Text } from '@mantine/core';
import { ChangeText } from '@/components/market/change-text';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStockData } from '../api/get-stock-data';
import { MiniTable } from './mini-table';
import { SectionCard } from './section-card';

/** Returns over 1W…5Y from adjusted closes. */
export function ReturnsCard({ symbol }: { readonly symbol: string }) {
  const query = useStockData(symbol);
  return (
    <SectionCard title="Returns">
      <QueryStates query={query}>
        {(data) => (
          <>
            <MiniTable
              caption={`${symbol} returns`}
              head={['Period', 'Return', 'CAGR', 'From', 'Price then']}
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
              Today’s price against the adjusted close on the last session on or before the start of each
              period.
            </Text>
          </>
        )}
      </QueryStates>
    </SectionCard>
  );
}
