import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst, formatNumber } from '@/lib/format';
import { usePreMarketScreenList } from '../api/intraday-screener-queries';
import { preMarketScreenHref } from './intraday-links';
import { ScreenCard } from './screen-parts';
import { SimulatedBookNote } from './simulated-book-note';

/** /preMarket-screener: the pre-open screens with their counts, per sector. */
export function PreMarketScreenerPage() {
  const [sector, setSector] = useState<string | undefined>();
  const query = usePreMarketScreenList(sector);
  const answer = query.data?.status === 1 ? query.data : undefined;
  return (
    <MarketPage
      title="Pre-Market Screener"
      subtitle="Thirteen screens on NSE's pre-open session: gap bands, order-book imbalance, pre-open value and opens beyond yesterday's range, for all stocks or one sector."
      breadcrumbs={[{ label: 'Screeners' }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        <SimulatedBookNote />
        {answer && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Pre-open of {formatDateIst(answer.date)}: {formatNumber(answer.scanned, 0)} stocks
              {answer.sector ? ` in ${answer.sector}` : ''}.
            </Text>
            <SectorFilter sectors={answer.sectors} value={sector} onChange={setSector} />
          </Stack>
        )}
        <QueryStates query={query} errorTitle="Could not run the pre-market screens">
          {(data) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {data.screens.map((s) => (
                <ScreenCard key={s.id} screen={s} href={preMarketScreenHref(s.id, sector)} />
              ))}
            </SimpleGrid>
          )}
        </QueryStates>
      </Stack>
    </MarketPage>
  );
}
