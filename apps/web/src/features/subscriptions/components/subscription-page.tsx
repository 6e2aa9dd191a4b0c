import { Group, Paper, Stack, Text } from '@mantine/core';
import type { SubscriptionPlan } from '@nivesh/contracts';
import { Trans } from 'react-i18next';
import { QueryStates } from '@/components/market/query-states';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { useSubscriptionData } from '../hooks/use-subscription-data';
import { subscriptionsStrings } from '../strings';
import { PackageTable } from './package-table';
import { SocialLinks } from './social-links';
import { SubscriptionFrame } from './subscription-frame';

/** "Free", or the tiers held with their ends, in the page's language now. */
export function planLine(plans: readonly SubscriptionPlan[]): string {
  const held = plans.flatMap((p) => (p.active ? [p.active] : []));
  if (held.length === 0) return subscriptionsStrings.t('subscription.free');
  return held
    .map((a) =>
      subscriptionsStrings.t('subscription.tierUntil', { tier: a.tierName, date: formatDateIst(a.endsAt) }),
    )
    .join(', ');
}

/** /subscription (spec 2.2): the plans from result and userStatus, reload, back, social links. */
export function SubscriptionPage() {
  const { query, reload, reloading } = useSubscriptionData('subscription');
  const t = useStrings(subscriptionsStrings);
  return (
    <SubscriptionFrame
      title={t('subscription.title')}
      subtitle={t('subscription.subtitle')}
      onReload={reload}
      reloading={reloading}
      back={{ to: '/subscription-feature', label: t('subscription.compare') }}
    >
      <QueryStates query={query} loading={<Text role="status">{t('subscription.loading')}</Text>}>
        {(answer) => (
          <Stack gap="lg">
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" gap="sm">
                <Text size="sm" data-testid="current-plan">
                  {answer.data.userStatus === 1 ? (
                    <Trans
                      ns={subscriptionsStrings.namespace}
                      i18nKey="subscription.yourPlan"
                      values={{ plan: planLine(answer.data.result) }}
                      components={{ b: <b /> }}
                    />
                  ) : (
                    t('subscription.signInToBuy')
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
