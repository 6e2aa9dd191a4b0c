import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  readonly title: string;
  /** Beside the title (a note, a switch). */
  readonly aside?: ReactNode;
  readonly children: ReactNode;
}

/** One titled block of a stock page (key figures, returns, peers…), an `<h2>` section. */
export function SectionCard({ title, aside, children }: SectionCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz={{ base: 17, sm: 19 }}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
