import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Stat {
  readonly label: string;
  readonly value: ReactNode;
  /** A short note under the value (a unit, "simulated"). */
  readonly hint?: string;
}

interface StatGridProps {
  readonly stats: readonly Stat[];
  /** Columns on phones, tablets and desktops; default 2, 3, 4. */
  readonly cols?: { readonly base: number; readonly sm?: number; readonly md?: number };
}

/** Label-over-value figures in a responsive grid, as a description list. */
export function StatGrid({ stats, cols = { base: 2, sm: 3, md: 4 } }: StatGridProps) {
  return (
    <SimpleGrid cols={cols} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
      {stats.map((stat) => (
        <Stack key={stat.label} gap={0} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed">
            {stat.label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {stat.value}
          </Text>
          {stat.hint && (
            <Text component="dd" size="xs" c="dimmed" m={0}>
              {stat.hint}
            </Text>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
