import { Container, Title } from '@mantine/core';
import { useStrings } from '@/lib/strings';
import { orderDashboardStrings } from '../strings';

/** /order-dashboard/search: a placeholder showing only the word Search (spec 2.1). */
export function OrderSearchPage() {
  const t = useStrings(orderDashboardStrings);
  return (
    <Container size="xl" py="lg">
      <Title order={1}>{t('search')}</Title>
    </Container>
  );
}
