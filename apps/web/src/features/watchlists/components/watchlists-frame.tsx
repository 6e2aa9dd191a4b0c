import { List } from '@mantine/core';
import { WATCHLIST_STOCKS_MAX, WATCHLISTS_MAX } from '@nivesh/contracts';
import { IconStar } from '@tabler/icons-react';
import type { Crumb } from '@/components/market/market-page';
import {
  SignedInPage,
  type SignedInPageProps,
  SignedOutIntro,
  useSignedIn,
} from '@/components/session/signed-in-page';
import { appPath } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import { watchlistsStrings } from '../strings';

export const LIST_HREF = appPath('/watchlist/').getHref();
export const ADD_HREF = appPath('/add-watchlist/').getHref();
export const COLUMNS_HREF = appPath('/edit-column/').getHref();
export const updateHref = (id: string) =>
  appPath('/update-watchlist/{watchlist_id}').getHref({ watchlist_id: id });
export const stocksHref = (id: string) =>
  appPath('/watchlist-stock/{watchlist_id}').getHref({ watchlist_id: id });

/** The breadcrumb every page of the area starts with. */
export function useWatchlistsCrumb(): Crumb {
  const t = useStrings(watchlistsStrings);
  return { label: t('common.watchlists'), href: LIST_HREF };
}

type WatchlistsFrameProps = Omit<SignedInPageProps, 'intro'>;

/** The frame of every watchlist page: a signed-out visitor sees what watchlists do and a way to sign in. */
export function WatchlistsFrame(props: WatchlistsFrameProps) {
  const t = useStrings(watchlistsStrings);
  return (
    <SignedInPage
      {...props}
      intro={
        <SignedOutIntro
          icon={<IconStar size={26} aria-hidden="true" />}
          title={t('intro.title')}
          points={
            <>
              <List.Item>
                {t('intro.lists', { lists: WATCHLISTS_MAX, stocks: WATCHLIST_STOCKS_MAX })}
              </List.Item>
              <List.Item>{t('intro.live')}</List.Item>
            </>
          }
          yours={t('intro.yours')}
          signIn={t('intro.signIn')}
        />
      }
    />
  );
}

export { useSignedIn };
