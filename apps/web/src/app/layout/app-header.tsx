import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitch } from './language-switch';
import classes from './layout.module.css';
import { Logo } from './logo';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { NavMenus } from './nav-menus';
import { SymbolSearch } from './symbol-search';

export function AppHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            />
            <Logo />
          </Group>
          <Box visibleFrom="sm" style={{ flex: 1, maxWidth: 420 }}>
            <SymbolSearch />
          </Box>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ColorSchemeToggle />
            <AccountMenu />
          </Group>
        </Group>
      </Container>
      <Box visibleFrom="md" className={classes.navRow}>
        <Container size="xl" py={6}>
          <NavMenus />
        </Container>
      </Box>
      <MobileNavDrawer opened={opened} onClose={close} />
    </Box>
  );
}
