import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { safeRedirect } from '@/lib/session/auth-session';
import { useUserData } from '@/lib/session/use-user-data';
import { AuthCard } from './auth-card';

function redirectFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('redirect' in state)) return undefined;
  const target = (state as { redirect?: unknown }).redirect;
  return typeof target === 'string' ? safeRedirect(target, undefined) : undefined;
}

/** Welcome after registration. */
export function ThankYouPage() {
  const user = useUserData();
  const location = useLocation();
  const redirect = redirectFromState(location.state);
  if (!user) {
    return (
      <AuthCard title="Thank you">
        <Text>Thank you for visiting Nivesh. Sign in to use your account.</Text>
        <Button component={Link} to={paths.login.getHref()}>
          Sign in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={`Welcome to Nivesh, ${user.user_name}!`} subtitle="Your account is ready.">
      <Text>
        You can now use the simulated order dashboard and, as they arrive, watchlists, portfolios and alerts.
      </Text>
      <Stack gap="sm">
        {redirect && (
          <Button component={Link} to={redirect}>
            Continue where you left off
          </Button>
        )}
        <Button component={Link} to={paths.home.getHref()} variant={redirect ? 'default' : 'filled'}>
          Explore Nivesh
        </Button>
        <Button component={Link} to={paths.orderDashboard.getHref()} variant="default">
          Open the order dashboard
        </Button>
      </Stack>
    </AuthCard>
  );
}
