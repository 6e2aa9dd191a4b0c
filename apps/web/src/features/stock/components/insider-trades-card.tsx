import { Anchor, Text } from '@mantine/core';
import type { InsiderTradeDto } from '@nivesh/contracts';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, keyColumn } from '@/components/market/data-table';
import { colourClass } from '@/components/market/market-colours';
import { numberColumn, textColumn } from '@/components/market/overview-columns';
import { QueryStates } from '@/components/market/query-states';
import { appPath } from '@/config/paths';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStockInsiderTrades } from '@/lib/market-queries/today-activity-queries';
import { useStrings } from '@/lib/strings';
import { stockStrings } from '../strings';
import { SectionCard } from './section-card';

const INSIDER_PAGE = appPath('/insider-trading');
const RUPEES_PER_CRORE = 10_000_000;

/** A session date as a calendar day at noon IST (formatting never shifts the day). */
const day = (date: string) => new Date(`${date}T12:00:00+05:30`);

const dayLink = (date: string, symbol: string) =>
  `${INSIDER_PAGE.getHref()}?date=${date}&symbol=${encodeURIComponent(symbol)}`;

type T = ReturnType<typeof useStrings<typeof stockStrings.en>>;

/** The broadcast day (linking to that day's list of the stock), insider, kind, side, size and holding after; on a phone the day, side and value stay in view. */
function insiderColumns(t: T, symbol: string): readonly DataTableColumn<InsiderTradeDto>[] {
  return [
    {
      id: 'date',
      label: t('insider.column.date'),
      value: (r) => r.broadcastDate,
      render: (r) => (
        <Anchor component={Link} to={dayLink(r.broadcastDate, symbol)} size="sm">
          {formatDateIst(day(r.broadcastDate))}
        </Anchor>
      ),
      sortDescFirst: true,
    },
    textColumn('person', t('insider.column.person'), (r) => r.person),
    textColumn('category', t('insider.column.category'), (r) => t(`insider.category.${r.category}`)),
    textColumn('mode', t('insider.column.mode'), (r) => t(`insider.mode.${r.mode}`)),
    keyColumn({
      id: 'side',
      label: t('insider.column.side'),
      value: (r) => t(`insider.side.${r.side ?? 'none'}`),
      render: (r) => (
        <Text
          span
          inherit
          fw={600}
          className={r.side === null ? undefined : colourClass(r.side === 'acquired' ? 'green' : 'red')}
        >
          {t(`insider.side.${r.side ?? 'none'}`)}
        </Text>
      ),
    }),
    numberColumn('quantity', t('insider.column.quantity'), (r) => r.quantity, {
      decimals: 0,
      largestFirst: true,
    }),
    keyColumn(
      numberColumn('value', t('insider.column.value'), (r) => r.value / RUPEES_PER_CRORE, {
        largestFirst: true,
      }),
    ),
    numberColumn('afterPct', t('insider.column.afterPct'), (r) => r.afterPct, { largestFirst: true }),
  ];
}

/** The stock's insider-trading disclosures broadcast over the last year, newest first, each day linking to its list. */
export function InsiderTradesCard({ symbol }: { readonly symbol: string }) {
  const query = useStockInsiderTrades({ symbol });
  const t = useStrings(stockStrings);
  const crore = (value: number) => t('deals.crore', { value: formatNumber(value, 2) });
  return (
    <SectionCard
      title={t('insider.title')}
      aside={
        <Anchor
          component={Link}
          to={`${INSIDER_PAGE.getHref()}?symbol=${encodeURIComponent(symbol)}`}
          size="sm"
        >
          {t('insider.all')}
        </Anchor>
      }
    >
      <QueryStates query={query}>
        {(data) =>
          data.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('insider.none', {
                symbol,
                from: formatDateIst(day(data.from)),
                to: formatDateIst(day(data.to)),
              })}
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed">
                {t('insider.range', { from: formatDateIst(day(data.from)), to: formatDateIst(day(data.to)) })}{' '}
                ·{' '}
                {t('insider.totals', {
                  bought: crore(data.openMarketBuy.valueCr),
                  buys: data.openMarketBuy.count,
                  sold: crore(data.openMarketSell.valueCr),
                  sells: data.openMarketSell.count,
                })}
              </Text>
              <DataTable
                caption={t('insider.caption', { symbol })}
                hideCaption
                rows={data.rows}
                rowKey={(r) => `${r.broadcastDate}-${r.person}-${r.mode}-${r.quantity}-${r.tradeFrom}`}
                pageSize={5}
                stateKey="insider-trades"
                columns={insiderColumns(t, symbol)}
              />
              <Text size="xs" c="dimmed">
                {data.source.fileName === null
                  ? t('insider.simulated')
                  : t('insider.imported', { file: data.source.fileName })}
              </Text>
            </>
          )
        }
      </QueryStates>
    </SectionCard>
  );
}
