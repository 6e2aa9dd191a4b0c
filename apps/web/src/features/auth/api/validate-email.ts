import { accountEndpoints } from '@nivesh/contracts';
import { callEndpoint } from '@/lib/api-client';

/** Asks whether an email address is still free; a refusal carries the server's reason. */
export function validateEmail(email: string) {
  return callEndpoint(accountEndpoints.validateEmail, { query: { email } });
}
