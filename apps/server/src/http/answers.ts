/** A business-rule refusal: HTTP 200 with status 0 and a message the user can act on. */
export interface Refusal {
  readonly status: 0;
  readonly message: string;
}

export function refuse(message: string): Refusal {
  return { status: 0, message };
}

/** Services return either a value or a refusal; routes turn both into the v3 envelope. */
export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refusal<T>(message: string): Outcome<T> {
  return { ok: false, message };
}
