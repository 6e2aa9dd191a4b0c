import { Group, Text } from '@mantine/core';
import { useStrings } from '@/lib/strings';
import { IDLE_REFRESH_MS, LIVE_REFRESH_MS, useMarketLive } from '../api/order-dashboard-api';
import { useOrderChannelJoined } from '../api/order-stream';
import { orderDashboardStrings } from '../strings';

/** Says how the page stays current: pushed by the order channel, or polled while it is down. */
export function OrderLiveStatus() {
  const t = useStrings(orderDashboardStrings);
  const joined = useOrderChannelJoined();
  const live = useMarketLive();
  const every = (live ? LIVE_REFRESH_MS : IDLE_REFRESH_MS) / 1000;
  return (
    <Group gap={6} justify="flex-end" data-testid="order-live-status" data-joined={joined}>
      <Text span c={joined ? 'teal.7' : 'dimmed'} fz="xs" aria-hidden>
        ●
      </Text>
      <Text fz="xs" c="dimmed">
        {joined ? t('live.joined') : t('live.polling', { every })}
      </Text>
    </Group>
  );
}
