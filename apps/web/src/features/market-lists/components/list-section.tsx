import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a page (an h2 over a table or chart). */
export function ListSection({
  title,
  children,
}: {
  readonly title: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
