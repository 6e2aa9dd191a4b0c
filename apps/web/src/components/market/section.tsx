import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionProps {
  readonly title: string;
  /** One or two plain sentences: the convention the figures follow. */
  readonly note?: ReactNode;
  /** A control beside the title (a select). */
  readonly action?: ReactNode;
  /** The figures in words under a chart: what a reader would take from it. */
  readonly summary?: ReactNode;
  readonly children: ReactNode;
}

/** A titled box of the page (an h2): a chart or table with its convention and its summary. */
export function Section({ title, note, action, summary, children }: SectionProps) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" miw={0}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {children}
        {summary && (
          <Text size="sm" component="div">
            {summary}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
