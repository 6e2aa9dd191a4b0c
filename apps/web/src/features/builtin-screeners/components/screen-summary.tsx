import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateIst, formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import type { BuiltinScreenDataAnswer } from '../api/builtin-screener-queries';
import { screenOnDateHref } from '../lib/screen-links';
import { builtinScreenersStrings } from '../strings';
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
  const t = useStrings(builtinScreenersStrings);
  const { screen } = data;
  const sectorSlug = data.sectors.find((s) => s.name === data.sector)?.slug ?? null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text size="sm">{screen.description}</Text>
        <ScreenRule query={screen.query} sectorSlug={sectorSlug} />
        <Group gap="lg" wrap="wrap">
          <Text size="sm" role="status">
            <Trans
              ns={builtinScreenersStrings.namespace}
              i18nKey={`summary.${data.live ? 'live' : 'closed'}${data.sector ? 'In' : ''}`}
              values={{
                total: formatNumber(data.total, 0),
                scanned: formatNumber(data.scanned, 0),
                sector: data.sector ?? '',
                date: formatDateIst(data.date),
              }}
              components={{ b: <Text span fw={700} /> }}
            />
          </Text>
          {pastDay && screen.pastDates && (
            <Anchor
              component={Link}
              to={screenOnDateHref(screen.slug, sectorSlug ?? 'all', pastDay)}
              size="sm"
            >
              {t('summary.runPast')}
            </Anchor>
          )}
        </Group>
        {screen.fundamentals.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('summary.fundamentals', { names: screen.fundamentals.join(', ') })}
          </Text>
        )}
        {screen.intraday && (
          <Text size="xs" c="dimmed">
            {t('summary.intraday')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
