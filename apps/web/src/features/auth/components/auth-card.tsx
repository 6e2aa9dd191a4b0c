import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly children: ReactNode;
}

/** The narrow card the sign-in pages share. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
