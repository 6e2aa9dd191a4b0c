import { Anchor, Group, Loader, Text } from '@mantine/core';
import type { DealDto, StockDealDto } from '@nivesh/contracts';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { useStockDeals } from '@/features/today-activity/deals/api';
import { dealColumns, formatCrore } from '@/features/today-activity/deals/components/deal-columns';
import { dealsStrings } from '@/features/today-activity/deals/strings';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { SectionCard } from './section-card';

const DEAL_PAGES = { bulk: appPath('/bulk-deals-nse'), block: appPath('/block-deals-nse') } as const;
/** The deals table's columns a stock's own list keeps (its symbol and name go without saying). */
const KEPT = new Set(['client', 'side', 'quantity', 'price', 'value', 'pctOfShares', 'changeSince']);

/** A session date as a calendar day at noon IST (formatting never shifts the day). */
const day = (date: string) => new Date(`${date}T12:00:00+05:30`);

/** The stock's bulk and block deals of the last year, newest first, each linking to its day's list. */
export function DealsCard({ symbol }: { readonly symbol: string }) {
  const query = useStockDeals({ symbol });
  const t = useStrings(dealsStrings);
  const dayColumn: DataTableColumn<StockDealDto> = {
    id: 'date',
    label: t('column.date'),
    value: (r) => r.date,
    render: (r) => (
      <Anchor component={Link} to={`${DEAL_PAGES[r.kind].getHref()}?date=${r.date}`} size="sm">
        {formatDateIst(day(r.date))}
      </Anchor>
    ),
    sortDescFirst: true,
  };
  const kindColumn: DataTableColumn<StockDealDto> = {
    id: 'kind',
    label: t('stock.kind'),
    value: (r) => t(`stock.kinds.${r.kind}`),
  };
  const kept: readonly DataTableColumn<DealDto>[] = dealColumns(t, 'bulk').filter((c) => KEPT.has(c.id));
  return (
    <SectionCard title={t('stock.title')}>
      <QueryStates query={query}>
        {(data) =>
          !data.ready ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('stock.computing', { pct: data.progressPct })}</Text>
            </Group>
          ) : data.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('stock.none', {
                symbol,
                from: formatDateIst(day(data.from)),
                to: formatDateIst(day(data.to)),
              })}
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed">
                {t('stock.range', { from: formatDateIst(day(data.from)), to: formatDateIst(day(data.to)) })} ·{' '}
                {t('stock.totals', {
                  bought: formatCrore(t, data.buyValueCr),
                  sold: formatCrore(t, data.sellValueCr),
                })}
              </Text>
              <DataTable
                caption={t('stock.caption', { symbol })}
                hideCaption
                rows={data.rows}
                rowKey={(r) => `${r.date}-${r.kind}-${r.clientName}-${r.side}-${r.quantity}`}
                pageSize={5}
                stateKey="deals"
                columns={[dayColumn, kindColumn, ...kept]}
              />
              <Text size="xs" c="dimmed">
                {data.source.fileName === null
                  ? t('stock.simulated')
                  : t('stock.imported', { file: data.source.fileName })}
              </Text>
            </>
          )
        }
      </QueryStates>
    </SectionCard>
  );
}
