import { googleLoginResponse } from '@nivesh/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function googleLogin(credential: string) {
  return apiRequest({
    endpoint: 'login/googleLogin',
    method: 'POST',
    body: { credential },
    schema: googleLoginResponse,
  });
}

export function useGoogleLogin() {
  return useMutation({ mutationKey: ['auth', 'googleLogin'], mutationFn: googleLogin });
}
