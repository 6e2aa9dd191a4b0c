import {
  Anchor,
  Badge,
  Breadcrumbs,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconHome, IconLogin, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AppPath, paths } from '@/config/paths';
import { useAreaLabel, useRouteTitle } from '@/config/route-titles.strings';
import { useStrings } from '@/lib/strings';
import { comingSoonStrings } from '../strings';

interface ComingSoonPageProps {
  readonly route: AppPath;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly signedIn: boolean;
}

/** An honest page for a route whose feature is still being built: no invented data. */
export function ComingSoonPage({ route, params, signedIn }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const ts = useStrings(comingSoonStrings);
  const routeTitle = useRouteTitle();
  const area = useAreaLabel()(route.area);
  const shownParams = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[0] !== '*' && typeof entry[1] === 'string',
  );
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Breadcrumbs separator="›">
          <Anchor component={Link} to={paths.home.getHref()} size="sm">
            {ts('home')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {area}
          </Text>
        </Breadcrumbs>
        <Stack gap="xs">
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {area}
            </Badge>
            <Badge variant="light" color="yellow">
              {t('comingSoon.badge')}
            </Badge>
          </Group>
          <Title order={1}>{routeTitle(route.path)}</Title>
          {shownParams.length > 0 && (
            <Group gap="xs">
              {shownParams.map(([name, value]) => (
                <Badge key={name} variant="outline" tt="none">
                  {name}: {value}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Paper withBorder p="lg">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              <IconTools size={24} />
            </ThemeIcon>
            <Stack gap="sm">
              <Text>{t('comingSoon.text')}</Text>
              <Text fw={600}>{t('comingSoon.available')}</Text>
              <List spacing={6} size="sm">
                <List.Item icon={<IconHome size={16} />}>
                  <Anchor component={Link} to={paths.home.getHref()}>
                    {t('comingSoon.home')}
                  </Anchor>
                </List.Item>
                {!signedIn && (
                  <List.Item icon={<IconLogin size={16} />}>
                    <Anchor component={Link} to={paths.login.getHref()}>
                      {t('comingSoon.signIn')}
                    </Anchor>
                  </List.Item>
                )}
              </List>
            </Stack>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}
