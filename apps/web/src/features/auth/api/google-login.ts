import { accountEndpoints } from '@nivesh/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export function googleLogin(credential: string) {
  return callEndpoint(accountEndpoints.googleLogin, { body: { credential } });
}

export function useGoogleLogin() {
  return useMutation({ mutationKey: ['auth', 'googleLogin'], mutationFn: googleLogin });
}
