import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  POLICY_KEYS,
  POLICY_PAGES,
  type PolicyKey,
  type PolicyPage as PolicyPageData,
} from '@nivesh/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStates } from '@/components/market/query-states';
import { findAppPath } from '@/config/paths';
import { useRouteTitle } from '@/config/route-titles.strings';
import { formatDateIst } from '@/lib/format';
import { usePolicy } from '../api/get-policy';
import { SubscriptionFrame } from './subscription-frame';

/** The other two policies, linked under each one. */
function OtherPolicies({ current }: { readonly current: PolicyKey }) {
  const routeTitle = useRouteTitle();
  return (
    <Group gap="md">
      {POLICY_KEYS.filter((k) => k !== current).map((k) => {
        const route = findAppPath(POLICY_PAGES[k].route);
        return route ? (
          <Anchor key={k} component={Link} to={route.getHref()} size="sm">
            {routeTitle(route.path)}
          </Anchor>
        ) : null;
      })}
    </Group>
  );
}

function PolicyText({ page }: { readonly page: PolicyPageData }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={820}>
      <Text size="sm" c="dimmed" data-testid="policy-version">
        {t('policy.version', { version: page.version, date: formatDateIst(page.effectiveDate) })}
      </Text>
      <Text fw={600}>{page.summary}</Text>
      {page.sections.map((s) => (
        <Stack key={s.id} gap="xs" component="section" id={s.id} aria-labelledby={`${s.id}-heading`}>
          <Title order={2} fz="lg" id={`${s.id}-heading`}>
            {s.heading}
          </Title>
          {s.paragraphs.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
          {s.points.length > 0 && (
            <List spacing={4}>
              {s.points.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** /privacy-policy/, /terms-and-condition/ and /refund-policy/: the server's text of the policy. */
export function PolicyPage({ policy }: { readonly policy: PolicyKey }) {
  const { t } = useTranslation();
  const query = usePolicy(policy);
  const routeTitle = useRouteTitle();
  const title = routeTitle(POLICY_PAGES[policy].route);
  return (
    <SubscriptionFrame title={title}>
      <Stack gap="xl">
        <QueryStates query={query} loading={<Text role="status">{t('policy.loading')}</Text>}>
          {(answer) => <PolicyText page={answer.page} />}
        </QueryStates>
        <OtherPolicies current={policy} />
      </Stack>
    </SubscriptionFrame>
  );
}
