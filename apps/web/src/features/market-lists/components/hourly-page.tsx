import { Chip, Group } from '@mantine/core';
import { HOURLY_PERIODS, type HourlyPeriod, type HourlyRow } from '@nivesh/contracts';
import { useState } from 'react';
import type { DataTableColumn } from '@/components/market/data-table';
import { Choice, type ChoiceOption } from '@/components/market/list-controls';
import { formatChange, formatNumber, formatPercent, formatTimeIst } from '@/lib/format';
import { type HourlyAnswer, useHourlyGainerLooser } from '../api/get-hourly-gainer-looser';
import { useListFilters } from '../hooks/use-list-filters';
import { changePctColumn, DAY_DETAIL_COLUMNS, ltpColumn, symbolColumn, volumeColumn } from './list-columns';
import { ListPage } from './list-page';

const PERIOD_COLUMNS: readonly DataTableColumn<HourlyRow>[] = [
  {
    id: 'periodChangePct',
    label: 'Period change %',
    value: (r) => r.periodChangePct,
    render: (r) => formatPercent(r.periodChangePct),
    align: 'right',
    tone: 'per',
    sortDescFirst: true,
  },
  {
    id: 'periodChange',
    label: 'Period change (₹)',
    value: (r) => r.periodChange,
    render: (r) => formatChange(r.periodChange),
    align: 'right',
    tone: 'chg',
    sortDescFirst: true,
  },
  {
    id: 'startPrice',
    label: 'Period start (₹)',
    value: (r) => r.startPrice,
    render: (r) => formatNumber(r.startPrice, 2),
    align: 'right',
  },
  {
    id: 'endPrice',
    label: 'Period end (₹)',
    value: (r) => r.endPrice,
    render: (r) => formatNumber(r.endPrice, 2),
    align: 'right',
  },
];

const COLUMNS: readonly DataTableColumn<HourlyRow>[] = [
  symbolColumn,
  ltpColumn,
  ...PERIOD_COLUMNS,
  { ...changePctColumn, label: 'Day change %' },
  volumeColumn,
  ...DAY_DETAIL_COLUMNS,
];
const rowsOf = (answer: HourlyAnswer) => answer.rows;
const TYPES: readonly ChoiceOption<'gainers' | 'losers'>[] = [
  { label: 'Gainers', value: 'gainers' },
  { label: 'Losers', value: 'losers' },
];

/** Short chip labels: the hour's start, or "Last 60 min". */
function chipLabel(period: HourlyAnswer['periods'][number]): string {
  return period.hour === 'last60' ? 'Last 60 min' : period.label;
}

/** /hourly-gainer-looser: the session hour by hour (and the last 60 minutes), gainers or losers. */
export function HourlyPage() {
  const filters = useListFilters();
  const [hour, setHour] = useState<HourlyPeriod>('last60');
  const [type, setType] = useState<'gainers' | 'losers'>('gainers');
  const query = useHourlyGainerLooser({ hour, type, index: filters.index });
  const answer = query.data?.status === 1 ? query.data : undefined;
  const periods = answer?.periods ?? [];
  const window = answer ? `${formatTimeIst(answer.from)}–${formatTimeIst(answer.to)} IST` : '';
  return (
    <ListPage
      title="Hourly Gainers and Losers"
      breadcrumbs={[{ label: 'Screeners & signals' }]}
      explanation={`How each stock moved within one hour of today’s session (09:15–10:15, 10:15–11:15, … and 15:15–15:30), or over the last 60 minutes: the price at the end of the period (or now, while it runs) against the price at its start (the day’s open for the first hour). ${window ? `This list: ${window}.` : ''}`}
      query={query}
      filters={filters}
      rowsOf={rowsOf}
      columns={COLUMNS}
      caption={`Hourly ${type}`}
      csvFileName={`hourly-${type}-${hour}`}
      emptyMessage={
        periods.find((p) => p.hour === hour)?.state === 'upcoming'
          ? 'This hour of the session has not started yet.'
          : `No stock ${type === 'gainers' ? 'rose' : 'fell'} in this period.`
      }
      withDate={false}
      controls={
        <>
          <Choice label="Gainers or losers" value={type} options={TYPES} onChange={setType} />
          <Chip.Group
            multiple={false}
            value={hour}
            onChange={(value) => setHour(HOURLY_PERIODS.find((p) => p === value) ?? 'last60')}
          >
            <Group gap={6} wrap="wrap" role="radiogroup" aria-label="Period">
              {periods.map((period) => (
                <Chip
                  key={period.hour}
                  value={period.hour}
                  size="xs"
                  disabled={period.state === 'upcoming'}
                  variant={period.state === 'running' ? 'outline' : 'light'}
                >
                  {chipLabel(period)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </>
      }
    />
  );
}
