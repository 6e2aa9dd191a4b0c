import { RegistrationPage } from '@/features/auth/components/registration-page';

export function Component() {
  return <RegistrationPage />;
}
