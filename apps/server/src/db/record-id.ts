import { randomBytes } from 'node:crypto';
import { RECORD_ID_LENGTH } from '@nivesh/contracts';

/** A new id for a record a user keeps: 12 random url-safe characters (72 bits), never a count. */
export function newRecordId(): string {
  return randomBytes((RECORD_ID_LENGTH * 3) / 4).toString('base64url');
}
