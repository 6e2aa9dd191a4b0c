import { Container, Title } from '@mantine/core';

/** /order-dashboard/search: a placeholder showing only the word Search (spec 2.1). */
export function OrderSearchPage() {
  return (
    <Container size="xl" py="lg">
      <Title order={1}>Search</Title>
    </Container>
  );
}
