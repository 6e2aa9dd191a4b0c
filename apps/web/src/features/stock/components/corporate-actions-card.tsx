import { Text } from '@mantine/core';
import { DataTable } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst } from '@/lib/format';
import { useStockData } from '../api/get-stock-data';
import { SectionCard } from './section-card';

const KIND_COLOUR = { dividend: 'teal.8', split: 'grape.8', bonus: 'blue.8' } as const;

/** Dividends, splits and bonuses with their ex-dates, newest first. */
export function CorporateActionsCard({ symbol }: { readonly symbol: string }) {
  const query = useStockData(symbol);
  return (
    <SectionCard title="Corporate actions">
      <QueryStates query={query}>
        {(data) =>
          data.corporateActions.length === 0 ? (
            <Text size="sm" c="dimmed">
              No dividends, splits or bonuses in the simulated history.
            </Text>
          ) : (
            <DataTable
              caption={`${symbol} corporate actions`}
              hideCaption
              rows={data.corporateActions}
              rowKey={(a) => `${a.exDate}-${a.kind}`}
              pageSize={5}
              columns={[
                {
                  id: 'exDate',
                  label: 'Ex-date',
                  value: (a) => a.exDate,
                  render: (a) => formatDateIst(a.exDate),
                  sortDescFirst: true,
                },
                {
                  id: 'kind',
                  label: 'Type',
                  value: (a) => a.kind,
                  render: (a) => (
                    <Text span size="sm" fw={600} c={KIND_COLOUR[a.kind]} tt="capitalize">
                      {a.kind}
                    </Text>
                  ),
                },
                { id: 'description', label: 'Details', value: (a) => a.description, sortable: false },
              ]}
            />
          )
        }
      </QueryStates>
    </SectionCard>
  );
}
