import { Anchor, Group, Loader, Text } from '@mantine/core';
import type { StockDealDto } from '@nivesh/contracts';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { colourClass } from '@/components/market/market-colours';
import { changeColumn, numberColumn, textColumn } from '@/components/market/overview-columns';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStockDeals } from '@/lib/market-queries/today-activity-queries';
import { useStrings } from '@/lib/strings';
import { stockStrings } from '../strings';
import { SectionCard } from './section-card';

const DEAL_PAGES = { bulk: appPath('/bulk-deals-nse'), block: appPath('/block-deals-nse') } as const;

/** A session date as a calendar day at noon IST (formatting never shifts the day). */
const day = (date: string) => new Date(`${date}T12:00:00+05:30`);

type T = ReturnType<typeof useStrings<typeof stockStrings.en>>;

/** The day (linking to that day's list), kind, client, side, size and the move since; on a phone the day, side and value stay in view. */
function dealColumns(t: T): readonly DataTableColumn<StockDealDto>[] {
  return [
    {
      id: 'date',
      label: t('deals.column.date'),
      value: (r) => r.date,
      render: (r) => (
        <Anchor component={Link} to={`${DEAL_PAGES[r.kind].getHref()}?date=${r.date}`} size="sm">
          {formatDateIst(day(r.date))}
        </Anchor>
      ),
      sortDescFirst: true,
    },
    textColumn('kind', t('deals.column.kind'), (r) => t(`deals.kinds.${r.kind}`)),
    textColumn('client', t('deals.column.client'), (r) => r.clientName),
    keyColumn({
      id: 'side',
      label: t('deals.column.side'),
      value: (r) => t(`deals.sides.${r.side}`),
      render: (r) => (
        <Text span inherit fw={600} className={colourClass(r.side === 'BUY' ? 'green' : 'red')}>
          {t(`deals.sides.${r.side}`)}
        </Text>
      ),
    }),
    numberColumn('quantity', t('deals.column.quantity'), (r) => r.quantity, {
      decimals: 0,
      largestFirst: true,
    }),
    numberColumn('price', t('deals.column.price'), (r) => r.price),
    keyColumn(numberColumn('value', t('deals.column.value'), (r) => r.valueCr, { largestFirst: true })),
    numberColumn('pctOfShares', t('deals.column.pctOfShares'), (r) => r.pctOfShares, { largestFirst: true }),
    changeColumn('changeSince', t('deals.column.changeSince'), (r) => r.changeSincePct, { percent: true }),
  ];
}

/** The stock's bulk and block deals of the last year, newest first, each linking to its day's list. */
export function DealsCard({ symbol }: { readonly symbol: string }) {
  const query = useStockDeals({ symbol });
  const t = useStrings(stockStrings);
  const crore = (value: number) => t('deals.crore', { value: formatNumber(value, 2) });
  return (
    <SectionCard title={t('deals.title')}>
      <QueryStates query={query}>
        {(data) =>
          !data.ready ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('deals.computing', { pct: data.progressPct })}</Text>
            </Group>
          ) : data.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('deals.none', {
                symbol,
                from: formatDateIst(day(data.from)),
                to: formatDateIst(day(data.to)),
              })}
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed">
                {t('deals.range', { from: formatDateIst(day(data.from)), to: formatDateIst(day(data.to)) })} ·{' '}
                {t('deals.totals', { bought: crore(data.buyValueCr), sold: crore(data.sellValueCr) })}
              </Text>
              <DataTable
                caption={t('deals.caption', { symbol })}
                hideCaption
                rows={data.rows}
                rowKey={(r) => `${r.date}-${r.kind}-${r.clientName}-${r.side}-${r.quantity}`}
                pageSize={5}
                stateKey="deals"
                columns={dealColumns(t)}
              />
              <Text size="xs" c="dimmed">
                {data.source.fileName === null
                  ? t('deals.simulated')
                  : t('deals.imported', { file: data.source.fileName })}
              </Text>
            </>
          )
        }
      </QueryStates>
    </SectionCard>
  );
}
