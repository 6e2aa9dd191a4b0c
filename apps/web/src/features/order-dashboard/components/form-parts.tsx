import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { isRefusal } from '@/lib/api-client';
import type { DashboardAlert as Alerted } from '../lib/dashboard-alert';
import { DashboardAlert } from './dashboard-alert';

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
  readonly data: readonly string[];
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

interface ServerErrors<F extends string> {
  readonly errors: Partial<Record<F, string>>;
  /** The values the refused submit carried: a server message shows while its field keeps its value. */
  readonly sent: Readonly<Record<F, string>>;
}

/**
 * When a field's message shows: once the field was left, or after a submit was tried (spec 5: the
 * message under the field; the submit is blocked while any stands). A message the server gave for a
 * field (its check runs at the server's price, which may have moved) shows under that field until
 * the field is changed.
 */
export function useShownErrors<F extends string>(
  errors: Partial<Record<F, string>>,
  /** The form's current values; without them server messages are not shown per field. */
  fields?: Readonly<Record<F, string>>,
) {
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<ServerErrors<F> | null>(null);
  const serverError = (field: F) =>
    server && fields && server.sent[field] === fields[field] ? server.errors[field] : undefined;
  return {
    errorOf: (field: F) =>
      (attempted || touched.has(field) ? errors[field] : undefined) ?? serverError(field),
    touch: (field: F) => setTouched((t) => new Set(t).add(field)),
    attempt: () => setAttempted(true),
    /** Keeps the per-field messages of a refused submit of `sent` (none for an accepted one). */
    answered: (answer: unknown, sent: Readonly<Record<F, string>>) => {
      const refused = isRefusal(answer) ? answer.errors : undefined;
      const byField: Partial<Record<F, string>> = {};
      for (const { field, message } of refused ?? []) if (field in sent) byField[field as F] = message;
      setServer(Object.keys(byField).length > 0 ? { errors: byField, sent } : null);
    },
  };
}
