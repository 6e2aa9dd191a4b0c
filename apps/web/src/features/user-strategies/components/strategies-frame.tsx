import { Button, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLogin, IconTargetArrow } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type Crumb, MarketPage } from '@/components/market/market-page';
import { appPath } from '@/config/paths';
import { loginHref } from '@/lib/session/auth-session';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';
import { useStrings } from '@/lib/strings';
import { userStrategiesStrings } from '../strings';

export const LIST_HREF = appPath('/stratergy').getHref();
export const PERFORMANCE_HREF = appPath('/stratergy/performance').getHref();
export const ADD_HREF = appPath('/add-stratergy').getHref();
export const editHref = (id: string) =>
  appPath('/edit-stratergy/{strategies_id}').getHref({ strategies_id: id });
export const stocksHref = (id: string) =>
  appPath('/stratergy-stock/{strategies_id}').getHref({ strategies_id: id });

/** A rule in the screening language, shown as an example (code: the same in every language). */
const RULE_EXAMPLE = 'close > sma(close, 200) and rsi(14) < 40';

/** The breadcrumb every page of the area starts with. */
export function useStrategiesCrumb(): Crumb {
  const t = useStrings(userStrategiesStrings);
  return { label: t('common.myStrategies'), href: LIST_HREF };
}

/** What a signed-out visitor sees: what the feature does, and a way to sign in (then back here). */
function SignedOutIntro() {
  const location = useLocation();
  const t = useStrings(userStrategiesStrings);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light">
          <IconTargetArrow size={26} aria-hidden="true" />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t('intro.title')}
        </Text>
        <List spacing={6} size="sm">
          <List.Item>
            <Trans
              ns={userStrategiesStrings.namespace}
              i18nKey="intro.rules"
              values={{ example: RULE_EXAMPLE }}
              components={{ code: <Text span ff="monospace" /> }}
            />
          </List.Item>
          <List.Item>{t('intro.stocks')}</List.Item>
          <List.Item>{t('intro.backtested')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('intro.yours')}
        </Text>
        <Button
          component={Link}
          to={loginHref(`${location.pathname}${location.search}`)}
          leftSection={<IconLogin size={16} aria-hidden="true" />}
        >
          {t('intro.signIn')}
        </Button>
      </Stack>
    </Paper>
  );
}

interface StrategiesFrameProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly breadcrumbs?: readonly Crumb[];
  readonly actions?: ReactNode;
  readonly asOf?: number | null;
  /** The page's content for a signed-in user (signed-out visitors see the introduction instead). */
  readonly children: ReactNode;
}

/** The frame of every page of the user's strategies, and the signed-in check they share. */
export function StrategiesFrame({
  title,
  subtitle,
  breadcrumbs,
  actions,
  asOf,
  children,
}: StrategiesFrameProps) {
  const signedIn = useSignedIn();
  return (
    <MarketPage
      title={title}
      subtitle={subtitle}
      breadcrumbs={breadcrumbs}
      actions={signedIn ? actions : undefined}
      asOf={asOf}
    >
      {signedIn ? children : <SignedOutIntro />}
    </MarketPage>
  );
}

/** Whether the visitor is signed in (pages enable their queries with it). */
export const useSignedIn = (): boolean => isSignedIn(useUserData());
