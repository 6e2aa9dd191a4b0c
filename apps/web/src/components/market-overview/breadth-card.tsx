import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BreadthSummary } from '@nivesh/contracts';
import { Link } from 'react-router';
import { colourClass } from '@/components/market/market-colours';
import { appPath } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import classes from './overview.module.css';
import { marketOverviewStrings } from './strings';

interface BreadthCardProps {
  readonly breadth: BreadthSummary;
  /** New 52-week highs and lows today, when known. */
  readonly fiftyTwoWeek?: { readonly highs: number; readonly lows: number };
  readonly title?: string;
}

const share = (part: number, total: number): string => `${total > 0 ? (part / total) * 100 : 0}%`;

/** Advances against declines as a split bar, with the ratio and the day's new 52-week highs and lows. */
export function BreadthCard({ breadth, fiftyTwoWeek, title }: BreadthCardProps) {
  const t = useStrings(marketOverviewStrings);
  const { advances, declines, unchanged, total } = breadth;
  const ratio = breadth.advanceDeclineRatio;
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{title ?? t('breadth.title')}</Text>
          <Anchor component={Link} to={appPath('/market-breadth-today').getHref()} size="sm">
            {t('breadth.details')}
          </Anchor>
        </Group>
        <div
          className={classes.breadthBar}
          role="img"
          aria-label={t('breadth.bar', { advances, declines, unchanged, total })}
        >
          <div className={classes.advances} style={{ width: share(advances, total) }} />
          <div className={classes.unchanged} style={{ width: share(unchanged, total) }} />
          <div className={classes.declines} style={{ width: share(declines, total) }} />
        </div>
        <SimpleGrid cols={3} spacing="xs">
          {(
            [
              [advances, colourClass('green'), 'advances'],
              [declines, colourClass('red'), 'declines'],
              [unchanged, undefined, 'unchanged'],
            ] as const
          ).map(([count, className, testId]) => (
            <div key={testId}>
              <Text size="xs" c="dimmed">
                {t(`breadth.${testId}`)}
              </Text>
              <Text fw={700} className={className} data-testid={testId}>
                {formatNumber(count, 0)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('breadth.ratio')} <strong>{ratio === null ? '—' : formatNumber(ratio, 2)}</strong>
          {fiftyTwoWeek && (
            <>
              {' · '}
              <Anchor component={Link} to={appPath('/52-week-high-stocks').getHref()} size="sm">
                {t('breadth.newHighs', { value: formatNumber(fiftyTwoWeek.highs, 0) })}
              </Anchor>
              {' · '}
              <Anchor component={Link} to={appPath('/52-week-low-stocks').getHref()} size="sm">
                {t('breadth.newLows', { value: formatNumber(fiftyTwoWeek.lows, 0) })}
              </Anchor>
            </>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
