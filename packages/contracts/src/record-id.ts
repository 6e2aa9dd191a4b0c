import { z } from 'zod';

/**
 * The id of a record a user keeps (a saved screen, a strategy): 12 random url-safe characters
 * (`A–Z a–z 0–9 - _`), so an id tells nothing about how many records exist. Ids of any length up to
 * 40 in that alphabet are accepted as input (an unknown one is "no such record", not malformed).
 */
export const RECORD_ID_LENGTH = 12;

export function recordIdSchema(field: string) {
  const message = `${field} is an id of letters, digits, - and _`;
  return z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, { message: `${field} is required` })
    .max(40, { message })
    .regex(/^[A-Za-z0-9_-]+$/, { message });
}
