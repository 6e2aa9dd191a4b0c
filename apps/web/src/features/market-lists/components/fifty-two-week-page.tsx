import { NativeSelect } from '@mantine/core';
import type { ListLevelRow } from '@nivesh/contracts';
import { useState } from 'react';
import { Choice } from '@/components/market/list-controls';
import { type FiftyTwoWeekAnswer, useFiftyTwoWeek } from '../api/get-fifty-two-week';
import { useListFilters } from '../hooks/use-list-filters';
import { levelColumns, stockColumns } from './list-columns';
import { ListPage } from './list-page';

type Kind = 'high' | 'low';
type List = 'new' | 'near';

const COLUMNS = {
  high: stockColumns<ListLevelRow>(levelColumns('52-week high (₹)', 'From 52-week high')),
  low: stockColumns<ListLevelRow>(levelColumns('52-week low (₹)', 'From 52-week low')),
} as const;
const rowsOf = (answer: FiftyTwoWeekAnswer) => answer.rows;
const WITHIN_OPTIONS = ['2', '5', '10'];

function explanation(kind: Kind, list: List, within: number): string {
  const extreme = kind === 'high' ? 'highest high' : 'lowest low';
  if (list === 'new') {
    return `Stocks whose price today ${kind === 'high' ? 'rose to or above' : 'fell to or below'} their ${extreme} of the previous 52 weeks (250 sessions), furthest through the level first. Prices are adjusted for splits and bonuses, so a split does not fake a new ${kind}.`;
  }
  return `Stocks trading within ${within} % of their 52-week ${kind} (the ${extreme} of the previous 250 sessions), nearest first: candidates to make a new 52-week ${kind}.`;
}

/** /52-week-high-stocks and /52-week-low-stocks: new 52-week highs (lows), and stocks near them. */
export function FiftyTwoWeekPage({ kind }: { readonly kind: Kind }) {
  const filters = useListFilters();
  const [list, setList] = useState<List>('new');
  const [within, setWithin] = useState(5);
  const query = useFiftyTwoWeek({ kind, list, within, date: filters.date, index: filters.index });
  const word = kind === 'high' ? 'High' : 'Low';
  const title = `52-Week ${word} Stocks`;
  return (
    <ListPage
      title={title}
      explanation={explanation(kind, list, within)}
      query={query}
      filters={filters}
      rowsOf={rowsOf}
      columns={COLUMNS[kind]}
      caption={list === 'new' ? `New 52-week ${kind}s` : `Near 52-week ${kind}`}
      csvFileName={`${list === 'new' ? 'new' : 'near'}-52-week-${kind}-stocks`}
      emptyMessage={
        list === 'new'
          ? `No stock has made a new 52-week ${kind} in this session yet.`
          : `No stock is within ${within} % of its 52-week ${kind}.`
      }
      controls={
        <>
          <Choice
            label="List"
            value={list}
            options={[
              { label: `New 52-week ${kind}`, value: 'new' },
              { label: `Near 52-week ${kind}`, value: 'near' },
            ]}
            onChange={setList}
          />
          {list === 'near' && (
            <NativeSelect
              size="xs"
              aria-label="Within"
              value={String(within)}
              onChange={(event) => setWithin(Number(event.currentTarget.value))}
              data={WITHIN_OPTIONS.map((v) => ({ label: `Within ${v} %`, value: v }))}
            />
          )}
        </>
      }
    />
  );
}
