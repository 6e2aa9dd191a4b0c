import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { STRATEGY_LEVELS, STRATEGY_VIEWS, type StrategySummary, type StrategyView } from '@nivesh/contracts';
import { useMemo } from 'react';
import { MarketPage, RefreshButton } from '@/components/market/market-page';
import { QueryEmpty, QueryStates } from '@/components/market/query-states';
import { answerOf } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { oneOf, usePageParams } from '@/lib/use-page-params';
import { useStrategyList } from '../../shared/api';
import { derivativesSharedStrings } from '../../shared/strings';
import { strategiesStrings } from '../strings';
import { BuildYourOwnCard, StrategyCard } from './strategy-card';

type ViewFilter = StrategyView | 'all';
const VIEW_FILTERS: readonly ViewFilter[] = ['all', ...STRATEGY_VIEWS];
type LevelFilter = StrategySummary['level'] | 'all';
const LEVEL_FILTERS: readonly LevelFilter[] = ['all', ...STRATEGY_LEVELS];

/** Names matching every word of the search, in any order, case-insensitive. */
function matchesSearch(name: string, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = name.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** /option-chain/option-strategy: the option strategies catalogue, grouped by market view. */
export function StrategyCataloguePage() {
  const t = useStrings(strategiesStrings);
  const shared = useStrings(derivativesSharedStrings);
  const query = useStrategyList();
  const { values, set } = usePageParams(['view', 'level', 'q'] as const);
  const view = oneOf<ViewFilter>(values.view, VIEW_FILTERS, 'all');
  const level = oneOf<LevelFilter>(values.level, LEVEL_FILTERS, 'all');
  const search = values.q ?? '';
  const answer = answerOf(query.data);
  return (
    <MarketPage
      title={t('catalogue.title')}
      subtitle={answer ? t('catalogue.subtitle', { count: answer.count }) : undefined}
      breadcrumbs={[{ label: shared('area'), href: '/option-dashboard' }]}
      actions={<RefreshButton onRefresh={query.refetch} refreshing={query.isFetching} />}
    >
      <Text size="sm">{t('catalogue.intro')}</Text>
      <QueryStates query={query} errorTitle={t('catalogue.loadError')}>
        {(list) => (
          <Catalogue
            strategies={list.strategies}
            count={list.count}
            view={view}
            level={level}
            search={search}
            onView={(next) => set({ view: next === 'all' ? undefined : next })}
            onLevel={(next) => set({ level: next === 'all' ? undefined : next })}
            onSearch={(next) => set({ q: next })}
            onClear={() => set({ view: undefined, level: undefined, q: undefined })}
          />
        )}
      </QueryStates>
    </MarketPage>
  );
}

interface CatalogueProps {
  readonly strategies: readonly StrategySummary[];
  readonly count: number;
  readonly view: ViewFilter;
  readonly level: LevelFilter;
  readonly search: string;
  readonly onView: (view: ViewFilter) => void;
  readonly onLevel: (level: LevelFilter) => void;
  readonly onSearch: (search: string) => void;
  readonly onClear: () => void;
}

function Catalogue({
  strategies,
  count,
  view,
  level,
  search,
  onView,
  onLevel,
  onSearch,
  onClear,
}: CatalogueProps) {
  const t = useStrings(strategiesStrings);
  const perView = useMemo(
    () => Object.fromEntries(STRATEGY_VIEWS.map((v) => [v, strategies.filter((s) => s.view === v).length])),
    [strategies],
  );
  const shown = useMemo(
    () =>
      strategies.filter(
        (s) =>
          (view === 'all' || s.view === view) &&
          (level === 'all' || s.level === level) &&
          matchesSearch(s.name, search),
      ),
    [strategies, view, level, search],
  );
  const groups = STRATEGY_VIEWS.map((v) => ({ view: v, items: shown.filter((s) => s.view === v) })).filter(
    (g) => g.items.length > 0,
  );
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap" role="group" aria-label={t('catalogue.view')}>
          {VIEW_FILTERS.map((v) => (
            <Button
              key={v}
              size="compact-sm"
              variant={view === v ? 'filled' : 'default'}
              aria-pressed={view === v}
              onClick={() => onView(v)}
            >
              {v === 'all'
                ? t('catalogue.allViews', { count })
                : t('catalogue.viewOption', { view: t(`view.${v}`), count: perView[v] ?? 0 })}
            </Button>
          ))}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            size="sm"
            label={t('catalogue.level')}
            value={level}
            onChange={(event) => onLevel(oneOf<LevelFilter>(event.currentTarget.value, LEVEL_FILTERS, 'all'))}
            data={LEVEL_FILTERS.map((l) => ({
              value: l,
              label: l === 'all' ? t('catalogue.allLevels') : t(`level.${l}`),
            }))}
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            size="sm"
            type="search"
            label={t('catalogue.search')}
            placeholder={t('catalogue.searchPlaceholder')}
            value={search}
            onChange={(event) => onSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 260 }}
          />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('catalogue.showing', { shown: shown.length, count })}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <BuildYourOwnCard />
      </SimpleGrid>
      {groups.length === 0 ? (
        <QueryEmpty message={t('catalogue.empty')}>
          <Button variant="light" size="compact-sm" onClick={onClear}>
            {t('catalogue.clearFilters')}
          </Button>
        </QueryEmpty>
      ) : (
        groups.map((group) => (
          <Stack key={group.view} gap="xs" component="section" aria-labelledby={`strategies-${group.view}`}>
            <Group gap="xs" align="baseline" wrap="wrap">
              <Title order={2} size="h4" id={`strategies-${group.view}`}>
                {t(`view.${group.view}`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t('catalogue.groupCount', { count: group.items.length })} · {t(`viewHint.${group.view}`)}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {group.items.map((strategy) => (
                <StrategyCard key={strategy.id} strategy={strategy} />
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}
