import { Alert, Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_LINKS, NAV_GROUPS } from '@/config/navigation';
import { navigationStrings } from '@/config/navigation.strings';
import { useRouteTitle } from '@/config/route-titles.strings';
import { useStrings } from '@/lib/strings';
import { ComingSoonBadge, isComingSoon } from './coming-soon-badge';
import classes from './layout.module.css';
import { LogoMark } from './logo';

export function AppFooter() {
  const { t } = useTranslation();
  const nav = useStrings(navigationStrings);
  const routeTitle = useRouteTitle();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Group gap={8}>
              <LogoMark size={28} />
              <Text fw={800} fz="lg">
                {t('brand')}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              {t('footer.information')}
            </Title>
            <SimpleGrid
              cols={2}
              spacing={4}
              verticalSpacing={4}
              component="nav"
              aria-label={t('footer.information')}
            >
              {FOOTER_LINKS.map((link) => (
                <Group key={link.path} gap={4} wrap="nowrap">
                  <Anchor component={Link} to={link.getHref()} size="sm" c="dimmed">
                    {routeTitle(link.path)}
                  </Anchor>
                  {isComingSoon(link.path) && <ComingSoonBadge />}
                </Group>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap={6}>
            <Title order={2} fz="sm" tt="uppercase" c="dimmed">
              {t('footer.explore')}
            </Title>
            <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
              {NAV_GROUPS.map((group) => {
                const first = group.links[0];
                return first ? (
                  <Anchor key={group.id} component={Link} to={first.getHref()} size="sm" c="dimmed">
                    {nav(`groups.${group.id}`)}
                  </Anchor>
                ) : null;
              })}
            </SimpleGrid>
          </Stack>
        </SimpleGrid>
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} mt="xl" py="xs">
          <Text size="sm" fw={600}>
            {t('footer.simulated')}
          </Text>
        </Alert>
        <Text size="xs" c="dimmed" mt="md">
          {t('footer.disclaimer')}
        </Text>
        <Text size="xs" c="dimmed" mt="xs">
          {t('footer.copyright', { year })}
        </Text>
        <Text size="xs" c="dimmed" mt="xs">
          <Trans
            i18nKey="footer.chartsBy"
            components={{ tv: <Anchor href="https://www.tradingview.com/" size="xs" /> }}
          />
        </Text>
      </Container>
    </Box>
  );
}
