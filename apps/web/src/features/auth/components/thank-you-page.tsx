import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { safeRedirect } from '@/lib/session/auth-session';
import { useUserData } from '@/lib/session/use-user-data';
import { useStrings } from '@/lib/strings';
import { authStrings } from '../strings';
import { AuthCard } from './auth-card';

function redirectFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('redirect' in state)) return undefined;
  const target = (state as { redirect?: unknown }).redirect;
  return typeof target === 'string' ? safeRedirect(target, undefined) : undefined;
}

/** Welcome after registration. */
export function ThankYouPage() {
  const t = useStrings(authStrings);
  const user = useUserData();
  const location = useLocation();
  const redirect = redirectFromState(location.state);
  if (!user) {
    return (
      <AuthCard title={t('thankYou.title')}>
        <Text>{t('thankYou.visiting')}</Text>
        <Button component={Link} to={paths.login.getHref()}>
          {t('thankYou.signIn')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('thankYou.welcome', { name: user.user_name })} subtitle={t('thankYou.ready')}>
      <Text>{t('thankYou.nowYouCan')}</Text>
      <Stack gap="sm">
        {redirect && (
          <Button component={Link} to={redirect}>
            {t('thankYou.continue')}
          </Button>
        )}
        <Button component={Link} to={paths.home.getHref()} variant={redirect ? 'default' : 'filled'}>
          {t('thankYou.explore')}
        </Button>
        <Button component={Link} to={paths.orderDashboard.getHref()} variant="default">
          {t('thankYou.orderDashboard')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
