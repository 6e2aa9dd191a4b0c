import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import type { BuiltinScreenDto } from '../api/builtin-screener-queries';
import { screenHref, screenOnDateHref } from '../lib/screen-links';
import { builtinScreenersStrings } from '../strings';
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
  const t = useStrings(builtinScreenersStrings);
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
          <Trans
            ns={builtinScreenersStrings.namespace}
            i18nKey="card.count"
            values={{ matches: formatNumber(matches, 0), scanned: formatNumber(scanned, 0) }}
            components={{ b: <Text span fw={700} /> }}
          />
        </Text>
        <Group gap="sm" justify="space-between">
          <Button component={Link} to={screenHref(screen.category, screen.id)} variant="light" size="xs">
            {matches === 0 ? t('card.open') : t('card.view', { value: formatNumber(matches, 0) })}
          </Button>
          {screen.pastDates && (
            <Anchor component={Link} to={screenOnDateHref(screen.slug, 'all', lastDay)} size="xs">
              {t('card.pastDay')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
