import type { FieldError } from '@nivesh/contracts';
import { useEffect, useState } from 'react';
import type { z } from 'zod';

/** A form's values as typed: every value text, as a form holds it. */
export type FieldValues<F extends string> = Readonly<Record<F, string>>;
/** A message for some of a form's fields. */
export type FieldMessages<F extends string> = Partial<Record<F, string>>;

interface ServerMessages<F extends string> {
  readonly messages: FieldMessages<F>;
  /** The values the refused submit carried: a message shows while its field keeps its value. */
  readonly sent: FieldValues<F>;
}

const isFieldOf = <F extends string>(values: FieldValues<F>, key: PropertyKey): key is F =>
  typeof key === 'string' && Object.hasOwn(values, key);

/**
 * A zod schema's verdict on a form's values: what it parses them to, or the first message of each
 * field it refuses (for forms whose rules are a schema, such as the sign-in forms').
 */
export function parseFields<F extends string, T>(
  schema: z.ZodType<T, FieldValues<F>>,
  values: FieldValues<F>,
): { readonly data: T | undefined; readonly errors: FieldMessages<F> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: FieldMessages<F> = {};
  for (const { path, message } of parsed.error.issues) {
    const field = path[0];
    if (field !== undefined && isFieldOf(values, field)) errors[field] ??= message;
  }
  return { data: undefined, errors };
}

/**
 * The one way the web app's forms show their messages. `errors` come from a pure validator of
 * `values` (the rules shared with the server where there are some): a field's message shows once
 * the field was left (`touch`) or a submit was tried (`attempt`; the submit is blocked while any
 * stands). A message the server gave for a field of a refused submit (`refused`: a name already
 * taken, a price check at the server's price, which may have moved) shows under that field while
 * the field keeps the value that was sent.
 */
export function useFieldMessages<F extends string>(errors: FieldMessages<F>, values: FieldValues<F>) {
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<ServerMessages<F> | null>(null);
  // After a refused submit attempt, focus moves to the first field in error (once its message shows).
  const [focusIn, setFocusIn] = useState<HTMLFormElement | null>(null);
  useEffect(() => {
    if (!focusIn) return;
    focusIn.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    setFocusIn(null);
  }, [focusIn]);
  const serverMessage = (field: F) =>
    server && server.sent[field] === values[field] ? server.messages[field] : undefined;
  return {
    messageOf: (field: F): string | undefined =>
      (attempted || touched.has(field) ? errors[field] : undefined) ?? serverMessage(field),
    touch: (field: F) => setTouched((t) => new Set(t).add(field)),
    /**
     * A submit was tried: every field's message shows and, when one stands, focus moves to the first
     * field in error of the form being submitted (as a screen reader or keyboard user expects).
     */
    attempt: () => {
      setAttempted(true);
      const form = document.activeElement?.closest('form');
      if (form && Object.values(errors).some((message) => message !== undefined)) setFocusIn(form);
    },
    /**
     * Keeps the per-field messages of a refusal of `sent` (its `errors`; none for an accepted submit)
     * in place of any earlier ones; messages for fields the form does not have are left out.
     */
    refused: (messages: readonly FieldError[] | undefined, sent: FieldValues<F>) => {
      const byField: FieldMessages<F> = {};
      for (const { field, message } of messages ?? []) if (isFieldOf(sent, field)) byField[field] = message;
      setServer(Object.keys(byField).length > 0 ? { messages: byField, sent } : null);
    },
    /** Starts afresh: no field left, no submit tried, no server message (a new code was sent). */
    reset: () => {
      setTouched(new Set());
      setAttempted(false);
      setServer(null);
    },
  };
}
