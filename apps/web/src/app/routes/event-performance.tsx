import { EventsPerformancePage } from '@/features/today-activity/events-performance/components/events-performance-page';

export function Component() {
  return <EventsPerformancePage />;
}
