import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { WatchlistStockAction } from '@nivesh/contracts';
import { IconColumns, IconEdit, IconFilter } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { RefreshButton } from '@/components/market/market-page';
import { QueryStates } from '@/components/market/query-states';
import { SymbolAutocomplete } from '@/components/market/symbol-autocomplete';
import { formatDateTimeIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useSaveStock, useWatchlistStocks } from '@/lib/watchlists/watchlists-api';
import { watchlistsStrings } from '../strings';
import { WatchlistTable } from './watchlist-table';
import {
  COLUMNS_HREF,
  updateHref,
  useSignedIn,
  useWatchlistsCrumb,
  WatchlistsFrame,
} from './watchlists-frame';

/** /watchlist-stock/{watchlist_id}: the list's stocks with live quotes and the chosen columns; add, reorder, remove. */
export function WatchlistStocksPage() {
  const t = useStrings(watchlistsStrings);
  const crumb = useWatchlistsCrumb();
  const id = useParams().watchlist_id ?? '';
  const stocks = useWatchlistStocks(id, useSignedIn());
  const save = useSaveStock();
  const [said, setSaid] = useState('');
  const answer = stocks.data && stocks.data.status === 1 ? stocks.data : undefined;
  const { mutate } = save;
  const change = useCallback(
    (symbol: string, action: WatchlistStockAction) => {
      setSaid('');
      mutate(
        { watchlist_id: id, symbol, action },
        { onSuccess: (a) => setSaid(a.message), onError: () => setSaid(t('stocks.failed')) },
      );
    },
    [id, mutate, t],
  );
  return (
    <WatchlistsFrame
      title={answer ? answer.watchlist.name : t('common.watchlists')}
      subtitle={t('stocks.subtitle')}
      breadcrumbs={[crumb]}
      asOf={answer?.source.asOf}
      actions={
        <>
          {answer && (
            <Button
              component={Link}
              to={updateHref(answer.watchlist.id)}
              variant="default"
              leftSection={<IconEdit size={16} aria-hidden="true" />}
            >
              {t('common.rename')}
            </Button>
          )}
          <Button
            component={Link}
            to={COLUMNS_HREF}
            variant="default"
            leftSection={<IconColumns size={16} aria-hidden="true" />}
          >
            {t('common.editColumns')}
          </Button>
          <RefreshButton onRefresh={stocks.refetch} refreshing={stocks.isFetching} />
        </>
      }
    >
      <QueryStates query={stocks} errorTitle={t('stocks.loadError')}>
        {(data) => {
          const full = data.watchlist.count >= data.limits.stocks;
          const { screen } = data.watchlist;
          return (
            <Stack gap="md">
              {screen ? (
                <Alert
                  variant="light"
                  color="blue"
                  icon={<IconFilter size={18} aria-hidden="true" />}
                  title={t('stocks.followsTitle', { screen: screen.name })}
                >
                  <Text size="sm">
                    {t('stocks.follows', {
                      matches: screen.matches,
                      shown: data.watchlist.count,
                      time: formatDateTimeIst(data.watchlist.refreshedAt, { seconds: true }),
                    })}
                  </Text>
                  <Text size="sm">{t('stocks.screenDriven')}</Text>
                </Alert>
              ) : (
                <Group gap="md" align="flex-end" wrap="wrap">
                  <SymbolAutocomplete
                    label={t('stocks.add')}
                    description={full ? t('stocks.full', { limit: data.limits.stocks }) : t('stocks.addHint')}
                    w={{ base: '100%', sm: 360 }}
                    onPick={(symbol) => change(symbol, 'add')}
                  />
                  <Text size="sm" c="dimmed">
                    {t('stocks.count', { count: data.watchlist.count, limit: data.limits.stocks })}
                  </Text>
                </Group>
              )}
              <Text size="sm" role="status" aria-live="polite">
                {said}
              </Text>
              <WatchlistTable
                id={data.watchlist.id}
                rows={data.rows}
                columns={data.columns}
                onChange={screen ? undefined : change}
                busy={save.isPending}
              />
            </Stack>
          );
        }}
      </QueryStates>
    </WatchlistsFrame>
  );
}
