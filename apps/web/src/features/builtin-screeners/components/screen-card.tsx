import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import type { BuiltinScreenDto } from '../api/builtin-screener-queries';
import { screenHref, screenOnDateHref } from '../lib/screen-links';
import { ScreenRule } from './screen-rule';

/** One built-in screen: what it finds, its rule, how many stocks match now, and where to see them. */
export function ScreenCard({
  screen,
  matches,
  scanned,
  lastDay,
}: {
  readonly screen: BuiltinScreenDto;
  readonly matches: number;
  readonly scanned: number;
  /** The last completed trading day, for the "on a past day" link. */
  readonly lastDay: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={screen.name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} size="md">
            {screen.name}
          </Text>
          <Badge variant="light" color={matches > 0 ? 'blue' : 'gray'} style={{ flexShrink: 0 }}>
            #{screen.id}
          </Badge>
        </Group>
        <Text size="sm">{screen.description}</Text>
        <ScreenRule query={screen.query} compact />
        <Text size="sm" mt="auto">
          <Text span fw={700}>
            {formatNumber(matches, 0)}
          </Text>{' '}
          of {formatNumber(scanned, 0)} stocks match now
        </Text>
        <Group gap="sm" justify="space-between">
          <Button component={Link} to={screenHref(screen.category, screen.id)} variant="light" size="xs">
            {matches === 0 ? 'Open screen' : `View ${formatNumber(matches, 0)} stocks`}
          </Button>
          {screen.pastDates && (
            <Anchor component={Link} to={screenOnDateHref(screen.slug, 'all', lastDay)} size="xs">
              On a past day
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
