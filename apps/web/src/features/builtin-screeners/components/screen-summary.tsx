import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import type { BuiltinScreenDataAnswer } from '../api/builtin-screener-queries';
import { screenOnDateHref } from '../lib/screen-links';
import { ScreenRule } from './screen-rule';

/** What a screen finds, its rule, and the count on the day shown (with where fundamentals come from). */
export function ScreenSummary({
  data,
  pastDay,
}: {
  readonly data: BuiltinScreenDataAnswer;
  /** A completed trading day to link "run it on a past day" to (omit on the by-date page). */
  readonly pastDay?: string;
}) {
  const { screen } = data;
  const sectorSlug = data.sectors.find((s) => s.name === data.sector)?.slug ?? null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text size="sm">{screen.description}</Text>
        <ScreenRule query={screen.query} sectorSlug={sectorSlug} />
        <Group gap="lg" wrap="wrap">
          <Text size="sm" role="status">
            <Text span fw={700}>
              {formatNumber(data.total, 0)}
            </Text>{' '}
            of {formatNumber(data.scanned, 0)} stocks{data.sector ? ` in ${data.sector}` : ''}{' '}
            {data.live ? 'match now (today’s bar so far)' : `matched at the close of ${data.date}`}
          </Text>
          {pastDay && screen.pastDates && (
            <Anchor
              component={Link}
              to={screenOnDateHref(screen.slug, sectorSlug ?? 'all', pastDay)}
              size="sm"
            >
              Run it as of a past day
            </Anchor>
          )}
        </Group>
        {screen.fundamentals.length > 0 && (
          <Text size="xs" c="dimmed">
            Company figures ({screen.fundamentals.join(', ')}) come from the simulated financial statements as
            of the current session; price-based ratios use the live price.
          </Text>
        )}
        {screen.intraday && (
          <Text size="xs" c="dimmed">
            15-minute values are those of today’s session so far; the rule cannot match before the session has
            bars.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
