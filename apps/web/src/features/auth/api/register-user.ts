import { accountEndpoints, type RegisterUserData } from '@nivesh/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export function registerUser(data: RegisterUserData) {
  // The spec passes the whole form as one JSON `userdata` query parameter.
  return callEndpoint(accountEndpoints.registerUser, { query: { userdata: JSON.stringify(data) } });
}

export function useRegisterUser() {
  return useMutation({ mutationKey: ['auth', 'registeruser'], mutationFn: registerUser });
}
