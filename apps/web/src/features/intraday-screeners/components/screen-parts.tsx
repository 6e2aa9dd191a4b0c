import { Badge, Button, Card, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { ScreenBiasName } from '@nivesh/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChangeText } from '@/components/market/change-text';
import type { DataTableColumn } from '@/components/market/data-table';
import { formatNumber, formatVolume } from '@/lib/format';
import { useStrings } from '@/lib/strings';
import { intradayScreenersStrings } from '../strings';

export const BIAS_COLOUR = { bullish: 'teal', bearish: 'red', neutral: 'gray' } as const;

/** Which way a screen or pattern points, green / red / grey. */
export function BiasBadge({ bias }: { readonly bias: ScreenBiasName }) {
  const t = useStrings(intradayScreenersStrings);
  return (
    <Badge
      color={BIAS_COLOUR[bias]}
      variant="light"
      tt="none"
      size="sm"
      data-bias={bias}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(`bias.${bias}`)}
    </Badge>
  );
}

/** A screen's number in its unit: "+1.23 %", "2.4×", "₹12.50 cr". */
export function formatMetric(value: number | null, unit: string): string {
  if (value === null) return '—';
  if (unit === '%') return `${value > 0 ? '+' : ''}${formatNumber(value, 2)} %`;
  if (unit === '×') return `${formatNumber(value, 2)}×`;
  return intradayScreenersStrings.t('crore', { value: formatNumber(value, 2) });
}

export interface ScreenCardInfo {
  readonly id: string;
  readonly name: string;
  readonly bias: ScreenBiasName;
  readonly rule: string;
  readonly count: number;
  readonly language?: string | null;
}

/** A screen with its live count, exact rule and a link to its stocks. */
export function ScreenCard({ screen, href }: { readonly screen: ScreenCardInfo; readonly href: string }) {
  const t = useStrings(intradayScreenersStrings);
  return (
    <Card withBorder radius="md" padding="md" data-screen-id={screen.id}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="sm">
            {screen.id}. {screen.name}
          </Text>
          <BiasBadge bias={screen.bias} />
        </Group>
        <Text size="xs" c="dimmed">
          {screen.rule}
        </Text>
        {screen.language && (
          <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {screen.language}
          </Code>
        )}
        <Group justify="space-between" mt="auto" wrap="nowrap">
          <Text fw={700} size="xl" aria-label={t('card.count', { value: screen.count })}>
            {formatNumber(screen.count, 0)}
          </Text>
          {screen.count === 0 ? (
            <Text size="sm" c="dimmed">
              {t('card.none')}
            </Text>
          ) : (
            <Button component={Link} to={href} variant="light" size="xs">
              {t('card.view', { value: screen.count })}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

type Column<Row> = DataTableColumn<Row>;

/** A price in rupees, right-aligned. */
export function priceColumn<Row>(id: string, label: string, value: (row: Row) => number | null): Column<Row> {
  return { id, label, value, render: (r) => formatNumber(value(r), 2), align: 'right' };
}

/** A signed change, green up and red down, biggest first. */
export function changeColumn<Row>(
  id: string,
  label: string,
  value: (row: Row) => number,
  percent = false,
): Column<Row> {
  return {
    id,
    label,
    value,
    render: (r) => <ChangeText value={value(r)} format={percent ? 'percent' : 'change'} arrow={percent} />,
    align: 'right',
    tone: 'sign',
    sortDescFirst: true,
  };
}

/** Shares in lakh / crore, largest first. */
export function quantityColumn<Row>(id: string, label: string, value: (row: Row) => number): Column<Row> {
  return { id, label, value, render: (r) => formatVolume(value(r)), align: 'right', sortDescFirst: true };
}

/** A screen's metric column, labelled by the screen. */
export function metricColumn<Row extends { readonly metric: number | null }>(
  label: string,
  unit: string,
): Column<Row> {
  return {
    id: 'metric',
    label,
    value: (r) => r.metric,
    render: (r) => formatMetric(r.metric, unit),
    align: 'right',
    sortDescFirst: true,
    tone: unit === '%' ? 'sign' : undefined,
  };
}

/** The box above a screen's stock list: its name, bias, exact rule and what the list stands on. */
export function RuleHeader({
  title,
  bias,
  rule,
  badge,
  children,
}: {
  readonly title: string;
  readonly bias: ScreenBiasName;
  readonly rule: string;
  readonly badge?: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={700}>{title}</Text>
          <BiasBadge bias={bias} />
          {badge}
        </Group>
        <Text size="sm">{rule}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
