import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryStates } from '@/components/market/query-states';
import { appPath, paths } from '@/config/paths';
import { formatRupees } from '@/lib/format';
import { usePortfolios } from '@/lib/portfolios/portfolios-api';
import { useStrings } from '@/lib/strings';
import { useWatchlists } from '@/lib/watchlists/watchlists-api';
import { accountListsStrings } from './account-lists.strings';

const DASHBOARD_HREF = paths.dashboard.getHref();
const ANALYSIS_HREF = appPath('/portfolio-analysis').getHref();
const WATCHLISTS_HREF = appPath('/watchlist/').getHref();
const PORTFOLIOS_HREF = appPath('/portfolio/').getHref();
const stocksHref = (id: string) => appPath('/watchlist-stock/{watchlist_id}').getHref({ watchlist_id: id });
const portfolioHref = (id: string) =>
  appPath('/portfolio-stock/{portfolio_id}').getHref({ portfolio_id: id });

/**
 * /my-account's card of the signed-in user's watchlists and portfolios: each by name with its size
 * (a portfolio with its value), how many of the limit are used, and the pages that use them.
 */
export function AccountListsCard() {
  const t = useStrings(accountListsStrings);
  const watchlists = useWatchlists(true);
  const portfolios = usePortfolios(true);
  const loading = <Text role="status">{t('loading')}</Text>;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg">
            {t('title')}
          </Title>
          <Anchor component={Link} to={DASHBOARD_HREF} size="sm">
            {t('dashboard')}
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <QueryStates query={watchlists} loading={loading}>
            {(answer) => (
              <Stack gap={4}>
                <Text fw={600}>
                  {t('watchlists', { count: answer.watchlists.length, limit: answer.limits.lists })}
                </Text>
                {answer.watchlists.length === 0 && <Text size="sm">{t('noWatchlists')}</Text>}
                {answer.watchlists.map((w) => (
                  <Text size="sm" key={w.id}>
                    <Anchor component={Link} to={stocksHref(w.id)}>
                      {w.name}
                    </Anchor>{' '}
                    · {t('stocks', { count: w.count })}
                  </Text>
                ))}
                <Anchor component={Link} to={WATCHLISTS_HREF} size="sm">
                  {t('allWatchlists')}
                </Anchor>
              </Stack>
            )}
          </QueryStates>
          <QueryStates query={portfolios} loading={loading}>
            {(answer) => {
              const own = answer.portfolios.filter((p) => p.kind === 'manual');
              return (
                <Stack gap={4}>
                  <Text fw={600}>
                    {t('portfolios', { count: own.length, limit: answer.limits.portfolios })}
                  </Text>
                  {own.length === 0 && <Text size="sm">{t('noPortfolios')}</Text>}
                  {answer.portfolios.map((p) => (
                    <Text size="sm" key={p.id}>
                      <Anchor component={Link} to={portfolioHref(p.id)}>
                        {p.name}
                      </Anchor>{' '}
                      · {t('value', { value: formatRupees(p.value) })}
                    </Text>
                  ))}
                  <Group gap="md">
                    <Anchor component={Link} to={PORTFOLIOS_HREF} size="sm">
                      {t('allPortfolios')}
                    </Anchor>
                    <Anchor component={Link} to={ANALYSIS_HREF} size="sm">
                      {t('analysis')}
                    </Anchor>
                  </Group>
                </Stack>
              );
            }}
          </QueryStates>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
