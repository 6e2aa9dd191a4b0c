import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GLOBAL_REGIONS, type GlobalIndexRow } from '@nivesh/contracts';
import { ChangeText } from '@/components/market/change-text';
import { QueryStates } from '@/components/market/query-states';
import { DayRange } from '@/components/market-overview/day-range';
import { GLOBAL_SHORT_NAMES } from '@/components/market-overview/global-cues';
import { formatPoints, formatTimeIst } from '@/lib/format';
import { answerOf } from '@/lib/market-queries/overview-query';
import { useGlobalMarkets } from '../api/get-global-markets';
import { OverviewFrame } from './overview-frame';

/** "20:00–02:30 (next day)" for each session. */
export function hoursText(row: GlobalIndexRow): string {
  return row.sessionsIst
    .map((w) => `${w.open}–${w.close}${w.close <= w.open ? ' (next day)' : ''}`)
    .join(', ');
}

function GlobalIndexCard({ row }: { readonly row: GlobalIndexRow }) {
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
            {row.openNow ? 'Open' : 'Closed'}
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
          Hours (IST): {hoursText(row)}
          {row.daylightSaving ? ' · daylight saving' : ''}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /global-market/: the world's indices by region, with their market hours in IST and whether they trade now. */
export function GlobalMarketPage() {
  const query = useGlobalMarkets();
  const answer = answerOf(query.data);
  const openCount = answer?.rows.filter((r) => r.openNow).length;
  return (
    <OverviewFrame
      title="Global Markets"
      subtitle="GIFT Nifty and the main indices of Asia, Europe and the Americas. Levels are simulated; market hours are real, shown in IST with daylight saving applied (local holidays are not shown)."
      query={query}
    >
      {answer && (
        <Text size="sm" c="dimmed">
          {openCount} of {answer.rows.length} markets are open at {formatTimeIst(answer.checkedAt)} IST.
        </Text>
      )}
      <QueryStates query={query} errorTitle="Could not load the global markets">
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
