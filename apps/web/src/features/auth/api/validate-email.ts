import { validateEmailResponse } from '@nivesh/contracts';
import { apiRequest } from '@/lib/api-client';

/** Asks whether an email address is still free; a refusal carries the server's reason. */
export function validateEmail(email: string) {
  return apiRequest({ endpoint: 'login/validateemail', query: { email }, schema: validateEmailResponse });
}
