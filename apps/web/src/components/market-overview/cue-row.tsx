import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChangeText } from '@/components/market/change-text';
import classes from './overview.module.css';

interface CueRowProps {
  /** What the row is (a name, with a dot or a unit). */
  readonly label: ReactNode;
  /** The formatted price or level. */
  readonly value: string;
  readonly changePct: number;
  readonly testId?: string;
}

/** One line of a dashboard list: label on the left, value and % change on the right. */
export function CueRow({ label, value, changePct, testId }: CueRowProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={testId}>
      <div className={classes.truncate}>{label}</div>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
        <Text size="sm" w={70} ta="right">
          <ChangeText value={changePct} format="percent" arrow={false} />
        </Text>
      </Group>
    </Group>
  );
}
