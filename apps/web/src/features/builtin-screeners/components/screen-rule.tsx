import { Anchor, Code, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { customScreenerHref } from '../lib/screen-links';

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
  return (
    <Stack gap={4}>
      {!compact && (
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          Rule
        </Text>
      )}
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} aria-label="Screen rule">
        {query}
      </Code>
      <Group gap={4}>
        <Anchor component={Link} to={customScreenerHref(query, sectorSlug)} size="xs">
          Open in the custom screener
        </Anchor>
        <IconExternalLink size={12} aria-hidden="true" opacity={0.6} />
      </Group>
    </Stack>
  );
}
