import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryStates } from '@/components/market/query-states';
import { useSubscriptionData } from '../hooks/use-subscription-data';
import { PolicyLinks } from './coming-features';
import { FeatureName, MarkCell } from './feature-mark';
import { SocialLinks } from './social-links';
import { SubscriptionFrame } from './subscription-frame';

const TIERS = [
  { key: 'free', code: 'free', label: 'Free' },
  { key: 'pro', code: 'pro', label: 'Pro' },
  { key: 'proplus', code: 'proplus', label: 'Pro+' },
  { key: 'FAndO', code: 'fno', label: 'F&O' },
] as const;

/**
 * /subscription-feature (spec 2.2): Feature | Free | Pro | Pro+ | F&O with ticks and crosses; a
 * feature whose page is not built is marked Coming in the tiers it is planned for (never a tick).
 */
export function SubscriptionFeaturePage() {
  // The feature page sends no page name (spec 7).
  const { query, reload, reloading } = useSubscriptionData(undefined);
  return (
    <SubscriptionFrame
      title="Subscription features"
      subtitle="What each plan includes today, and what is coming (not included until it is built)."
      onReload={reload}
      reloading={reloading}
    >
      <QueryStates query={query} loading={<Text role="status">Loading features…</Text>}>
        {(answer) => (
          <Stack gap="md">
            <Group justify="space-between">
              <SocialLinks links={answer.data.socialLink} />
              <Button component={Link} to="/subscription">
                View Plan
              </Button>
            </Group>
            <Table.ScrollContainer minWidth={560}>
              <Table striped withTableBorder verticalSpacing="sm" stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Feature</Table.Th>
                    {TIERS.map((t) => (
                      <Table.Th key={t.key} ta="center">
                        {t.label}
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
                      {TIERS.map((t) => (
                        <MarkCell
                          key={t.key}
                          value={row[t.key]}
                          tier={t.label}
                          coming={row.comingTo.includes(t.code)}
                        />
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <PolicyLinks />
          </Stack>
        )}
      </QueryStates>
    </SubscriptionFrame>
  );
}
