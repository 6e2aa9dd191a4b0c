import { Stack, Table, Text, Title } from '@mantine/core';
import type { ServiceDetailsAnswer, SubscriptionPlan } from '@nivesh/contracts';
import { headerCellProps } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { useUserData } from '@/lib/session/use-user-data';
import { useStrings } from '@/lib/strings';
import { useServiceDetails } from '../api/get-premium-services';
import { subscriptionsStrings } from '../strings';
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
  const t = useStrings(subscriptionsStrings);
  const free = t('tiers.free');
  return (
    <Table withTableBorder striped verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th {...headerCellProps('first')}>{t('features.feature')}</Table.Th>
          <Table.Th ta="center" {...headerCellProps('key')}>
            {free}
          </Table.Th>
          <Table.Th ta="center" {...headerCellProps('key')}>
            {data.service.tierName}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.features.map((f) => (
          <Table.Tr key={f.key}>
            <Table.Td>
              <FeatureName name={f.name} route={f.route} />
            </Table.Td>
            <MarkCell value={f.inFree ? '1' : '0'} tier={free} />
            <MarkCell value={f.included ? '1' : '0'} tier={data.service.tierName} coming={f.coming} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** page/getServiceDetails of `slug`: the package for purchase and what it opens against Free. */
export function ServiceDetails({ slug }: { readonly slug: string }) {
  const t = useStrings(subscriptionsStrings);
  const user = useUserData();
  const query = useServiceDetails(slug, user?.web_token);
  return (
    <QueryStates
      query={query}
      errorTitle={t('premium.noSuchService')}
      loading={<Text role="status">{t('premium.loadingService')}</Text>}
    >
      {(answer) => (
        <Stack gap="lg">
          <Text>{answer.data.service.description}</Text>
          <PackageTable plans={[planOf(answer.data)]} userStatus={answer.data.userStatus} />
          <Title order={2} fz="lg">
            {t('premium.againstFree', { name: answer.data.service.name })}
          </Title>
          <FeatureTable data={answer.data} />
        </Stack>
      )}
    </QueryStates>
  );
}
