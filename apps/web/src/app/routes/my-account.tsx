import { MyAccountPage } from '@/features/subscriptions/components/my-account-page';

export function Component() {
  return <MyAccountPage />;
}
