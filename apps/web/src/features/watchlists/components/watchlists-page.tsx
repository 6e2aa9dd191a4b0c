import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { Watchlist } from '@nivesh/contracts';
import { IconColumns, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeleteDialog } from '@/components/alerts/delete-dialog';
import { EmptyListCard, RowRenameDelete } from '@/components/lists/list-page-parts';
import { DataTable, type DataTableColumn } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { useStrings } from '@/lib/strings';
import {
  deleteWatchlist,
  useWatchlistStocks,
  useWatchlists,
  WATCHLISTS_KEY,
} from '@/lib/watchlists/watchlists-api';
import { type WatchlistsText, watchlistsStrings } from '../strings';
import { WatchlistTable } from './watchlist-table';
import {
  ADD_HREF,
  COLUMNS_HREF,
  stocksHref,
  updateHref,
  useSignedIn,
  WatchlistsFrame,
} from './watchlists-frame';

/** What an empty account sees: how a list is made and filled. */
function EmptyState() {
  const t = useStrings(watchlistsStrings);
  return (
    <EmptyListCard
      title={t('list.emptyTitle')}
      how={t('list.emptyHow')}
      ways={[t('list.emptyStockPage'), t('list.emptySearch')]}
    >
      <Button component={Link} to={ADD_HREF} leftSection={<IconPlus size={16} aria-hidden="true" />}>
        {t('common.newWatchlist')}
      </Button>
    </EmptyListCard>
  );
}

function listColumns(
  t: WatchlistsText,
  limit: number,
  onDelete: (w: Watchlist) => void,
): DataTableColumn<Watchlist>[] {
  return [
    { id: 'name', label: t('list.name'), value: (w) => w.name },
    {
      id: 'count',
      label: t('list.stocks'),
      value: (w) => w.count,
      render: (w) => t('list.stocksOf', { count: w.count, limit }),
      align: 'right',
      priority: 'key',
    },
    {
      id: 'actions',
      label: t('list.actions'),
      value: () => null,
      sortable: false,
      priority: 'key',
      render: (w) => (
        <RowRenameDelete
          renameLabel={t('common.rename')}
          renameAriaLabel={t('list.renameOf', { name: w.name })}
          renameTo={updateHref(w.id)}
          deleteLabel={t('common.delete')}
          deleteAriaLabel={t('list.deleteOf', { name: w.name })}
          onDelete={() => onDelete(w)}
        />
      ),
    },
  ];
}

/** The first list's stocks, inline. */
function FirstList({ watchlist }: { readonly watchlist: Watchlist }) {
  const t = useStrings(watchlistsStrings);
  const stocks = useWatchlistStocks(watchlist.id, true);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        <Anchor component={Link} to={stocksHref(watchlist.id)}>
          {t('list.first', { name: watchlist.name })}
        </Anchor>
      </Title>
      <QueryStates query={stocks} errorTitle={t('stocks.loadError')}>
        {(data) => <WatchlistTable id={watchlist.id} rows={data.rows} columns={data.columns} />}
      </QueryStates>
    </Stack>
  );
}

/** /watchlist/: the user's lists with their counts, the first list's stocks, and how to start. */
export function WatchlistsPage() {
  const t = useStrings(watchlistsStrings);
  const signedIn = useSignedIn();
  const lists = useWatchlists(signedIn);
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<Watchlist | null>(null);
  const answer = lists.data && lists.data.status === 1 ? lists.data : undefined;
  const full = answer ? answer.watchlists.length >= answer.limits.lists : false;
  return (
    <WatchlistsFrame
      title={t('common.watchlists')}
      subtitle={t('list.subtitle')}
      actions={
        <>
          <Button
            component={Link}
            to={ADD_HREF}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={full}
          >
            {t('common.newWatchlist')}
          </Button>
          <Button
            component={Link}
            to={COLUMNS_HREF}
            variant="default"
            leftSection={<IconColumns size={16} aria-hidden="true" />}
          >
            {t('common.editColumns')}
          </Button>
        </>
      }
    >
      <QueryStates
        query={lists}
        errorTitle={t('list.loadError')}
        isEmpty={(data) => data.watchlists.length === 0}
        empty={<EmptyState />}
      >
        {(data) => {
          const [first] = data.watchlists;
          return (
            <Stack gap="lg">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t(full ? 'list.countFull' : 'list.count', {
                    count: data.watchlists.length,
                    limit: data.limits.lists,
                    stocks: data.limits.stocks,
                  })}
                </Text>
                <DataTable
                  caption={t('list.caption')}
                  hideCaption
                  columns={listColumns(t, data.limits.stocks, setDeleting)}
                  rows={data.watchlists}
                  rowKey={(w) => w.id}
                  rowHref={(w) => stocksHref(w.id)}
                  stateKey={null}
                />
              </Stack>
              {first && <FirstList watchlist={first} />}
            </Stack>
          );
        }}
      </QueryStates>
      <DeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onDelete={() => deleteWatchlist(deleting?.id ?? '')}
        onDeleted={() => {
          setDeleting(null);
          void client.invalidateQueries({ queryKey: WATCHLISTS_KEY });
        }}
      />
    </WatchlistsFrame>
  );
}
