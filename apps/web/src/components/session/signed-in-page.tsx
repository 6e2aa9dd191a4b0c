import { Button, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { type Crumb, MarketPage } from '@/components/market/market-page';
import { loginHref } from '@/lib/session/auth-session';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';

/** Whether the visitor is signed in (pages of a user's own data enable their queries with it). */
export const useSignedIn = (): boolean => isSignedIn(useUserData());

export interface SignedOutIntroProps {
  /** The area's icon (decorative). */
  readonly icon: ReactNode;
  readonly title: string;
  /** What the area does: `List.Item`s. */
  readonly points: ReactNode;
  /** Why signing in is needed. */
  readonly yours: string;
  readonly signIn: string;
}

/** What a signed-out visitor sees of an area of a user's own data: what it does, and a way to sign in (then back here). */
export function SignedOutIntro({ icon, title, points, yours, signIn }: SignedOutIntroProps) {
  const location = useLocation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Text fw={700} size="lg">
          {title}
        </Text>
        <List spacing={6} size="sm">
          {points}
        </List>
        <Text size="sm" c="dimmed">
          {yours}
        </Text>
        <Button
          component={Link}
          to={loginHref(`${location.pathname}${location.search}`)}
          leftSection={<IconLogin size={16} aria-hidden="true" />}
        >
          {signIn}
        </Button>
      </Stack>
    </Paper>
  );
}

export interface SignedInPageProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly breadcrumbs?: readonly Crumb[];
  readonly actions?: ReactNode;
  readonly asOf?: number | null;
  /** What a signed-out visitor sees instead of the page's content (and without its actions). */
  readonly intro: ReactNode;
  /** The page's content for a signed-in user. */
  readonly children: ReactNode;
}

/** A market page of the user's own data: its content and actions for a signed-in user, `intro` otherwise. */
export function SignedInPage({
  title,
  subtitle,
  breadcrumbs,
  actions,
  asOf,
  intro,
  children,
}: SignedInPageProps) {
  const signedIn = useSignedIn();
  return (
    <MarketPage
      title={title}
      subtitle={subtitle}
      breadcrumbs={breadcrumbs}
      actions={signedIn ? actions : undefined}
      asOf={asOf}
    >
      {signedIn ? children : intro}
    </MarketPage>
  );
}
