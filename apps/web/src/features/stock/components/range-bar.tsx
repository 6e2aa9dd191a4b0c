import { Box, Group, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';

interface RangeBarProps {
  readonly label: string;
  readonly low: number | null;
  readonly high: number | null;
  /** Where the price stands now. */
  readonly value: number | null;
}

/** A low–high range with a marker where the price stands (day range, 52-week range). */
export function RangeBar({ label, low, high, value }: RangeBarProps) {
  const known = low !== null && high !== null && value !== null && high >= low;
  const span = known ? high - low : 0;
  // A price outside the range (a new high today) sits at the end of the bar.
  const position = known ? (span > 0 ? Math.min(1, Math.max(0, (value - low) / span)) : 0.5) : null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Box
        pos="relative"
        h={6}
        style={{
          borderRadius: 3,
          background:
            'linear-gradient(90deg, var(--mantine-color-red-5), var(--mantine-color-yellow-4), var(--mantine-color-green-6))',
        }}
        role="meter"
        aria-label={label}
        aria-valuemin={low ?? undefined}
        aria-valuemax={high ?? undefined}
        aria-valuenow={value ?? undefined}
      >
        {position !== null && (
          <Box
            pos="absolute"
            top={-4}
            w={4}
            h={14}
            bg="var(--mantine-color-text)"
            style={{ left: `calc(${(position * 100).toFixed(2)}% - 2px)`, borderRadius: 2 }}
          />
        )}
      </Box>
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatNumber(low)}
        </Text>
        <Text size="xs" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatNumber(high)}
        </Text>
      </Group>
    </Stack>
  );
}
