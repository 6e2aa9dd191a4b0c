import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { answerOf } from '@/lib/api-client';
import { useUserData } from '@/lib/session/use-user-data';
import { useServiceDetails } from '../api/get-premium-services';
import { ServiceCards } from './service-cards';
import { ServiceDetails } from './service-details';
import { SubscriptionFrame } from './subscription-frame';

const PREMIUM = { label: 'Premium', href: '/premium' };

/** /premium: what the paid plans open, and the way to them. */
export function PremiumPage() {
  return (
    <SubscriptionFrame
      title="Premium"
      subtitle="Today the paid plans open the measured performance of every trading tool. Premium and robot tips and the F&O tools are coming: they are listed as coming, not included."
    >
      <Stack gap="lg">
        <Group gap="xs">
          <Button component={Link} to="/subscription">
            See plans and prices
          </Button>
          <Button component={Link} to="/subscription-feature" variant="default">
            Compare features
          </Button>
          <Button component={Link} to="/my-account" variant="default">
            My plan
          </Button>
        </Group>
        <ServiceCards />
      </Stack>
    </SubscriptionFrame>
  );
}

/** /premium-services: every premium service. */
export function PremiumServicesPage() {
  return (
    <SubscriptionFrame
      title="Premium services"
      subtitle="Each paid plan and what it adds to Free."
      breadcrumbs={[PREMIUM]}
    >
      <ServiceCards />
    </SubscriptionFrame>
  );
}

/** /premium-services/{slug}: one service (Pro, Pro+ or F&O). */
export function PremiumServicePage() {
  const slug = useParams().slug ?? '';
  const user = useUserData();
  // The same query ServiceDetails runs (one request): its name titles the page.
  const { data } = useServiceDetails(slug, user?.web_token);
  const service = answerOf(data)?.data.service;
  const title = service ? `${service.name} plan` : 'Premium service';
  return (
    <SubscriptionFrame
      title={title}
      breadcrumbs={[PREMIUM, { label: 'Premium services', href: '/premium-services' }]}
    >
      <ServiceDetails slug={slug} />
    </SubscriptionFrame>
  );
}

/** /futures-and-options: the F&O plan. */
export function FuturesAndOptionsPage() {
  return (
    <SubscriptionFrame
      title="Futures & Options"
      subtitle="The F&O plan: option chain analysis, open interest and live option tips are coming. The plan is not on sale until they are built."
      breadcrumbs={[PREMIUM]}
    >
      <ServiceDetails slug="fno" />
    </SubscriptionFrame>
  );
}

/** /pms: what a Portfolio Management Service is, and what Nivesh offers instead. */
export function PmsPage() {
  return (
    <SubscriptionFrame title="Portfolio Management Services (PMS)" breadcrumbs={[PREMIUM]}>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              What a PMS is
            </Title>
            <Text size="sm">
              A Portfolio Management Service invests a client’s money in listed securities through an account
              in the client’s own name. Portfolio managers are registered with SEBI under the SEBI (Portfolio
              Managers) Regulations, 2020.
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>The minimum investment is ₹50 lakh (in cash or securities).</List.Item>
              <List.Item>
                Discretionary PMS decides for the client; non-discretionary PMS executes with the client’s
                approval; advisory PMS only advises.
              </List.Item>
              <List.Item>
                Fees are fixed, performance-based or a mix, and must be stated in the agreement.
              </List.Item>
            </List>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Nivesh does not manage money
            </Title>
            <Text size="sm">
              Nivesh is not a portfolio manager and takes no money to invest. It gives you the tools to manage
              your own portfolio: screeners, back-tests, measured tool performance and a simulated order
              dashboard to practise on. The Pro+ plan includes all of them.
            </Text>
            <Group gap="xs">
              <Button component={Link} to="/premium-services/pro-plus">
                About Pro+
              </Button>
              <Button component={Link} to="/subscription" variant="default">
                All plans
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </SubscriptionFrame>
  );
}
