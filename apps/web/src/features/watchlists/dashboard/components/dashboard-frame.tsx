import { Button, List, NativeSelect, Stack, Text } from '@mantine/core';
import type { WatchlistChoice } from '@nivesh/contracts';
import { IconLayoutDashboard, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryEmpty } from '@/components/market/query-states';
import {
  SignedInPage,
  type SignedInPageProps,
  SignedOutIntro,
  useSignedIn,
} from '@/components/session/signed-in-page';
import { appPath } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import { dashboardStrings } from '../dashboard.strings';

export const ADD_WATCHLIST_HREF = appPath('/add-watchlist/').getHref();
export const WATCHLIST_SIGNAL_HREF = appPath('/watchlist-signal').getHref();
export const DASHBOARD_HREF = appPath('/dashboard').getHref();
export const ORDER_DASHBOARD_HREF = appPath('/order-dashboard').getHref();
export const stocksHref = (id: string) =>
  appPath('/watchlist-stock/{watchlist_id}').getHref({ watchlist_id: id });
export const sectorHref = (slug: string) =>
  appPath('/nse-sectors-list/{sector_id}/').getHref({ sector_id: slug });
/** The signals page of one list. */
export const listSignalsHref = (id: string) =>
  `${WATCHLIST_SIGNAL_HREF}?${new URLSearchParams({ watchlist_id: id })}`;

type DashboardFrameProps = Omit<SignedInPageProps, 'intro'>;

/** The frame of the dashboard pages: a signed-out visitor sees what they show and a way to sign in. */
export function DashboardFrame(props: DashboardFrameProps) {
  const t = useStrings(dashboardStrings);
  return (
    <SignedInPage
      {...props}
      intro={
        <SignedOutIntro
          icon={<IconLayoutDashboard size={26} aria-hidden="true" />}
          title={t('intro.title')}
          points={
            <>
              <List.Item>{t('intro.points')}</List.Item>
              <List.Item>{t('intro.signalPoint')}</List.Item>
            </>
          }
          yours={t('intro.yours')}
          signIn={t('intro.signIn')}
        />
      }
    />
  );
}

/** An empty state that teaches: what is missing (bold), why or what was checked, and what to do next. */
export function TeachingEmpty({
  title,
  lines,
  action,
}: {
  readonly title: string;
  readonly lines: readonly string[];
  readonly action: ReactNode;
}) {
  return (
    <QueryEmpty
      message={
        <Stack gap={4} component="span">
          <Text span fw={600}>
            {title}
          </Text>
          {lines.map((line) => (
            <Text span size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      }
    >
      {action}
    </QueryEmpty>
  );
}

/** The empty state of an account without lists: what to do, and the link to make one. */
export function NoWatchlistYet() {
  const t = useStrings(dashboardStrings);
  return (
    <TeachingEmpty
      title={t('common.noListTitle')}
      lines={[t('common.noListText')]}
      action={
        <Button
          component={Link}
          to={ADD_WATCHLIST_HREF}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          {t('common.makeList')}
        </Button>
      }
    />
  );
}

/** The choice of one of the user's lists. */
export function WatchlistPicker({
  lists,
  value,
  onChange,
}: {
  readonly lists: readonly WatchlistChoice[];
  readonly value: string;
  readonly onChange: (id: string) => void;
}) {
  const t = useStrings(dashboardStrings);
  return (
    <NativeSelect
      label={t('common.chooseList')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={lists.map((l) => ({ value: l.id, label: `${l.name} (${l.count})` }))}
      w={{ base: '100%', xs: 260 }}
    />
  );
}

export { useSignedIn };
