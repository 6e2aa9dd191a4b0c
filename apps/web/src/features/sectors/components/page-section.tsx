import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sectors.module.css';

/** A titled part of a page (h2), with an optional line of explanation. */
export function PageSection({
  title,
  note,
  children,
}: {
  readonly title: ReactNode;
  readonly note?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" className={classes.section}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {note !== undefined && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      {children}
    </Stack>
  );
}
