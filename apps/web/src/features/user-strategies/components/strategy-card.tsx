import { Anchor, Badge, Button, Code, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { UserStrategy } from '@nivesh/contracts';
import { IconChartLine, IconEdit, IconListSearch, IconTestPipe, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useStrings } from '@/lib/strings';
import { backtestLink } from '../lib/strategy-form';
import { userStrategiesStrings } from '../strings';
import { editHref, PERFORMANCE_HREF, stocksHref } from './strategies-frame';

/** The badges of a strategy: timeframe, side, product, scope. */
export function StrategyBadges({ strategy: s }: { readonly strategy: UserStrategy }) {
  const t = useStrings(userStrategiesStrings);
  return (
    <Group gap={6}>
      <Badge variant="light">{t(`values.${s.timeframe}`)}</Badge>
      <Badge variant="light" color={s.side === 'Buy' ? 'teal' : 'red'}>
        {t(`values.${s.side}`)}
      </Badge>
      <Badge variant="light" color="gray">
        {t(`values.${s.product}`)}
      </Badge>
      <Badge variant="outline" color="gray">
        {s.sectorName ?? t('common.allStocks')}
      </Badge>
    </Group>
  );
}

/** A strategy's rules, one per line, wrapping on narrow screens. */
export function StrategyRules({ strategy: s }: { readonly strategy: UserStrategy }) {
  const t = useStrings(userStrategiesStrings);
  const percent = (v: number) => (v > 0 ? `${v} %` : t('card.none'));
  const rule = (label: string, text: string) => (
    <Text size="sm" component="div">
      <Text span fw={600}>
        {label}:{' '}
      </Text>
      <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</Code>
    </Text>
  );
  return (
    <Stack gap={4}>
      {rule(t('card.entry'), s.entry)}
      {rule(t('card.exit'), s.exit)}
      <Text size="sm" c="dimmed">
        {t('card.stopTarget', { stop: percent(s.stoploss), target: percent(s.profitTarget) })}
      </Text>
    </Stack>
  );
}

/** The link to /back-testing with the strategy filled in, or why there is none. */
export function BacktestButton({ strategy }: { readonly strategy: UserStrategy }) {
  const t = useStrings(userStrategiesStrings);
  const link = backtestLink(strategy);
  if (link.href)
    return (
      <Button
        component={Link}
        to={link.href}
        size="compact-sm"
        variant="subtle"
        leftSection={<IconTestPipe size={14} aria-hidden="true" />}
      >
        {t('card.backtest')}
      </Button>
    );
  return (
    <Tooltip label={link.reason}>
      <Text size="xs" c="dimmed">
        {t('card.noBacktest')}
      </Text>
    </Tooltip>
  );
}

/** One strategy of the list: what it is, its rules, and what can be done with it. */
export function StrategyCard({
  strategy: s,
  onDelete,
}: {
  readonly strategy: UserStrategy;
  readonly onDelete: () => void;
}) {
  const t = useStrings(userStrategiesStrings);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={s.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Anchor component={Link} to={stocksHref(s.id)} fw={700} size="lg">
            {s.name}
          </Anchor>
          <StrategyBadges strategy={s} />
        </Group>
        {s.description && (
          <Text size="sm" c="dimmed">
            {s.description}
          </Text>
        )}
        <StrategyRules strategy={s} />
        <Group gap="xs" justify="space-between">
          <Group gap={6}>
            <Button
              component={Link}
              to={stocksHref(s.id)}
              size="compact-sm"
              variant="light"
              leftSection={<IconListSearch size={14} aria-hidden="true" />}
            >
              {t('common.stocks')}
            </Button>
            <Button
              component={Link}
              to={`${PERFORMANCE_HREF}?strategies_id=${s.id}`}
              size="compact-sm"
              variant="light"
              leftSection={<IconChartLine size={14} aria-hidden="true" />}
            >
              {t('common.performance')}
            </Button>
            <BacktestButton strategy={s} />
          </Group>
          <Group gap={6}>
            <Button
              component={Link}
              to={editHref(s.id)}
              size="compact-sm"
              variant="default"
              leftSection={<IconEdit size={14} aria-hidden="true" />}
            >
              {t('common.edit')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={onDelete}
              leftSection={<IconTrash size={14} aria-hidden="true" />}
            >
              {t('common.delete')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
