import { accountEndpoints } from '@nivesh/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export interface ValidateOtpInput {
  readonly mobile: string;
  readonly otp: string;
}

export function validateOtp({ mobile, otp }: ValidateOtpInput) {
  return callEndpoint(accountEndpoints.validateOtp, { query: { mobile, otp } });
}

export function useValidateOtp() {
  return useMutation({ mutationKey: ['auth', 'validateOTP'], mutationFn: validateOtp });
}
