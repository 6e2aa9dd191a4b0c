import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundIllustration } from './not-found-illustration';

/** Any path that is no route of the product (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={48}>
      <Stack align="center" gap="md" ta="center">
        <NotFoundIllustration />
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('notFound.heading')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('notFound.text')}
        </Text>
        <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} />}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
