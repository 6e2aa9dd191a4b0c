import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Page filters kept in the query string (so a filtered page can be bookmarked and shared): each
 * key's value or undefined, and `set` that replaces the history entry (empty or undefined removes a key).
 */
export function usePageParams<Key extends string>(
  keys: readonly Key[],
): {
  values: Readonly<Record<Key, string | undefined>>;
  set: (change: Partial<Record<Key, string | undefined>>) => void;
} {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) || undefined])) as Record<
    Key,
    string | undefined
  >;
  const set = useCallback(
    (change: Partial<Record<Key, string | undefined>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (typeof value === 'string' && value !== '') next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { values, set };
}

/** `value` when it is one of `allowed`, else `fallback`. */
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly (string | undefined)[]).includes(value) ? (value as T) : fallback;
}
