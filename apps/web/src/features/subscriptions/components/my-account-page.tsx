import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst, NO_VALUE } from '@/lib/format';
import { loginHref } from '@/lib/session/auth-session';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';
import { useMyAccountRecord, useMyPlan } from '../api/get-my-plan';
import { PaymentHistory } from './payment-history';
import { SubscriptionFrame } from './subscription-frame';

function SignedOut() {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text>Sign in to see your account, your plan and your payments.</Text>
        <Button component={Link} to={loginHref('/my-account')}>
          Login
        </Button>
      </Stack>
    </Paper>
  );
}

/** /my-account: the user's record, plan, expiry and payment history with GST invoices. */
export function MyAccountPage() {
  const user = useUserData();
  const signedIn = isSignedIn(user);
  const account = useMyAccountRecord(signedIn);
  const plan = useMyPlan(signedIn);
  return (
    <SubscriptionFrame
      title="My account"
      onReload={signedIn ? () => void plan.refetch() : undefined}
      reloading={plan.isFetching}
    >
      {!signedIn ? (
        <SignedOut />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Paper withBorder p="md" radius="md">
              <QueryStates query={account} loading={<Text role="status">Loading your account…</Text>}>
                {(a) => (
                  <Stack gap={4}>
                    <Title order={2} fz="lg">
                      {a.user.user_name}
                    </Title>
                    <Text size="sm">Mobile: {a.user.mobile}</Text>
                    <Text size="sm">Email: {a.user.email ?? NO_VALUE}</Text>
                    <Text size="sm" c="dimmed">
                      Member since {formatDateIst(a.user.createdAt)}
                    </Text>
                  </Stack>
                )}
              </QueryStates>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <QueryStates query={plan} loading={<Text role="status">Loading your plan…</Text>}>
                {(p) => (
                  <Stack gap="xs">
                    <Group gap="xs">
                      <Title order={2} fz="lg">
                        Plan:
                      </Title>
                      <Badge size="lg" color={p.active.length > 0 ? 'teal' : 'gray'} data-testid="plan-name">
                        {p.planName}
                      </Badge>
                    </Group>
                    {p.active.length === 0 ? (
                      <Text size="sm">You are on the Free plan.</Text>
                    ) : (
                      p.active.map((h) => (
                        <Text size="sm" key={h.tier} data-testid={`expiry-${h.tier}`}>
                          {h.tierName}: active since {formatDateIst(h.startsAt)}, expires{' '}
                          {formatDateIst(h.endsAt)}
                        </Text>
                      ))
                    )}
                    <Button
                      component={Link}
                      to="/subscription"
                      size="xs"
                      variant="light"
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {p.active.length > 0 ? 'Extend or change plan' : 'Upgrade'}
                    </Button>
                  </Stack>
                )}
              </QueryStates>
            </Paper>
          </SimpleGrid>
          <Stack gap="xs">
            <Title order={2} fz="lg">
              Payment history
            </Title>
            <Text size="xs" c="dimmed">
              Prices include 18 % GST; each paid plan has a tax invoice to download.
            </Text>
            <QueryStates query={plan} loading={<Text role="status">Loading payments…</Text>}>
              {(p) => <PaymentHistory payments={p.payments} />}
            </QueryStates>
          </Stack>
        </Stack>
      )}
    </SubscriptionFrame>
  );
}
