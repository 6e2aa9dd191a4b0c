import { ThankYouPage } from '@/features/auth/components/thank-you-page';

export function Component() {
  return <ThankYouPage />;
}
