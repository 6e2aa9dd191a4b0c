import { NativeSelect } from '@mantine/core';
import type { ListLevelRow } from '@nivesh/contracts';
import { useMemo, useState } from 'react';
import { Choice } from '@/components/market/list-controls';
import { useStrings } from '@/lib/strings';
import { type FiftyTwoWeekAnswer, useFiftyTwoWeek } from '../api/get-fifty-two-week';
import { useListFilters } from '../hooks/use-list-filters';
import { marketListsStrings } from '../strings';
import { levelColumns, stockColumns } from './list-columns';
import { ListPage } from './list-page';

type Kind = 'high' | 'low';
type List = 'new' | 'near';

const rowsOf = (answer: FiftyTwoWeekAnswer) => answer.rows;
const WITHIN_OPTIONS = ['2', '5', '10'];

/** /52-week-high-stocks and /52-week-low-stocks: new 52-week highs (lows), and stocks near them. */
export function FiftyTwoWeekPage({ kind }: { readonly kind: Kind }) {
  const t = useStrings(marketListsStrings);
  const filters = useListFilters();
  const [list, setList] = useState<List>('new');
  const [within, setWithin] = useState(5);
  const query = useFiftyTwoWeek({ kind, list, within, date: filters.date, index: filters.index });
  const columns = useMemo(
    () =>
      stockColumns<ListLevelRow>(
        t,
        levelColumns(t(`fiftyTwoWeek.${kind}.level`), t(`fiftyTwoWeek.${kind}.fromLevel`)),
      ),
    [t, kind],
  );
  return (
    <ListPage
      title={t(`fiftyTwoWeek.${kind}.title`)}
      explanation={t(`fiftyTwoWeek.${kind}.${list}Explanation`, { within })}
      query={query}
      filters={filters}
      rowsOf={rowsOf}
      columns={columns}
      caption={list === 'new' ? t(`fiftyTwoWeek.${kind}.newCaption`) : t(`fiftyTwoWeek.${kind}.near`)}
      csvFileName={`${list === 'new' ? 'new' : 'near'}-52-week-${kind}-stocks`}
      emptyMessage={t(`fiftyTwoWeek.${kind}.${list}Empty`, { within })}
      controls={
        <>
          <Choice
            label={t('fiftyTwoWeek.list')}
            value={list}
            options={[
              { label: t(`fiftyTwoWeek.${kind}.newOption`), value: 'new' },
              { label: t(`fiftyTwoWeek.${kind}.near`), value: 'near' },
            ]}
            onChange={setList}
          />
          {list === 'near' && (
            <NativeSelect
              size="xs"
              aria-label={t('fiftyTwoWeek.within')}
              value={String(within)}
              onChange={(event) => setWithin(Number(event.currentTarget.value))}
              data={WITHIN_OPTIONS.map((v) => ({
                label: t('fiftyTwoWeek.withinOption', { within: v }),
                value: v,
              }))}
            />
          )}
        </>
      }
    />
  );
}
