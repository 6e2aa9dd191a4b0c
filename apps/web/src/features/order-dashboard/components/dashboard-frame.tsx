import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Crumb, MarketPage } from '@/components/market/market-page';
import { paths } from '@/config/paths';
import { useStrings } from '@/lib/strings';
import { useOrderStream } from '../api/order-stream';
import type { OrderListPath } from '../lib/order-tabs';
import { orderDashboardStrings } from '../strings';
import { OrderLiveStatus } from './order-live-status';
import { OrderTabBar } from './order-tab-bar';

interface DashboardFrameProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  /** The tab shown as active. */
  readonly tab: OrderListPath;
  /** Pages below a list (forms, detail) show "Order dashboard" between Home and the title. */
  readonly nested?: boolean;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/**
 * Breadcrumb (Home › …), title, simulated-data badge, actions, the tab bar, how the page stays
 * current (the order channel it follows), then the page.
 */
export function DashboardFrame({
  title,
  subtitle,
  tab,
  nested = false,
  actions,
  children,
}: DashboardFrameProps) {
  useOrderStream();
  const t = useStrings(orderDashboardStrings);
  const crumb: Crumb = { label: t('dashboard'), href: paths.orderDashboard.getHref() };
  return (
    <MarketPage title={title} subtitle={subtitle} breadcrumbs={nested ? [crumb] : []} actions={actions}>
      <Stack gap="md">
        <OrderTabBar active={tab} />
        <OrderLiveStatus />
        {children}
      </Stack>
    </MarketPage>
  );
}
