import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RootErrorPageProps {
  /** True for the outermost boundary, where the header and footer could not be shown. */
  readonly standalone?: boolean;
}

/** A friendly page instead of a crash when a page fails to load or render. */
export function RootErrorPage({ standalone = false }: RootErrorPageProps) {
  const { t } = useTranslation();
  const content = (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <IconAlertTriangle size={56} stroke={1.4} color="var(--mantine-color-orange-6)" aria-hidden="true" />
        <Title order={1} fz={28}>
          {t('error.heading')}
        </Title>
        <Text c="dimmed">{t('error.text')}</Text>
        <Group justify="center">
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
          {/* A plain link: after a failure the router itself may be what broke. */}
          <Button component="a" href="/">
            {t('error.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
  return standalone ? <main>{content}</main> : content;
}
