import { Accordion, Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAV_GROUPS } from '@/config/navigation';
import { navigationStrings } from '@/config/navigation.strings';
import { useRouteTitle } from '@/config/route-titles.strings';
import { useStrings } from '@/lib/strings';
import { ComingSoonBadge, isComingSoon } from './coming-soon-badge';
import { SymbolSearch } from './symbol-search';

interface MobileNavDrawerProps {
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** Below the md breakpoint the header menus collapse into this drawer, one accordion per area. */
export function MobileNavDrawer({ opened, onClose }: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const nav = useStrings(navigationStrings);
  const routeTitle = useRouteTitle();
  const { pathname } = useLocation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('nav.menuTitle')}
      size="min(100%, 360px)"
      padding="md"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      hiddenFrom="md"
    >
      <Stack gap="md">
        <SymbolSearch onNavigate={onClose} />
        <Accordion variant="default" chevronPosition="right">
          {NAV_GROUPS.map((group) => (
            <Accordion.Item key={group.id} value={group.id}>
              <Accordion.Control>{nav(`groups.${group.id}`)}</Accordion.Control>
              <Accordion.Panel>
                <nav aria-label={nav(`groups.${group.id}`)}>
                  {group.links.map((link) => (
                    <NavLink
                      key={link.path}
                      component={Link}
                      to={link.getHref()}
                      label={routeTitle(link.path)}
                      {...(isComingSoon(link.path)
                        ? {
                            rightSection: <ComingSoonBadge />,
                            c: 'dimmed',
                            'aria-label': t('nav.comingSoonTitle', { title: routeTitle(link.path) }),
                          }
                        : {})}
                      active={pathname === link.getHref()}
                      onClick={onClose}
                    />
                  ))}
                </nav>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Drawer>
  );
}
