import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useStockData } from '../api/get-stock-data';
import { stockStrings } from '../strings';
import { SectionCard } from './section-card';

// Scheme-aware text colours (app/theme.ts): dark enough on white, light enough on the dark theme.
const ACTIONS_PAGE = appPath('/corporate-action');
const EVENTS_PAGE = appPath('/event');

const KIND_COLOUR = { dividend: 'teal', split: 'grape', bonus: 'blue' } as const;

/** Dividends, splits and bonuses with their ex-dates, newest first. */
export function CorporateActionsCard({ symbol }: { readonly symbol: string }) {
  const query = useStockData(symbol);
  const t = useStrings(stockStrings);
  return (
    <SectionCard
      title={t('corporateActions.title')}
      aside={
        <Group gap="md">
          <Anchor
            component={Link}
            to={`${ACTIONS_PAGE.getHref()}?symbol=${encodeURIComponent(symbol)}`}
            size="sm"
          >
            {t('corporateActions.all')}
          </Anchor>
          <Anchor
            component={Link}
            to={`${EVENTS_PAGE.getHref()}?symbol=${encodeURIComponent(symbol)}`}
            size="sm"
          >
            {t('corporateActions.events')}
          </Anchor>
        </Group>
      }
    >
      <QueryStates query={query}>
        {(data) =>
          data.corporateActions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('corporateActions.none')}
            </Text>
          ) : (
            <DataTable
              caption={t('corporateActions.caption', { symbol })}
              hideCaption
              rows={data.corporateActions}
              rowKey={(a) => `${a.exDate}-${a.kind}`}
              pageSize={5}
              stateKey="actions"
              columns={[
                {
                  id: 'exDate',
                  label: t('corporateActions.exDate'),
                  value: (a) => a.exDate,
                  render: (a) => formatDateIst(a.exDate),
                  sortDescFirst: true,
                },
                {
                  id: 'kind',
                  label: t('corporateActions.type'),
                  value: (a) => a.kind,
                  render: (a) => (
                    <Text span size="sm" fw={600} c={KIND_COLOUR[a.kind]} tt="capitalize">
                      {t(`corporateActions.kinds.${a.kind}`)}
                    </Text>
                  ),
                },
                {
                  id: 'description',
                  label: t('corporateActions.details'),
                  value: (a) => a.description,
                  sortable: false,
                },
              ]}
            />
          )
        }
      </QueryStates>
    </SectionCard>
  );
}
