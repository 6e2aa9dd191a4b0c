import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import {
  type BuiltinScreenCategoryName,
  type BuiltinScreenListAnswer,
  useScreenList,
} from '../api/builtin-screener-queries';
import { mostCommonHref } from '../lib/screen-links';
import { builtinScreenersStrings } from '../strings';
import { ScreenCard } from './screen-card';

type ListedScreen = BuiltinScreenListAnswer['screens'][number];

/** Screens grouped by theme, in the catalogue's order of first appearance. */
export function byTheme(screens: readonly ListedScreen[]): [string, ListedScreen[]][] {
  const groups = new Map<string, ListedScreen[]>();
  for (const s of screens) groups.set(s.theme, [...(groups.get(s.theme) ?? []), s]);
  return [...groups];
}

export function ScreenCatalogue({ data }: { readonly data: BuiltinScreenListAnswer }) {
  const t = useStrings(builtinScreenersStrings);
  const counts = { screens: formatNumber(data.screens.length, 0), scanned: formatNumber(data.scanned, 0) };
  return (
    <Stack gap="xl">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {data.stale > 0
            ? t('index.summaryStale', { ...counts, stale: data.stale })
            : t('index.summary', counts)}
        </Text>
        <Anchor component={Link} to={mostCommonHref()} size="sm">
          {t('index.mostScreens')}
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
  const t = useStrings(builtinScreenersStrings);
  const query = useScreenList(category);
  const answer = query.data?.status === 1 ? query.data : undefined;
  return (
    <MarketPage
      title={t(`categories.${category}.title`)}
      subtitle={t(`categories.${category}.subtitle`)}
      breadcrumbs={[{ label: t('crumbs.screeners') }]}
      asOf={answer?.source.asOf}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <QueryStates query={query}>{(data) => <ScreenCatalogue data={data} />}</QueryStates>
    </MarketPage>
  );
}
