import { accountEndpoints } from '@nivesh/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { clearUserData } from '@/lib/session/userdata-store';

export function logout() {
  return callEndpoint(accountEndpoints.logout);
}

/** Revokes the session on the server, then forgets the user here whatever the answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
    onSettled: () => {
      clearUserData();
      queryClient.removeQueries({ queryKey: ['account'] });
    },
  });
}
