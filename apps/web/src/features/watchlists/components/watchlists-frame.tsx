import { Button, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { WATCHLIST_STOCKS_MAX, WATCHLISTS_MAX } from '@nivesh/contracts';
import { IconLogin, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { type Crumb, MarketPage } from '@/components/market/market-page';
import { appPath } from '@/config/paths';
import { loginHref } from '@/lib/session/auth-session';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';
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

/** What a signed-out visitor sees: what watchlists do, and a way to sign in (then back here). */
function SignedOutIntro() {
  const location = useLocation();
  const t = useStrings(watchlistsStrings);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light">
          <IconStar size={26} aria-hidden="true" />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t('intro.title')}
        </Text>
        <List spacing={6} size="sm">
          <List.Item>{t('intro.lists', { lists: WATCHLISTS_MAX, stocks: WATCHLIST_STOCKS_MAX })}</List.Item>
          <List.Item>{t('intro.live')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('intro.yours')}
        </Text>
        <Button
          component={Link}
          to={loginHref(`${location.pathname}${location.search}`)}
          leftSection={<IconLogin size={16} aria-hidden="true" />}
        >
          {t('intro.signIn')}
        </Button>
      </Stack>
    </Paper>
  );
}

interface WatchlistsFrameProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly breadcrumbs?: readonly Crumb[];
  readonly actions?: ReactNode;
  readonly asOf?: number | null;
  /** The page's content for a signed-in user (signed-out visitors see the introduction instead). */
  readonly children: ReactNode;
}

/** The frame of every watchlist page, and the signed-in check they share. */
export function WatchlistsFrame({
  title,
  subtitle,
  breadcrumbs,
  actions,
  asOf,
  children,
}: WatchlistsFrameProps) {
  const signedIn = useSignedIn();
  return (
    <MarketPage
      title={title}
      subtitle={subtitle}
      breadcrumbs={breadcrumbs}
      actions={signedIn ? actions : undefined}
      asOf={asOf}
    >
      {signedIn ? children : <SignedOutIntro />}
    </MarketPage>
  );
}

/** Whether the visitor is signed in (pages enable their queries with it). */
export const useSignedIn = (): boolean => isSignedIn(useUserData());
