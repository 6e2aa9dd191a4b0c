import { Button, Group, Menu, SimpleGrid } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAV_GROUPS } from '@/config/navigation';
import { navigationStrings } from '@/config/navigation.strings';
import { useRouteTitle } from '@/config/route-titles.strings';
import { useStrings } from '@/lib/strings';
import { ComingSoonBadge, isComingSoon } from './coming-soon-badge';

/** Desktop navigation: one dropdown per product area; links to pages not built yet are marked coming soon. */
export function NavMenus() {
  const { t } = useTranslation();
  const nav = useStrings(navigationStrings);
  const routeTitle = useRouteTitle();
  return (
    <Group component="nav" aria-label={t('nav.main')} gap={2} wrap="wrap">
      {NAV_GROUPS.map((group) => (
        <Menu
          key={group.id}
          trigger="click-hover"
          openDelay={60}
          closeDelay={120}
          position="bottom-start"
          shadow="md"
        >
          <Menu.Target>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              rightSection={<IconChevronDown size={14} />}
            >
              {nav(`groups.${group.id}`)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <SimpleGrid cols={group.links.length > 10 ? 2 : 1} spacing={0} verticalSpacing={0}>
              {group.links.map((link) => (
                <Menu.Item
                  key={link.path}
                  component={Link}
                  to={link.getHref()}
                  {...(isComingSoon(link.path)
                    ? {
                        rightSection: <ComingSoonBadge />,
                        c: 'dimmed',
                        'aria-label': t('nav.comingSoonTitle', { title: routeTitle(link.path) }),
                      }
                    : {})}
                >
                  {routeTitle(link.path)}
                </Menu.Item>
              ))}
            </SimpleGrid>
          </Menu.Dropdown>
        </Menu>
      ))}
    </Group>
  );
}
