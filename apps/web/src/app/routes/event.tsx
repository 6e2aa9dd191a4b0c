import { EventsPage } from '@/features/today-activity/events/components/events-page';

export function Component() {
  return <EventsPage />;
}
