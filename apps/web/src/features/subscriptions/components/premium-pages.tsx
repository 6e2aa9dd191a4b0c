import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { answerOf } from '@/lib/api-client';
import { useUserData } from '@/lib/session/use-user-data';
import { useStrings } from '@/lib/strings';
import { useServiceDetails } from '../api/get-premium-services';
import { subscriptionsStrings } from '../strings';
import { ServiceCards } from './service-cards';
import { ServiceDetails } from './service-details';
import { SubscriptionFrame } from './subscription-frame';

/** The Premium breadcrumb, with its label worded at render. */
const premiumCrumb = (label: string) => ({ label, href: '/premium' });

/** /premium: what the paid plans open, and the way to them. */
export function PremiumPage() {
  const t = useStrings(subscriptionsStrings);
  return (
    <SubscriptionFrame title={t('premium.title')} subtitle={t('premium.subtitle')}>
      <Stack gap="lg">
        <Group gap="xs">
          <Button component={Link} to="/subscription">
            {t('premium.seePlans')}
          </Button>
          <Button component={Link} to="/subscription-feature" variant="default">
            {t('premium.compare')}
          </Button>
          <Button component={Link} to="/my-account" variant="default">
            {t('premium.myPlan')}
          </Button>
        </Group>
        <ServiceCards />
      </Stack>
    </SubscriptionFrame>
  );
}

/** /premium-services: every premium service. */
export function PremiumServicesPage() {
  const t = useStrings(subscriptionsStrings);
  return (
    <SubscriptionFrame
      title={t('premium.services')}
      subtitle={t('premium.servicesSubtitle')}
      breadcrumbs={[premiumCrumb(t('premium.title'))]}
    >
      <ServiceCards />
    </SubscriptionFrame>
  );
}

/** /premium-services/{slug}: one service (Pro, Pro+ or F&O). */
export function PremiumServicePage() {
  const t = useStrings(subscriptionsStrings);
  const slug = useParams().slug ?? '';
  const user = useUserData();
  // The same query ServiceDetails runs (one request): its name titles the page.
  const { data } = useServiceDetails(slug, user?.web_token);
  const service = answerOf(data)?.data.service;
  const title = service ? t('premium.servicePlan', { name: service.name }) : t('premium.service');
  return (
    <SubscriptionFrame
      title={title}
      breadcrumbs={[
        premiumCrumb(t('premium.title')),
        { label: t('premium.services'), href: '/premium-services' },
      ]}
    >
      <ServiceDetails slug={slug} />
    </SubscriptionFrame>
  );
}

/** /futures-and-options: the F&O plan. */
export function FuturesAndOptionsPage() {
  const t = useStrings(subscriptionsStrings);
  return (
    <SubscriptionFrame
      title={t('premium.fnoTitle')}
      subtitle={t('premium.fnoSubtitle')}
      breadcrumbs={[premiumCrumb(t('premium.title'))]}
    >
      <ServiceDetails slug="fno" />
    </SubscriptionFrame>
  );
}

/** /pms: what a Portfolio Management Service is, and what Nivesh offers instead. */
export function PmsPage() {
  const t = useStrings(subscriptionsStrings);
  return (
    <SubscriptionFrame title={t('pms.title')} breadcrumbs={[premiumCrumb(t('premium.title'))]}>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('pms.whatIs')}
            </Title>
            <Text size="sm">{t('pms.intro')}</Text>
            <List size="sm" spacing={4}>
              <List.Item>{t('pms.minimum')}</List.Item>
              <List.Item>{t('pms.kinds')}</List.Item>
              <List.Item>{t('pms.fees')}</List.Item>
            </List>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('pms.noMoney')}
            </Title>
            <Text size="sm">{t('pms.noMoneyText')}</Text>
            <Group gap="xs">
              <Button component={Link} to="/premium-services/pro-plus">
                {t('pms.aboutProPlus')}
              </Button>
              <Button component={Link} to="/subscription" variant="default">
                {t('pms.allPlans')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </SubscriptionFrame>
  );
}
