import { Badge, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useStrings } from '@/lib/strings';
import type { TradingToolDto } from '../api/trading-tools-queries';
import { type ToolsT, tradingToolsStrings } from '../strings';

/** "Long · Delivery" or "Short · Intraday". */
export function sideLabel(
  t: ToolsT,
  tool: Pick<TradingToolDto, 'side'> & Partial<Pick<TradingToolDto, 'product'>>,
): string {
  const side = t(`sides.${tool.side}`);
  return tool.product ? t('sideAndProduct', { side, product: t(`products.${tool.product}`) }) : side;
}

/** The target as words: "12 %" or "none (exit rule)". */
export const targetText = (t: ToolsT, percent: number): string =>
  percent > 0 ? `${percent} %` : t('rule.targetNone');

/** A tool's complete rule: entry and exit in the screening language, stop, target, timeframe. */
export function ToolRule({ tool }: { readonly tool: TradingToolDto }) {
  const t = useStrings(tradingToolsStrings);
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge variant="light">{t(`timeframes.${tool.timeframe}`)}</Badge>
        <Badge variant="light" color={tool.side === 'long' ? 'teal' : 'red'}>
          {sideLabel(t, tool)}
        </Badge>
        <Text size="sm" c="dimmed">
          {tool.family}
        </Text>
      </Group>
      <Text size="sm">{tool.description}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <RuleLine label={t('rule.entry')} rule={tool.entry} />
        <RuleLine label={t('rule.exit')} rule={tool.exit} />
      </SimpleGrid>
      <Text size="sm">
        <Trans
          ns={tradingToolsStrings.namespace}
          i18nKey={tool.product === 'intraday' ? 'rule.riskIntraday' : 'rule.risk'}
          values={{ stop: tool.stopLossPercent, target: targetText(t, tool.targetPercent) }}
          components={{ b: <b /> }}
        />
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
