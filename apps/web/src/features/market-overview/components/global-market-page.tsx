import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GLOBAL_REGIONS, type GlobalIndexRow } from '@nivesh/contracts';
import { ChangeText } from '@/components/market/change-text';
import { QueryStates } from '@/components/market/query-states';
import { DayRange } from '@/components/market-overview/day-range';
import { GLOBAL_SHORT_NAMES } from '@/components/market-overview/global-cues';
import { formatPoints, formatTimeIst } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useStrings } from '@/lib/strings';
import { useGlobalMarkets } from '../api/get-global-markets';
import { marketOverviewStrings } from '../strings';
import { OverviewFrame } from './overview-frame';

/** "20:00–02:30 (next day)" for each session, in the page's language now. */
export function hoursText(row: GlobalIndexRow): string {
  const t = marketOverviewStrings.t;
  return row.sessionsIst
    .map((w) =>
      t(w.close <= w.open ? 'global.windowNextDay' : 'global.window', { open: w.open, close: w.close }),
    )
    .join(', ');
}

function GlobalIndexCard({ row }: { readonly row: GlobalIndexRow }) {
  const t = useStrings(marketOverviewStrings);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="global-index" data-symbol={row.symbol}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate="end" title={row.name}>
              {GLOBAL_SHORT_NAMES[row.symbol] ?? row.name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {row.country}
            </Text>
          </div>
          <Badge color={row.openNow ? 'green' : 'gray'} variant={row.openNow ? 'filled' : 'light'} size="sm">
            {t(row.openNow ? 'global.open' : 'global.closed')}
          </Badge>
        </Group>
        <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatPoints(row.ltp)}
        </Text>
        <Text size="sm">
          <ChangeText value={row.change} percent={row.changePct} />
        </Text>
        <DayRange low={row.low} high={row.high} value={row.ltp} />
        <Text size="xs" c="dimmed" mt={4}>
          {t(row.daylightSaving ? 'global.hoursDaylight' : 'global.hours', { hours: hoursText(row) })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /global-market/: the world's indices by region, with their market hours in IST and whether they trade now. */
export function GlobalMarketPage() {
  const query = useGlobalMarkets();
  const answer = answerOf(query.data);
  const openCount = answer?.rows.filter((r) => r.openNow).length ?? 0;
  const t = useStrings(marketOverviewStrings);
  return (
    <OverviewFrame title={t('global.title')} subtitle={t('global.subtitle')} query={query}>
      {answer && (
        <Text size="sm" c="dimmed">
          {t('global.openCount', {
            open: openCount,
            total: answer.rows.length,
            time: formatTimeIst(answer.checkedAt),
          })}
        </Text>
      )}
      <QueryStates query={query} errorTitle={t('global.loadError')}>
        {(global) => (
          <Stack gap="lg">
            {GLOBAL_REGIONS.map((region) => {
              const rows = global.rows.filter((r) => r.region === region);
              if (rows.length === 0) return null;
              return (
                <Stack key={region} gap="xs">
                  <Title order={2} fz="lg">
                    {region}
                  </Title>
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
                    {rows.map((row) => (
                      <GlobalIndexCard key={row.symbol} row={row} />
                    ))}
                  </SimpleGrid>
                </Stack>
              );
            })}
          </Stack>
        )}
      </QueryStates>
    </OverviewFrame>
  );
}
