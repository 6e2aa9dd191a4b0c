import { Chip, Group } from '@mantine/core';
import { HOURLY_PERIODS, type HourlyPeriod, type HourlyRow } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { Choice, type ChoiceOption } from '@/components/market/list-controls';
import { formatChange, formatNumber, formatPercent, formatTimeIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type HourlyAnswer, useHourlyGainerLooser } from '../api/get-hourly-gainer-looser';
import { useListFilters } from '../hooks/use-list-filters';
import { type MarketListsT, marketListsStrings } from '../strings';
import { listColumns } from './list-columns';
import { ListPage } from './list-page';

type MoveType = 'gainers' | 'losers';

const periodColumns = (t: MarketListsT): readonly DataTableColumn<HourlyRow>[] => [
  {
    id: 'periodChangePct',
    label: t('hourly.periodChangePct'),
    value: (r) => r.periodChangePct,
    render: (r) => formatPercent(r.periodChangePct),
    align: 'right',
    tone: 'per',
    sortDescFirst: true,
    priority: 'key',
  },
  {
    id: 'periodChange',
    label: t('hourly.periodChange'),
    value: (r) => r.periodChange,
    render: (r) => formatChange(r.periodChange),
    align: 'right',
    tone: 'chg',
    sortDescFirst: true,
  },
  {
    id: 'startPrice',
    label: t('hourly.startPrice'),
    value: (r) => r.startPrice,
    render: (r) => formatNumber(r.startPrice, 2),
    align: 'right',
  },
  {
    id: 'endPrice',
    label: t('hourly.endPrice'),
    value: (r) => r.endPrice,
    render: (r) => formatNumber(r.endPrice, 2),
    align: 'right',
  },
];

/** Symbol, price and the period's change % are what a phone shows first. */
export function hourlyColumns(t: MarketListsT): readonly DataTableColumn<HourlyRow>[] {
  const c = listColumns(t);
  return [
    c.symbol,
    keyColumn(c.ltp),
    ...periodColumns(t),
    { ...c.changePct, label: t('hourly.dayChangePct') },
    c.volume,
    ...c.dayDetails,
  ];
}

const rowsOf = (answer: HourlyAnswer) => answer.rows;
const TYPES: readonly MoveType[] = ['gainers', 'losers'];

/** /hourly-gainer-looser: the session hour by hour (and the last 60 minutes), gainers or losers. */
export function HourlyPage() {
  const t = useStrings(marketListsStrings);
  const filters = useListFilters();
  const [hour, setHour] = useState<HourlyPeriod>('last60');
  const [type, setType] = useState<MoveType>('gainers');
  const query = useHourlyGainerLooser({ hour, type, index: filters.index });
  const columns = useMemo(() => hourlyColumns(t), [t]);
  const answer = query.data?.status === 1 ? query.data : undefined;
  const periods = answer?.periods ?? [];
  const window = answer
    ? t('hourly.window', { from: formatTimeIst(answer.from), to: formatTimeIst(answer.to) })
    : '';
  const typeOptions: readonly ChoiceOption<MoveType>[] = TYPES.map((value) => ({
    label: t(`hourly.${value}`),
    value,
  }));
  return (
    <ListPage
      title={t('hourly.title')}
      breadcrumbs={[{ label: t('crumbs.screenersSignals') }]}
      explanation={
        window ? `${t('hourly.explanation')} ${t('hourly.thisList', { window })}` : t('hourly.explanation')
      }
      query={query}
      filters={filters}
      rowsOf={rowsOf}
      columns={columns}
      caption={t(`hourly.caption.${type}`)}
      csvFileName={`hourly-${type}-${hour}`}
      emptyMessage={
        periods.find((p) => p.hour === hour)?.state === 'upcoming'
          ? t('hourly.upcoming')
          : t(`hourly.none.${type}`)
      }
      withDate={false}
      controls={
        <>
          <Choice label={t('hourly.type')} value={type} options={typeOptions} onChange={setType} />
          <Chip.Group
            multiple={false}
            value={hour}
            onChange={(value) => setHour(HOURLY_PERIODS.find((p) => p === value) ?? 'last60')}
          >
            <Group gap={6} wrap="wrap" role="radiogroup" aria-label={t('hourly.period')}>
              {periods.map((period) => (
                <Chip
                  key={period.hour}
                  value={period.hour}
                  size="xs"
                  disabled={period.state === 'upcoming'}
                  variant={period.state === 'running' ? 'outline' : 'light'}
                >
                  {period.hour === 'last60' ? t('hourly.last60') : period.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </>
      }
    />
  );
}
