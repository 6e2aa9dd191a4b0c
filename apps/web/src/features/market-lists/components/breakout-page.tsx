import { Badge, Switch } from '@mantine/core';
import type { BreakoutRow } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '@/components/market/data-table';
import { Choice, type ChoiceOption } from '@/components/market/list-controls';
import { formatNumber, formatVolume } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type BreakoutAnswer, type BreakoutParams, useBreakoutStocks } from '../api/get-breakout-stocks';
import { useListFilters } from '../hooks/use-list-filters';
import { type MarketListsT, marketListsStrings } from '../strings';
import { levelColumns, stockColumns } from './list-columns';
import { ListPage } from './list-page';

type Lookback = BreakoutParams['lookback'];

const volumeColumns = (t: MarketListsT): readonly DataTableColumn<BreakoutRow>[] => [
  {
    id: 'volumeRatio',
    label: t('breakout.volumeRatio'),
    value: (r) => r.volumeRatio,
    render: (r) => `${formatNumber(r.volumeRatio, 2)}×`,
    align: 'right',
    sortDescFirst: true,
  },
  {
    id: 'averageVolume',
    label: t('breakout.averageVolume'),
    value: (r) => r.averageVolume,
    render: (r) => formatVolume(r.averageVolume),
    align: 'right',
  },
  {
    id: 'volumeConfirmed',
    label: t('breakout.volumeConfirmed'),
    value: (r) => (r.volumeConfirmed ? t('breakout.yes') : t('breakout.no')),
    render: (r) => (
      <Badge size="sm" variant="light" color={r.volumeConfirmed ? 'teal' : 'gray'}>
        {r.volumeConfirmed ? t('breakout.yes') : t('breakout.no')}
      </Badge>
    ),
    align: 'center',
  },
];

const rowsOf = (answer: BreakoutAnswer) => answer.rows;
const LOOKBACKS: readonly Lookback[] = [20, 50, 250];

/** /breakout-stocks: price above the 20/50/250-day high, confirmed by volume. */
export function BreakoutPage() {
  const t = useStrings(marketListsStrings);
  const filters = useListFilters();
  const [lookback, setLookback] = useState<Lookback>(20);
  const [confirmedOnly, setConfirmedOnly] = useState(true);
  const query = useBreakoutStocks({
    lookback,
    volume: confirmedOnly ? 'confirmed' : 'any',
    date: filters.date,
    index: filters.index,
  });
  const columns = useMemo(
    () =>
      stockColumns<BreakoutRow>(t, [
        ...levelColumns(t('breakout.level'), t('breakout.aboveLevel')),
        ...volumeColumns(t),
      ]),
    [t],
  );
  const lookbackOptions: readonly ChoiceOption<Lookback>[] = LOOKBACKS.map((days) => ({
    label: t('breakout.days', { days }),
    value: days,
  }));
  return (
    <ListPage
      title={t('breakout.title')}
      explanation={t('breakout.explanation', { lookback })}
      query={query}
      filters={filters}
      rowsOf={rowsOf}
      columns={columns}
      caption={t('breakout.caption', { lookback })}
      csvFileName={`breakout-stocks-${lookback}-day`}
      emptyMessage={t(confirmedOnly ? 'breakout.emptyConfirmed' : 'breakout.empty', { lookback })}
      controls={
        <>
          <Choice
            label={t('breakout.lookback')}
            value={lookback}
            options={lookbackOptions}
            onChange={setLookback}
          />
          <Switch
            size="sm"
            label={t('breakout.confirmedOnly')}
            checked={confirmedOnly}
            onChange={(event) => setConfirmedOnly(event.currentTarget.checked)}
          />
        </>
      }
    />
  );
}
