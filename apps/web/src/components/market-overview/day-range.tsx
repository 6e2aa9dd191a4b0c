import { Box, Group, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import classes from './overview.module.css';
import { marketOverviewStrings } from './strings';

interface DayRangeProps {
  readonly low: number;
  readonly high: number;
  readonly value: number;
  /** Show the low and high figures under the track; default true. */
  readonly figures?: boolean;
}

/** Where the price sits in the day's low–high range: a thin track with a marker. */
export function DayRange({ low, high, value, figures = true }: DayRangeProps) {
  const t = useStrings(marketOverviewStrings);
  const span = high - low;
  const at = span > 0 ? Math.min(100, Math.max(0, ((value - low) / span) * 100)) : 50;
  const label = t('dayRange', { low: formatNumber(low), high: formatNumber(high) });
  return (
    <Box mt={6} aria-label={label} role="img">
      <div className={classes.rangeTrack}>
        <div className={classes.rangeMarker} style={{ left: `${at}%` }} />
      </div>
      {figures && (
        <Group justify="space-between" gap={4} wrap="nowrap" mt={2}>
          <Text fz={10} c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(low)}
          </Text>
          <Text fz={10} c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(high)}
          </Text>
        </Group>
      )}
    </Box>
  );
}
