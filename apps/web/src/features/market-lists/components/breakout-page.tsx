import { Badge, Switch } from '@mantine/core';
import type { BreakoutRow } from '@nivesh/contracts';
import { useState } from 'react';
import type { DataTableColumn } from '@/components/market/data-table';
import { Choice, type ChoiceOption } from '@/components/market/list-controls';
import { formatNumber, formatVolume } from '@/lib/format';
import { type BreakoutAnswer, type BreakoutParams, useBreakoutStocks } from '../api/get-breakout-stocks';
import { useListFilters } from '../hooks/use-list-filters';
import { levelColumns, stockColumns } from './list-columns';
import { ListPage } from './list-page';

type Lookback = BreakoutParams['lookback'];

const VOLUME_COLUMNS: readonly DataTableColumn<BreakoutRow>[] = [
  {
    id: 'volumeRatio',
    label: 'Volume ratio',
    value: (r) => r.volumeRatio,
    render: (r) => `${formatNumber(r.volumeRatio, 2)}×`,
    align: 'right',
    sortDescFirst: true,
  },
  {
    id: 'averageVolume',
    label: 'Average volume',
    value: (r) => r.averageVolume,
    render: (r) => formatVolume(r.averageVolume),
    align: 'right',
  },
  {
    id: 'volumeConfirmed',
    label: 'Volume confirmed',
    value: (r) => (r.volumeConfirmed ? 'Yes' : 'No'),
    render: (r) => (
      <Badge size="sm" variant="light" color={r.volumeConfirmed ? 'teal' : 'gray'}>
        {r.volumeConfirmed ? 'Yes' : 'No'}
      </Badge>
    ),
    align: 'center',
  },
];

const COLUMNS = stockColumns<BreakoutRow>([
  ...levelColumns('Breakout level (₹)', 'Above level'),
  ...VOLUME_COLUMNS,
]);
const rowsOf = (answer: BreakoutAnswer) => answer.rows;
const LOOKBACK_OPTIONS: readonly ChoiceOption<Lookback>[] = [
  { label: '20 days', value: 20 },
  { label: '50 days', value: 50 },
  { label: '250 days', value: 250 },
];

/** /breakout-stocks: price above the 20/50/250-day high, confirmed by volume. */
export function BreakoutPage() {
  const filters = useListFilters();
  const [lookback, setLookback] = useState<Lookback>(20);
  const [confirmedOnly, setConfirmedOnly] = useState(true);
  const query = useBreakoutStocks({
    lookback,
    volume: confirmedOnly ? 'confirmed' : 'any',
    date: filters.date,
    index: filters.index,
  });
  return (
    <ListPage
      title="Breakout Stocks"
      explanation={`Stocks trading above the highest high of the previous ${lookback} sessions. A breakout is volume-confirmed when today’s volume beats the window’s average daily volume, scaled to the part of the session played so far (volume ratio above 1×).`}
      query={query}
      filters={filters}
      rowsOf={rowsOf}
      columns={COLUMNS}
      caption={`${lookback}-day breakouts`}
      csvFileName={`breakout-stocks-${lookback}-day`}
      emptyMessage={`No stock is above its ${lookback}-day high${confirmedOnly ? ' on confirming volume' : ''} right now.`}
      controls={
        <>
          <Choice label="Look-back" value={lookback} options={LOOKBACK_OPTIONS} onChange={setLookback} />
          <Switch
            size="sm"
            label="Volume-confirmed only"
            checked={confirmedOnly}
            onChange={(event) => setConfirmedOnly(event.currentTarget.checked)}
          />
        </>
      }
    />
  );
}
