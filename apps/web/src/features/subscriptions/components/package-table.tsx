import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DurationColumn, SubscriptionPlan } from '@nivesh/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDateIst } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { type CheckoutResult, useCheckout } from '../hooks/use-checkout';
import { payable, rupeesText } from '../lib/plan-prices';
import { subscriptionsStrings } from '../strings';
import { AuthIssueDialog } from './auth-issue-dialog';
import { ComingFeatures, IncludedFeatures, PolicyLinks } from './coming-features';
import { DurationChoice } from './duration-choice';
import { PackageDetailDialog } from './package-detail-dialog';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

const RESULT_COLOUR = { success: 'teal', pending: 'yellow', failed: 'red' } as const;

function ResultAlert({ result, onClose }: { readonly result: CheckoutResult; readonly onClose: () => void }) {
  const t = useStrings(subscriptionsStrings);
  return (
    <Alert
      color={RESULT_COLOUR[result.kind]}
      title={t(`packages.result.${result.kind}`)}
      withCloseButton
      onClose={onClose}
      role="alert"
      data-testid="payment-result"
    >
      <Stack gap={6} align="flex-start">
        <Text size="sm">{result.message}</Text>
        {result.kind === 'success' && (
          <Button component={Link} to="/my-account" size="xs" variant="light" color="teal">
            {t('packages.seeMyPlan')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

interface PlanCardProps {
  readonly plan: SubscriptionPlan;
  readonly busy: boolean;
  readonly onDetails: () => void;
  readonly onPay: (duration: DurationColumn) => void;
}

function PlanCard({ plan, busy, onDetails, onPay }: PlanCardProps) {
  const { t: shell } = useTranslation();
  const t = useStrings(subscriptionsStrings);
  const [duration, setDuration] = useState<DurationColumn>('onemonth');
  const free = plan.onemonth + plan.threemonth + plan.sixmonth + plan.oneyear === 0;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`plan-${plan.slug}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg">
            {plan.name}
          </Title>
          {plan.active && (
            <Badge color="teal" variant="light">
              {t('packages.activeUntil', { date: formatDateIst(plan.active.endsAt) })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {plan.description}
        </Text>
        <IncludedFeatures names={plan.features} />
        <ComingFeatures names={plan.coming} />
        <Text fw={700} fz="xl">
          {rupeesText(free ? 0 : plan[duration])}
        </Text>
        {!free && <DurationChoice pkg={plan} value={duration} onChange={setDuration} />}
        <Group gap="xs" mt="auto">
          <Button variant="default" size="sm" onClick={onDetails}>
            {t('packages.details')}
          </Button>
          {free ? (
            <Text size="sm" c="dimmed">
              {t('packages.includedForEveryone')}
            </Text>
          ) : !plan.onSale ? (
            <Text size="sm" c="dimmed" data-testid="not-on-sale">
              {shell('plans.notOnSale')}
            </Text>
          ) : (
            <Button
              size="sm"
              onClick={() => onPay(duration)}
              loading={busy}
              disabled={!payable(plan[duration])}
            >
              {t('packages.payNow')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

interface PackageTableProps {
  readonly plans: readonly SubscriptionPlan[];
  readonly userStatus: number;
}

/** The package table for purchase (spec 2.2): cards, a detail dialog per package, duration choice, Pay Now. */
export function PackageTable({ plans, userStatus }: PackageTableProps) {
  const location = useLocation();
  const checkout = useCheckout(userStatus);
  const [detail, setDetail] = useState<SubscriptionPlan | null>(null);
  const [detailDuration, setDetailDuration] = useState<DurationColumn>('onemonth');
  const { state } = checkout;
  return (
    <Stack gap="md">
      {state.result && <ResultAlert result={state.result} onClose={checkout.dismissResult} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(plans.length, 4) }} spacing="md">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            busy={state.busy && state.sandbox === null}
            onDetails={() => {
              setDetailDuration('onemonth');
              setDetail(plan);
            }}
            onPay={(duration) => void checkout.start(plan, duration)}
          />
        ))}
      </SimpleGrid>
      <PolicyLinks />
      <PackageDetailDialog
        plan={detail}
        duration={detailDuration}
        onDuration={setDetailDuration}
        busy={state.busy}
        onClose={() => setDetail(null)}
        onPay={() => {
          const plan = detail;
          setDetail(null);
          if (plan) void checkout.start(plan, detailDuration);
        }}
      />
      <AuthIssueDialog
        opened={state.authIssue}
        onClose={checkout.closeAuthIssue}
        returnTo={location.pathname + location.search}
      />
      <SandboxCheckoutDialog
        checkout={state.sandbox}
        paying={state.busy}
        error={state.sandboxError}
        onPay={(card) => void checkout.paySandboxCard(card)}
        onClose={checkout.closeSandbox}
      />
    </Stack>
  );
}
