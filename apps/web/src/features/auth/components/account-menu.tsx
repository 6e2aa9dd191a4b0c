import { Avatar, Button, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconHome2, IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';
import { useStrings } from '@/lib/strings';
import { useLogout } from '../api/logout';
import { authStrings } from '../strings';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');
}

/** Sign-in button for visitors; for a signed-in user, a menu with account links and sign-out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const ta = useStrings(authStrings);
  const user = useUserData();
  const navigate = useNavigate();
  const logout = useLogout();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  if (!user || !isSignedIn(user)) {
    return (
      // The icon only from tablets up: a phone's header keeps its width for the language switch.
      <Button
        component={Link}
        to={paths.login.getHref()}
        leftSection={wide ? <IconUser size={16} aria-hidden /> : undefined}
        px={wide ? 'md' : 10}
      >
        {t('nav.signIn')}
      </Button>
    );
  }

  const name = user.user_name || user.mobile;
  const shown = initials(name) || 'N';
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (WCAG 2.5.3): initials, the name (said on a phone too, where it
            does not show), then what the button opens. */}
        <UnstyledButton style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Avatar color="nivesh" radius="xl" size="sm">
            {shown}
          </Avatar>
          <Text size="sm" fw={600} visibleFrom="sm" maw={140} truncate>
            {name}
          </Text>
          <VisuallyHidden hiddenFrom="sm">{name}</VisuallyHidden>
          <VisuallyHidden>{ta('accountMenu')}</VisuallyHidden>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to={paths.myAccount.getHref()} leftSection={<IconUser size={16} />}>
          {t('nav.myAccount')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.dashboard.getHref()} leftSection={<IconHome2 size={16} />}>
          {t('nav.dashboard')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.orderDashboard.getHref()}
          leftSection={<IconLayoutDashboard size={16} />}
        >
          {t('nav.orderDashboard')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () => {
                navigate(paths.home.getHref());
              },
            })
          }
        >
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
