import { useState } from 'react';

/**
 * Which message shows under each field of the strategy form: the form's own once the field was
 * left or a save was tried; the server's (a name already taken, an unknown sector) until that field
 * changes.
 */
export function useFieldMessages<F extends string>(errors: Partial<Record<F, string>>) {
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Partial<Record<F, string>>>({});
  return {
    messageOf: (field: F): string | undefined =>
      (attempted || touched.has(field) ? errors[field] : undefined) ?? server[field],
    touch: (field: F) => setTouched((t) => new Set(t).add(field)),
    attempt: () => setAttempted(true),
    /** The server's messages of a refused save. */
    refused: (messages: Partial<Record<F, string>>) => setServer(messages),
    /** Fields the user changed: their server messages no longer apply. */
    changed: (fields: readonly F[]) =>
      setServer((current) => {
        const next = { ...current };
        for (const field of fields) delete next[field];
        return next;
      }),
  };
}
