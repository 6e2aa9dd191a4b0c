import { validateOtpResponse } from '@nivesh/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ValidateOtpInput {
  readonly mobile: string;
  readonly otp: string;
}

export function validateOtp({ mobile, otp }: ValidateOtpInput) {
  return apiRequest({ endpoint: 'login/validateOTP', query: { mobile, otp }, schema: validateOtpResponse });
}

export function useValidateOtp() {
  return useMutation({ mutationKey: ['auth', 'validateOTP'], mutationFn: validateOtp });
}
