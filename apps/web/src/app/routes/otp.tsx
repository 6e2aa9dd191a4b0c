import { OtpPage } from '@/features/auth/components/otp-page';

export function Component() {
  return <OtpPage />;
}
