import { Anchor, List, Stack, Text } from '@mantine/core';
import { POLICY_PAGES } from '@nivesh/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a plan will add once built: listed apart from what it includes, never as included. */
export function ComingFeatures({ names }: { readonly names: readonly string[] }) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <Stack gap={4} data-testid="coming-features">
      <Text fw={600} size="sm">
        {t('plans.coming')}
      </Text>
      <List size="sm" spacing={2} c="dimmed">
        {names.map((n) => (
          <List.Item key={n}>{n}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {t('plans.comingNote')}
      </Text>
    </Stack>
  );
}

/** What a plan includes today. */
export function IncludedFeatures({ names }: { readonly names: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="included-features">
      <Text fw={600} size="sm">
        {t('plans.includedToday')}
      </Text>
      <List size="sm" spacing={2}>
        {names.map((n) => (
          <List.Item key={n}>{n}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** A link whose text Trans fills from the translation. */
const policyLink = (to: string) => <Anchor component={Link} to={to} size="xs" />;

/** The terms, refund and privacy links shown wherever a plan can be paid for. */
export function PolicyLinks() {
  return (
    <Text size="xs" c="dimmed" data-testid="policy-links">
      <Trans
        i18nKey="plans.agree"
        components={{
          terms: policyLink(POLICY_PAGES.terms.route),
          refund: policyLink(POLICY_PAGES.refund.route),
          privacy: policyLink(POLICY_PAGES.privacy.route),
        }}
      />
    </Text>
  );
}
