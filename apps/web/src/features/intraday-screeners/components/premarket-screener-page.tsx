import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SectorFilter } from '@/components/market/list-controls';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { usePreMarketScreenList } from '../api/intraday-screener-queries';
import { intradayScreenersStrings } from '../strings';
import { preMarketScreenHref } from './intraday-links';
import { ScreenCard } from './screen-parts';
import { SimulatedBookNote } from './simulated-book-note';

/** /preMarket-screener: the pre-open screens with their counts, per sector. */
export function PreMarketScreenerPage() {
  const t = useStrings(intradayScreenersStrings);
  const [sector, setSector] = useState<string | undefined>();
  const query = usePreMarketScreenList(sector);
  const answer = query.data?.status === 1 ? query.data : undefined;
  return (
    <MarketPage
      title={t('preMarket.title')}
      subtitle={t('preMarket.subtitle')}
      breadcrumbs={[{ label: t('crumbs.screeners') }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <Stack gap="md">
        <SimulatedBookNote />
        {answer && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {answer.sector
                ? t('preMarket.summaryIn', {
                    date: formatDateIst(answer.date),
                    scanned: formatNumber(answer.scanned, 0),
                    sector: answer.sector,
                  })
                : t('preMarket.summary', {
                    date: formatDateIst(answer.date),
                    scanned: formatNumber(answer.scanned, 0),
                  })}
            </Text>
            <SectorFilter sectors={answer.sectors} value={sector} onChange={setSector} />
          </Stack>
        )}
        <QueryStates query={query} errorTitle={t('preMarket.error')}>
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
