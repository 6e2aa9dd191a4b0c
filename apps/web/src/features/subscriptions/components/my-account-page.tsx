import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AccountListsCard } from '@/components/account/account-lists-card';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst, NO_VALUE } from '@/lib/format';
import { loginHref } from '@/lib/session/auth-session';
import { useUserData } from '@/lib/session/use-user-data';
import { isSignedIn } from '@/lib/session/userdata-store';
import { useStrings } from '@/lib/strings';
import { useMyAccountRecord, useMyPlan } from '../api/get-my-plan';
import { subscriptionsStrings } from '../strings';
import { PaymentHistory } from './payment-history';
import { SubscriptionFrame } from './subscription-frame';

function SignedOut() {
  const t = useStrings(subscriptionsStrings);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text>{t('account.signedOut')}</Text>
        <Button component={Link} to={loginHref('/my-account')}>
          {t('account.login')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /my-account: the user's record, plan, expiry and payment history with GST invoices. */
export function MyAccountPage() {
  const t = useStrings(subscriptionsStrings);
  const user = useUserData();
  const signedIn = isSignedIn(user);
  const account = useMyAccountRecord(signedIn);
  const plan = useMyPlan(signedIn);
  return (
    <SubscriptionFrame
      title={t('account.title')}
      onReload={signedIn ? () => void plan.refetch() : undefined}
      reloading={plan.isFetching}
    >
      {!signedIn ? (
        <SignedOut />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Paper withBorder p="md" radius="md">
              <QueryStates query={account} loading={<Text role="status">{t('account.loadingAccount')}</Text>}>
                {(a) => (
                  <Stack gap={4}>
                    <Title order={2} fz="lg">
                      {a.user.user_name}
                    </Title>
                    <Text size="sm">{t('account.mobile', { mobile: a.user.mobile })}</Text>
                    <Text size="sm">{t('account.email', { email: a.user.email ?? NO_VALUE })}</Text>
                    <Text size="sm" c="dimmed">
                      {t('account.memberSince', { date: formatDateIst(a.user.createdAt) })}
                    </Text>
                  </Stack>
                )}
              </QueryStates>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <QueryStates query={plan} loading={<Text role="status">{t('account.loadingPlan')}</Text>}>
                {(p) => (
                  <Stack gap="xs">
                    <Group gap="xs">
                      <Title order={2} fz="lg">
                        {t('account.plan')}
                      </Title>
                      <Badge size="lg" color={p.active.length > 0 ? 'teal' : 'gray'} data-testid="plan-name">
                        {p.planName}
                      </Badge>
                    </Group>
                    {p.active.length === 0 ? (
                      <Text size="sm">{t('account.onFree')}</Text>
                    ) : (
                      p.active.map((h) => (
                        <Text size="sm" key={h.tier} data-testid={`expiry-${h.tier}`}>
                          {t('account.activeTier', {
                            tier: h.tierName,
                            start: formatDateIst(h.startsAt),
                            end: formatDateIst(h.endsAt),
                          })}
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
                      {p.active.length > 0 ? t('account.extend') : t('account.upgrade')}
                    </Button>
                  </Stack>
                )}
              </QueryStates>
            </Paper>
          </SimpleGrid>
          <AccountListsCard />
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {t('account.paymentHistory')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('account.gstNote')}
            </Text>
            <QueryStates query={plan} loading={<Text role="status">{t('account.loadingPayments')}</Text>}>
              {(p) => <PaymentHistory payments={p.payments} />}
            </QueryStates>
          </Stack>
        </Stack>
      )}
    </SubscriptionFrame>
  );
}
