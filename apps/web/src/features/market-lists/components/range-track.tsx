import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { marketListsStrings } from '../strings';

/** Where a value sits between a low and a high (e.g. the day's range), as a filled bar with the ends. */
export function RangeTrack({
  label,
  low,
  high,
  value,
}: {
  readonly label: string;
  readonly low: number | null;
  readonly high: number | null;
  readonly value: number | null;
}) {
  const t = useStrings(marketListsStrings);
  const span = low !== null && high !== null ? high - low : 0;
  const position = span > 0 && value !== null && low !== null ? ((value - low) / span) * 100 : 50;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Progress value={Math.min(100, Math.max(0, position))} size="sm" aria-label={label} />
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('range.low', { value: formatNumber(low, 2) })}</Text>
        <Text size="sm">{t('range.high', { value: formatNumber(high, 2) })}</Text>
      </Group>
    </Stack>
  );
}
