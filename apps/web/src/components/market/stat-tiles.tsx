import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatTile {
  readonly label: string;
  readonly value: ReactNode;
  /** A short note under the value. */
  readonly hint?: ReactNode;
}

/** A row of figures (2 per line on phones, up to `columns` on wide screens). */
export function StatTiles({
  items,
  columns = 4,
}: {
  readonly items: readonly StatTile[];
  readonly columns?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(columns, 3), md: columns }} spacing="sm">
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text size="xl" fw={700} lh={1.3} component="div">
            {item.value}
          </Text>
          {item.hint && (
            <Text size="xs" c="dimmed" component="div">
              {item.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
