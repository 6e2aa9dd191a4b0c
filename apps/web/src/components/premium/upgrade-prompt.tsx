import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { premiumOf } from '@nivesh/contracts';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { isRefusal } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { premiumStrings } from './strings';

/** The premium block of an API refusal (`requireTier` on the server), or null for any other error. */
export function premiumRefusalOf(error: unknown): ReturnType<typeof premiumOf> {
  if (!isRefusal(error)) return null;
  return premiumOf({ status: 0, message: error.message, ...(error.body ?? {}) });
}

interface UpgradePromptProps {
  readonly message: string;
  readonly premium: NonNullable<ReturnType<typeof premiumOf>>;
}

/** In place of premium data the user's plan does not include: what it is, which plans open it, and the way there. */
export function UpgradePrompt({ message, premium }: UpgradePromptProps) {
  const t = useStrings(premiumStrings);
  const location = useLocation();
  const login = `/login/?redirect=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('feature', { tiers: premium.tierNames.join(' / ') })}
      icon={<IconLock size={20} aria-hidden="true" />}
      data-testid="upgrade-prompt"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Group gap="xs">
          <Button component={Link} to={premium.subscribeAt} size="xs">
            {t('seePlans')}
          </Button>
          {!premium.signedIn && (
            <Button component={Link} to={login} size="xs" variant="light">
              {t('login')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
