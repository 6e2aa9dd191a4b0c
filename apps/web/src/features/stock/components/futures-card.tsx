import { Text } from '@mantine/core';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst, formatNumber, formatRupees } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useStockFutures } from '../api/get-stock-futures';
import { stockStrings } from '../strings';
import { MiniTable } from './mini-table';
import { SectionCard } from './section-card';

/** Near, next and far month futures by cost of carry (simulated: no futures trade in the simulation). */
export function FuturesCard({ symbol }: { readonly symbol: string }) {
  const query = useStockFutures(symbol);
  const t = useStrings(stockStrings);
  return (
    <SectionCard title={t('futures.title')}>
      <QueryStates query={query}>
        {(data) =>
          data.lotSize === null ? (
            <Text size="sm" c="dimmed">
              {t('futures.notFno', { symbol })}
            </Text>
          ) : (
            <>
              <MiniTable
                keyColumns={2}
                caption={t('futures.caption', { symbol })}
                head={[
                  t('futures.contract'),
                  t('futures.expiry'),
                  t('futures.price'),
                  t('futures.basis'),
                  t('futures.lotValue'),
                ]}
                rows={data.contracts.map((c) => ({
                  key: c.contract,
                  cells: [
                    c.label,
                    t('futures.expiryCell', { date: formatDateIst(c.expiry), days: c.daysToExpiry }),
                    formatNumber(c.price),
                    `${formatNumber(c.basis)} (${formatNumber(c.basisPct, 2)} %)`,
                    formatRupees(c.lotValue, 0),
                  ],
                }))}
              />
              <Text size="xs" c="dimmed">
                {t('futures.note', {
                  lotSize: formatNumber(data.lotSize, 0),
                  rate: formatNumber(data.carryRatePct, 1),
                })}
              </Text>
            </>
          )
        }
      </QueryStates>
    </SectionCard>
  );
}
