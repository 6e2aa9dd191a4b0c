import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { MarketSignal, SignalReading } from '@nivesh/contracts';
import { formatChange } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { marketOverviewStrings } from './strings';

const SIGNAL_COLOUR = { Bullish: 'green', Neutral: 'gray', Bearish: 'red' } as const;
const READING_COLOUR: Readonly<Record<SignalReading, string>> = {
  bullish: 'green',
  neutral: 'gray',
  bearish: 'red',
  unavailable: 'gray',
};

/** The market-level signal, each component with its reading and points, and the rule in words. */
export function MarketSignalCard({ signal }: { readonly signal: MarketSignal }) {
  const t = useStrings(marketOverviewStrings);
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('signal.title')}</Text>
          <Badge color={SIGNAL_COLOUR[signal.signal]} size="lg" variant="filled" data-testid="market-signal">
            {t(`signal.names.${signal.signal}`)} ({formatChange(signal.score, 0)})
          </Badge>
        </Group>
        <List spacing={4} size="sm" listStyleType="none" p={0}>
          {signal.components.map((c) => (
            <List.Item key={c.id}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <Badge color={READING_COLOUR[c.reading]} variant="light" size="sm" miw={34}>
                  {c.reading === 'unavailable' ? t('signal.notAvailable') : formatChange(c.points, 0)}
                </Badge>
                <Text size="sm">{c.detail}</Text>
              </Group>
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          {signal.rule}
        </Text>
      </Stack>
    </Paper>
  );
}
