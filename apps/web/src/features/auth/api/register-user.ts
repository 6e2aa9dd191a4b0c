import { type RegisterUserData, registerUserResponse } from '@nivesh/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function registerUser(data: RegisterUserData) {
  // The spec passes the whole form as one JSON `userdata` query parameter.
  return apiRequest({
    endpoint: 'login/registeruser',
    query: { userdata: JSON.stringify(data) },
    schema: registerUserResponse,
  });
}

export function useRegisterUser() {
  return useMutation({ mutationKey: ['auth', 'registeruser'], mutationFn: registerUser });
}
