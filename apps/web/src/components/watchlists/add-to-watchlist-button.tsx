import { ActionIcon, Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconLogin, IconPlus, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { appPath } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { loginHref } from '@/lib/session/auth-session';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';
import { useStrings } from '@/lib/strings';
import { useSaveStock, useWatchlists } from '@/lib/watchlists/watchlists-api';
import { watchlistButtonStrings } from './strings';

const ADD_WATCHLIST_HREF = appPath('/add-watchlist/').getHref();

/**
 * "Add to watchlist": a menu of the user's lists, each adding `symbol` (or removing it when the list
 * has it already), and a link to make a new list; a signed-out visitor is asked to sign in (and comes
 * back here). The server's answer ("Added SBIN to “Banks”", a limit) is read out beside the button.
 */
export function AddToWatchlistButton({
  symbol,
  compact = false,
}: {
  readonly symbol: string;
  /**
   * An icon button named "Add SBIN to a watchlist" (a table's row): the menu stays open after a
   * change and shows the server's answer inside it, so the row keeps its width.
   */
  readonly compact?: boolean;
}) {
  const t = useStrings(watchlistButtonStrings);
  const location = useLocation();
  const signedIn = isSignedIn(useUserData());
  const [opened, setOpened] = useState(false);
  const lists = useWatchlists(signedIn && opened);
  const save = useSaveStock();
  const [said, setSaid] = useState('');
  const answer = lists.data && !isRefusal(lists.data) ? lists.data : undefined;

  const toggle = (watchlistId: string, has: boolean) => {
    setSaid('');
    save.mutate(
      { watchlist_id: watchlistId, symbol, action: has ? 'remove' : 'add' },
      { onSuccess: (a) => setSaid(a.message), onError: () => setSaid(t('failed')) },
    );
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Menu
        opened={opened}
        onChange={(next) => {
          setOpened(next);
          if (next && compact) setSaid('');
        }}
        position="bottom-end"
        withinPortal
        closeOnItemClick={!compact}
        // Mantine's focus placeholder is a focusable "presentation" div inside role="menu", which
        // axe-core counts as a serious aria-required-children violation; focus goes to the first item.
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          {compact ? (
            <ActionIcon variant="subtle" size="md" aria-label={t('addSymbol', { symbol })}>
              <IconStar size={16} aria-hidden="true" />
            </ActionIcon>
          ) : (
            <Button variant="light" leftSection={<IconStar size={16} aria-hidden="true" />}>
              {t('add')}
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          {!signedIn ? (
            <Menu.Item
              component={Link}
              to={loginHref(`${location.pathname}${location.search}`)}
              leftSection={<IconLogin size={16} aria-hidden="true" />}
            >
              {t('signIn')}
            </Menu.Item>
          ) : (
            <>
              <Menu.Label>{t('menuLabel')}</Menu.Label>
              {!answer && <Menu.Item disabled>{t('loading')}</Menu.Item>}
              {answer && answer.watchlists.length === 0 && <Menu.Item disabled>{t('none')}</Menu.Item>}
              {answer?.watchlists.map((w) => {
                const has = w.symbols.includes(symbol);
                const full = !has && w.count >= answer.limits.stocks;
                const vars = { name: w.name, count: w.count, limit: answer.limits.stocks, symbol };
                // A list that follows a screen holds the screen's results: nothing is added by hand.
                if (w.screen)
                  return (
                    <Menu.Item key={w.id} disabled>
                      {t('followsScreen', { name: w.name, screen: w.screen.name })}
                    </Menu.Item>
                  );
                return (
                  <Menu.Item
                    key={w.id}
                    disabled={full || save.isPending}
                    onClick={() => toggle(w.id, has)}
                    leftSection={
                      has ? (
                        <IconCheck size={16} aria-hidden="true" />
                      ) : (
                        <IconPlus size={16} aria-hidden="true" />
                      )
                    }
                  >
                    {full ? t('full', vars) : t(has ? 'inList' : 'notInList', vars)}
                  </Menu.Item>
                );
              })}
              <Menu.Divider />
              <Menu.Item
                component={Link}
                to={ADD_WATCHLIST_HREF}
                leftSection={<IconPlus size={16} aria-hidden="true" />}
              >
                {t('create')}
              </Menu.Item>
              {compact && said && (
                <Menu.Item disabled maw={280}>
                  {said}
                </Menu.Item>
              )}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {compact ? (
        <VisuallyHidden role="status" aria-live="polite">
          {said}
        </VisuallyHidden>
      ) : (
        <Text size="sm" role="status" aria-live="polite">
          {said}
        </Text>
      )}
    </Group>
  );
}
