import { Anchor, Code, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useStrings } from '@/lib/strings';
import { customScreenerHref } from '../lib/screen-links';
import { builtinScreenersStrings } from '../strings';

/** A screen's rule in the screening language, with a link that opens it in the custom screener. */
export function ScreenRule({
  query,
  sectorSlug,
  compact = false,
}: {
  readonly query: string;
  /** The sector shown, carried over to the custom screener. */
  readonly sectorSlug?: string | null;
  readonly compact?: boolean;
}) {
  const t = useStrings(builtinScreenersStrings);
  return (
    <Stack gap={4}>
      {!compact && (
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t('rule.heading')}
        </Text>
      )}
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} aria-label={t('rule.label')}>
        {query}
      </Code>
      <Group gap={4}>
        <Anchor component={Link} to={customScreenerHref(query, sectorSlug)} size="xs">
          {t('rule.open')}
        </Anchor>
        <IconExternalLink size={12} aria-hidden="true" opacity={0.6} />
      </Group>
    </Stack>
  );
}
