import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { headerCellProps } from '@/components/market/data-table';
import { QueryStates } from '@/components/market/query-states';
import { useStrings } from '@/lib/strings';
import { useSubscriptionData } from '../hooks/use-subscription-data';
import { subscriptionsStrings } from '../strings';
import { PolicyLinks } from './coming-features';
import { FeatureName, MarkCell } from './feature-mark';
import { SocialLinks } from './social-links';
import { SubscriptionFrame } from './subscription-frame';

/** The tiers' columns: the feature row's field, and the tier code (its name is `tiers.<code>`). */
const TIERS = [
  { key: 'free', code: 'free' },
  { key: 'pro', code: 'pro' },
  { key: 'proplus', code: 'proplus' },
  { key: 'FAndO', code: 'fno' },
] as const;

/**
 * /subscription-feature (spec 2.2): Feature | Free | Pro | Pro+ | F&O with ticks and crosses; a
 * feature whose page is not built is marked Coming in the tiers it is planned for (never a tick).
 * Every column is a key column: the narrow tier columns and the wrapping feature text fit 390 px.
 */
export function SubscriptionFeaturePage() {
  // The feature page sends no page name (spec 7).
  const { query, reload, reloading } = useSubscriptionData(undefined);
  const t = useStrings(subscriptionsStrings);
  return (
    <SubscriptionFrame
      title={t('features.title')}
      subtitle={t('features.subtitle')}
      onReload={reload}
      reloading={reloading}
    >
      <QueryStates query={query} loading={<Text role="status">{t('features.loading')}</Text>}>
        {(answer) => (
          <Stack gap="md">
            <Group justify="space-between">
              <SocialLinks links={answer.data.socialLink} />
              <Button component={Link} to="/subscription">
                {t('features.viewPlan')}
              </Button>
            </Group>
            <Table striped withTableBorder verticalSpacing="sm" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th {...headerCellProps('first')}>{t('features.feature')}</Table.Th>
                  {TIERS.map((tier) => (
                    <Table.Th key={tier.key} ta="center" {...headerCellProps('key')}>
                      {t(`tiers.${tier.code}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.data.featureOption.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      <FeatureName name={row.name} route={row.route} />
                      <Text size="xs" c="dimmed">
                        {row.description}
                      </Text>
                    </Table.Td>
                    {TIERS.map((tier) => (
                      <MarkCell
                        key={tier.key}
                        value={row[tier.key]}
                        tier={t(`tiers.${tier.code}`)}
                        coming={row.comingTo.includes(tier.code)}
                      />
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <PolicyLinks />
          </Stack>
        )}
      </QueryStates>
    </SubscriptionFrame>
  );
}
