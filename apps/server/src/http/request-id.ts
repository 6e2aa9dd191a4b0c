import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
// A caller's id is reused only when it is short and plain, so it cannot inject into logs.
const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Reuses the caller's x-request-id (a proxy's trace id) when safe, otherwise makes one. */
export function generateRequestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && SAFE_ID.test(incoming)) return incoming;
  return randomUUID();
}
