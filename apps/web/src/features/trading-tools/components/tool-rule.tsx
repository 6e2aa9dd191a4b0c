import { Badge, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TradingToolDto } from '../api/trading-tools-queries';

export const TIMEFRAME_LABEL = { daily: 'Daily', m15: '15-min' } as const;

/** "Long · Delivery" or "Short · Intraday". */
export function sideLabel(
  tool: Pick<TradingToolDto, 'side'> & Partial<Pick<TradingToolDto, 'product'>>,
): string {
  const side = tool.side === 'long' ? 'Long' : 'Short';
  return tool.product ? `${side} · ${tool.product === 'intraday' ? 'Intraday' : 'Delivery'}` : side;
}

/** The target as words: "12 %" or "none (exit rule)". */
export const targetText = (percent: number): string => (percent > 0 ? `${percent} %` : 'none (exit rule)');

/** A tool's complete rule: entry and exit in the screening language, stop, target, timeframe. */
export function ToolRule({ tool }: { readonly tool: TradingToolDto }) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="light">{TIMEFRAME_LABEL[tool.timeframe]}</Badge>
        <Badge variant="light" color={tool.side === 'long' ? 'teal' : 'red'}>
          {sideLabel(tool)}
        </Badge>
        <Text size="sm" c="dimmed">
          {tool.family}
        </Text>
      </Group>
      <Text size="sm">{tool.description}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <RuleLine label="Entry" rule={tool.entry} />
        <RuleLine label="Exit" rule={tool.exit} />
      </SimpleGrid>
      <Text size="sm">
        Stop-loss <b>{tool.stopLossPercent} %</b> · Target <b>{targetText(tool.targetPercent)}</b> · a rule
        true at a bar’s close acts at the next bar’s open
        {tool.product === 'intraday' ? '; squared off at the session’s close' : ''}.
      </Text>
    </Stack>
  );
}

function RuleLine({ label, rule }: { readonly label: string; readonly rule: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {rule}
      </Code>
    </div>
  );
}
