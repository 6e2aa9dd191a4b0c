import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PremiumService } from '@nivesh/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStates } from '@/components/market/query-states';
import { useStrings } from '@/lib/strings';
import { usePremiumServices } from '../api/get-premium-services';
import { rupeesText } from '../lib/plan-prices';
import { subscriptionsStrings } from '../strings';
import { ComingFeatures } from './coming-features';

function ServiceCard({ service }: { readonly service: PremiumService }) {
  const { t: shell } = useTranslation();
  const t = useStrings(subscriptionsStrings);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" h="100%">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            {service.name}
          </Title>
          {service.onSale ? (
            <Badge variant="light">{t('premium.from', { price: rupeesText(service.fromPrice) })}</Badge>
          ) : (
            <Badge variant="light" color="gray">
              {shell('plans.comingBadge')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {service.description}
        </Text>
        {service.premiumFeatures.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('premium.beyondFree')}
            </Text>
            <List size="sm" spacing={2}>
              {service.premiumFeatures.map((f) => (
                <List.Item key={f}>{f}</List.Item>
              ))}
            </List>
          </>
        )}
        <ComingFeatures names={service.comingFeatures} />
        {!service.onSale && (
          <Text size="sm" c="dimmed">
            {shell('plans.notOnSale')}
          </Text>
        )}
        <Button component={Link} to={`/premium-services/${service.slug}`} variant="light" mt="auto">
          {t('premium.about', { name: service.name })}
        </Button>
      </Stack>
    </Card>
  );
}

/** page/premiumService as cards linking to each service's page. */
export function ServiceCards() {
  const t = useStrings(subscriptionsStrings);
  const query = usePremiumServices();
  return (
    <QueryStates
      query={query}
      isEmpty={(a) => a.data.length === 0}
      loading={<Text role="status">{t('premium.loadingServices')}</Text>}
    >
      {(answer) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {answer.data.map((s) => (
            <ServiceCard key={s.slug} service={s} />
          ))}
        </SimpleGrid>
      )}
    </QueryStates>
  );
}
