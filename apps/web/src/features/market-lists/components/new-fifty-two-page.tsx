import { Paper, Stack, Text } from '@mantine/core';
import type { ListLevelRow } from '@nivesh/contracts';
import { useMemo } from 'react';
import { BarChart, type BarSeries } from '@/components/market/bar-chart';
import { colourClass } from '@/components/market/market-colours';
import { StatTiles } from '@/components/market/stat-tiles';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type NewFiftyTwoAnswer, useNewFiftyTwo } from '../api/get-new-fifty-two';
import { useListFilters } from '../hooks/use-list-filters';
import { marketListsStrings } from '../strings';
import { levelColumns, stockColumns } from './list-columns';
import { ListFrame, ListTable, todayCrumbs } from './list-page';
import { ListSection } from './list-section';

const KINDS = ['high', 'low'] as const;

/** Daily counts of new highs and lows over recent sessions, as grouped bars. */
function HistoryChart({ history }: { readonly history: NewFiftyTwoAnswer['history'] }) {
  const t = useStrings(marketListsStrings);
  const { categories, series } = useMemo(() => {
    const bars: BarSeries[] = [
      { name: t('fiftyTwoWeek.high.newCaption'), values: history.map((h) => h.highs), colour: 'up' },
      { name: t('fiftyTwoWeek.low.newCaption'), values: history.map((h) => h.lows), colour: 'down' },
    ];
    return { categories: history.map((h) => formatDateIst(h.date).replace(/ \d{4}$/, '')), series: bars };
  }, [history, t]);
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb="xs">
        {t('newFiftyTwo.historyTitle', { sessions: history.length })}
      </Text>
      <BarChart categories={categories} series={series} label={t('newFiftyTwo.chartLabel')} height={260} />
    </Paper>
  );
}

function Summary({ answer }: { readonly answer: NewFiftyTwoAnswer }) {
  const t = useStrings(marketListsStrings);
  const { highs, lows } = answer.counts;
  const recent = answer.history.slice(-20);
  const averageHighs = recent.reduce((sum, h) => sum + h.highs, 0) / Math.max(1, recent.length);
  const averageLows = recent.reduce((sum, h) => sum + h.lows, 0) / Math.max(1, recent.length);
  return (
    <StatTiles
      items={[
        {
          label: t('fiftyTwoWeek.high.newCaption'),
          value: <span className={colourClass('green')}>{formatNumber(highs, 0)}</span>,
        },
        {
          label: t('fiftyTwoWeek.low.newCaption'),
          value: <span className={colourClass('red')}>{formatNumber(lows, 0)}</span>,
        },
        {
          label: t('newFiftyTwo.highsMinusLows'),
          value: formatNumber(highs - lows, 0),
          hint: highs >= lows ? t('newFiftyTwo.moreHighs') : t('newFiftyTwo.moreLows'),
        },
        {
          label: t('newFiftyTwo.average'),
          value: `${formatNumber(averageHighs, 0)} / ${formatNumber(averageLows, 0)}`,
          hint: t('newFiftyTwo.averageHint'),
        },
      ]}
    />
  );
}

/** /new-fifty-two: today's new 52-week highs and lows together, with their counts over recent sessions. */
export function NewFiftyTwoPage() {
  const filters = useListFilters();
  const query = useNewFiftyTwo({ date: filters.date, index: filters.index });
  const t = useStrings(marketListsStrings);
  const columns = useMemo(
    () => ({
      high: stockColumns<ListLevelRow>(
        t,
        levelColumns(t('fiftyTwoWeek.high.level'), t('fiftyTwoWeek.high.fromLevel')),
      ),
      low: stockColumns<ListLevelRow>(
        t,
        levelColumns(t('fiftyTwoWeek.low.level'), t('fiftyTwoWeek.low.fromLevel')),
      ),
    }),
    [t],
  );
  return (
    <ListFrame
      title={t('newFiftyTwo.title')}
      breadcrumbs={todayCrumbs(t)}
      explanation={t('newFiftyTwo.explanation')}
      query={query}
      filters={filters}
    >
      {(answer) => (
        <Stack gap="lg">
          <Summary answer={answer} />
          {answer.history.length > 0 && <HistoryChart history={answer.history} />}
          {KINDS.map((kind) => (
            <ListSection
              key={kind}
              title={t(`fiftyTwoWeek.${kind}.section`, { total: formatNumber(answer.counts[`${kind}s`], 0) })}
            >
              <ListTable
                rows={kind === 'high' ? answer.highs : answer.lows}
                columns={columns[kind]}
                caption={t(`fiftyTwoWeek.${kind}.newCaption`)}
                csvFileName={`new-52-week-${kind}s`}
                emptyMessage={t(`fiftyTwoWeek.${kind}.sessionEmpty`)}
                filters={filters}
                pageSize={5}
                stateKey={`${kind}s`}
              />
            </ListSection>
          ))}
        </Stack>
      )}
    </ListFrame>
  );
}
