import { Group, Paper, Stack, Text } from '@mantine/core';
import type { SubscriptionPlan } from '@nivesh/contracts';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst } from '@/lib/format';
import { useSubscriptionData } from '../hooks/use-subscription-data';
import { PackageTable } from './package-table';
import { SocialLinks } from './social-links';
import { SubscriptionFrame } from './subscription-frame';

/** "Free", or the tiers held with their ends. */
export function planLine(plans: readonly SubscriptionPlan[]): string {
  const held = plans.filter((p) => p.active !== null);
  if (held.length === 0) return 'Free';
  return held.map((p) => `${p.active?.tierName} until ${formatDateIst(p.active?.endsAt)}`).join(', ');
}

/** /subscription (spec 2.2): the plans from result and userStatus, reload, back, social links. */
export function SubscriptionPage() {
  const { query, reload, reloading } = useSubscriptionData('subscription');
  return (
    <SubscriptionFrame
      title="Subscription"
      subtitle="Choose a plan and a duration. Premium features open as soon as the payment is confirmed; prices include GST."
      onReload={reload}
      reloading={reloading}
      back={{ to: '/subscription-feature', label: 'Compare features' }}
    >
      <QueryStates query={query} loading={<Text role="status">Loading plans…</Text>}>
        {(answer) => (
          <Stack gap="lg">
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" gap="sm">
                <Text size="sm" data-testid="current-plan">
                  {answer.data.userStatus === 1 ? (
                    <>
                      Your plan: <b>{planLine(answer.data.result)}</b>
                    </>
                  ) : (
                    'Sign in to buy a plan; the Free plan needs no account.'
                  )}
                </Text>
                <SocialLinks links={answer.data.socialLink} />
              </Group>
            </Paper>
            <PackageTable plans={answer.data.result} userStatus={answer.data.userStatus} />
          </Stack>
        )}
      </QueryStates>
    </SubscriptionFrame>
  );
}
