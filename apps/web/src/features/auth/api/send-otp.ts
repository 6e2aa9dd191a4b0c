import { sendOtpResponse } from '@nivesh/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function sendOtp(mobile: string) {
  return apiRequest({ endpoint: 'login/sendotp', query: { mobile }, schema: sendOtpResponse });
}

export function useSendOtp() {
  return useMutation({ mutationKey: ['auth', 'sendotp'], mutationFn: sendOtp });
}
