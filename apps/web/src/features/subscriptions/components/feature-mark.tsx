import { Anchor, Badge, Group, Table, Text, ThemeIcon } from '@mantine/core';
import { featureIncluded } from '@nivesh/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStrings } from '@/lib/strings';
import { subscriptionsStrings } from '../strings';

/** A green tick, or a red cross when the tier's value parses to 0 (spec 2.2). */
export function FeatureMark({ value, tier }: { readonly value: string; readonly tier: string }) {
  const t = useStrings(subscriptionsStrings);
  const included = featureIncluded(value);
  return (
    <ThemeIcon
      color={included ? 'teal' : 'red'}
      variant="light"
      radius="xl"
      size={24}
      role="img"
      aria-label={t(included ? 'features.included' : 'features.notIncluded', { tier })}
      data-included={included}
    >
      {included ? <IconCheck size={16} aria-hidden="true" /> : <IconX size={16} aria-hidden="true" />}
    </ThemeIcon>
  );
}

/** A feature's name, linked to its page when it has one. */
export function FeatureName({ name, route }: { readonly name: string; readonly route: string | null }) {
  return route ? (
    <Anchor component={Link} to={route} size="sm">
      {name}
    </Anchor>
  ) : (
    <Text size="sm">{name}</Text>
  );
}

/** The mark of a feature planned for a tier whose page is not built: coming, not included. */
export function ComingMark({ tier }: { readonly tier: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="sm"
      variant="light"
      color="gray"
      role="img"
      aria-label={`${tier}: ${t('plans.coming')}`}
      data-included={false}
      data-coming
    >
      {t('plans.comingBadge')}
    </Badge>
  );
}

/** A table cell with the tier's mark (or Coming, when the feature is planned for it but not built), centred. */
export function MarkCell({
  value,
  tier,
  coming = false,
}: {
  readonly value: string;
  readonly tier: string;
  readonly coming?: boolean;
}) {
  return (
    <Table.Td>
      <Group justify="center">
        {coming ? <ComingMark tier={tier} /> : <FeatureMark value={value} tier={tier} />}
      </Group>
    </Table.Td>
  );
}
