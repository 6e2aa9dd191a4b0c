import { Stack, Table, Text, Title } from '@mantine/core';
import type { ServiceDetailsAnswer, SubscriptionPlan } from '@nivesh/contracts';
import { QueryStates } from '@/components/market/query-states';
import { useUserData } from '@/lib/session/use-user-data';
import { useServiceDetails } from '../api/get-premium-services';
import { FeatureName, MarkCell } from './feature-mark';
import { PackageTable } from './package-table';

function planOf(data: ServiceDetailsAnswer['data']): SubscriptionPlan {
  return {
    ...data.package,
    features: data.features.filter((f) => f.included).map((f) => f.name),
    coming: data.features.filter((f) => f.coming).map((f) => f.name),
    onSale: data.service.onSale,
    active: data.active,
  };
}

function FeatureTable({ data }: { readonly data: ServiceDetailsAnswer['data'] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Feature</Table.Th>
            <Table.Th ta="center">Free</Table.Th>
            <Table.Th ta="center">{data.service.tierName}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.features.map((f) => (
            <Table.Tr key={f.key}>
              <Table.Td>
                <FeatureName name={f.name} route={f.route} />
              </Table.Td>
              <MarkCell value={f.inFree ? '1' : '0'} tier="Free" />
              <MarkCell value={f.included ? '1' : '0'} tier={data.service.tierName} coming={f.coming} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** page/getServiceDetails of `slug`: the package for purchase and what it opens against Free. */
export function ServiceDetails({ slug }: { readonly slug: string }) {
  const user = useUserData();
  const query = useServiceDetails(slug, user?.web_token);
  return (
    <QueryStates
      query={query}
      errorTitle="No such premium service"
      loading={<Text role="status">Loading the service…</Text>}
    >
      {(answer) => (
        <Stack gap="lg">
          <Text>{answer.data.service.description}</Text>
          <PackageTable plans={[planOf(answer.data)]} userStatus={answer.data.userStatus} />
          <Title order={2} fz="lg">
            {answer.data.service.name} against Free
          </Title>
          <FeatureTable data={answer.data} />
        </Stack>
      )}
    </QueryStates>
  );
}
