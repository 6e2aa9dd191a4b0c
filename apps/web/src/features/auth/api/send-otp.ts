import { accountEndpoints } from '@nivesh/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export function sendOtp(mobile: string) {
  return callEndpoint(accountEndpoints.sendOtp, { query: { mobile } });
}

export function useSendOtp() {
  return useMutation({ mutationKey: ['auth', 'sendotp'], mutationFn: sendOtp });
}
