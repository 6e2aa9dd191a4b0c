import { Text } from '@mantine/core';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst, formatNumber, formatRupees } from '@/lib/format';
import { useStockFutures } from '../api/get-stock-futures';
import { MiniTable } from './mini-table';
import { SectionCard } from './section-card';

/** Near, next and far month futures by cost of carry (simulated: no futures trade in the simulation). */
export function FuturesCard({ symbol }: { readonly symbol: string }) {
  const query = useStockFutures(symbol);
  return (
    <SectionCard title="Futures (simulated)">
      <QueryStates query={query}>
        {(data) =>
          data.lotSize === null ? (
            <Text size="sm" c="dimmed">
              {symbol} is not in the F&amp;O segment: it has no futures.
            </Text>
          ) : (
            <>
              <MiniTable
                caption={`${symbol} futures`}
                head={['Contract', 'Expiry', 'Price', 'Basis', 'Lot value']}
                rows={data.contracts.map((c) => ({
                  key: c.contract,
                  cells: [
                    c.label,
                    `${formatDateIst(c.expiry)} (${c.daysToExpiry} d)`,
                    formatNumber(c.price),
                    `${formatNumber(c.basis)} (${formatNumber(c.basisPct, 2)} %)`,
                    formatRupees(c.lotValue, 0),
                  ],
                }))}
              />
              <Text size="xs" c="dimmed">
                Lot size {formatNumber(data.lotSize, 0)}. Prices derived from the spot by cost of carry at{' '}
                {formatNumber(data.carryRatePct, 1)} % a year; not traded prices.
              </Text>
            </>
          )
        }
      </QueryStates>
    </SectionCard>
  );
}
