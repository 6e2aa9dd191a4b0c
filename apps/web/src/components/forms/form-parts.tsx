import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DashboardAlert } from '@/components/alerts/dashboard-alert';
import type { DashboardAlert as Alerted } from '@/lib/dashboard-alert';

interface OrderFormCardProps {
  /** The form's accessible name. */
  readonly label: string;
  readonly maxWidth: number;
  /** Spec 8's alert for the submit's outcome, and when it was sent. */
  readonly alert: Alerted | null;
  readonly alertStamp: number;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/** The frame of both order forms: a card, a form without browser validation, the submit's alert. */
export function OrderFormCard({
  label,
  maxWidth,
  alert,
  alertStamp,
  onSubmit,
  children,
}: OrderFormCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={maxWidth}>
      <form
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          <DashboardAlert alert={alert} stamp={alertStamp} />
          {children}
        </Stack>
      </form>
    </Paper>
  );
}

interface ChoiceFieldProps {
  readonly label: string;
  /** Each value with its label in the page's language (the value is what is posted). */
  readonly data: readonly { readonly value: string; readonly label: string }[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly color?: string;
}

/** A labelled choice of a few values (order type, side, product). */
export function ChoiceField({ label, data, value, onChange, color }: ChoiceFieldProps) {
  return (
    <Stack gap={4}>
      <Text component="span" size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl aria-label={label} data={[...data]} value={value} onChange={onChange} color={color} />
    </Stack>
  );
}
