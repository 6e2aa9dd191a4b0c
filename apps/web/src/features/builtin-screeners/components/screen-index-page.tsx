import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { formatNumber } from '@/lib/format';
import {
  type BuiltinScreenCategoryName,
  type BuiltinScreenListAnswer,
  useScreenList,
} from '../api/builtin-screener-queries';
import { CATEGORY_INFO, mostCommonHref } from '../lib/screen-links';
import { ScreenCard } from './screen-card';

type ListedScreen = BuiltinScreenListAnswer['screens'][number];

/** Screens grouped by theme, in the catalogue's order of first appearance. */
export function byTheme(screens: readonly ListedScreen[]): [string, ListedScreen[]][] {
  const groups = new Map<string, ListedScreen[]>();
  for (const s of screens) groups.set(s.theme, [...(groups.get(s.theme) ?? []), s]);
  return [...groups];
}

export function ScreenCatalogue({ data }: { readonly data: BuiltinScreenListAnswer }) {
  return (
    <Stack gap="xl">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {formatNumber(data.screens.length, 0)} screens over {formatNumber(data.scanned, 0)} stocks · counts
          are today’s matches in every sector, recomputed each minute of the session
          {data.stale > 0 ? ` (${data.stale} still from the previous minute, updating)` : ''}
        </Text>
        <Anchor component={Link} to={mostCommonHref()} size="sm">
          Stocks in the most screens
        </Anchor>
      </Group>
      {byTheme(data.screens).map(([theme, screens]) => (
        <Stack key={theme} gap="sm" component="section" aria-label={theme}>
          <Title order={2} fz="lg">
            {theme}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {screens.map((s) => (
              <ScreenCard
                key={s.slug}
                screen={s}
                matches={s.matches}
                scanned={data.scanned}
                lastDay={data.history.last}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/** /fundamental-analysis and /technical-analysis: a category's screens as cards with today's counts. */
export function ScreenIndexPage({ category }: { readonly category: BuiltinScreenCategoryName }) {
  const query = useScreenList(category);
  const answer = query.data?.status === 1 ? query.data : undefined;
  const info = CATEGORY_INFO[category];
  return (
    <MarketPage
      title={info.title}
      subtitle={info.subtitle}
      breadcrumbs={[{ label: 'Screeners' }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query}>{(data) => <ScreenCatalogue data={data} />}</QueryStates>
    </MarketPage>
  );
}
