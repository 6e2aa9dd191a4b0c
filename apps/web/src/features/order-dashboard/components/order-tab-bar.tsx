import { Button, ScrollArea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useStrings } from '@/lib/strings';
import { ORDER_TABS, type OrderListPath } from '../lib/order-tabs';
import { orderDashboardStrings } from '../strings';

/** The tab bar every order dashboard page shares; the active tab is filled and marked current. */
export function OrderTabBar({ active }: { readonly active: OrderListPath }) {
  const t = useStrings(orderDashboardStrings);
  const current = useRef<HTMLAnchorElement>(null);
  // On a phone the bar scrolls sideways: bring the active tab into view.
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <nav aria-label={t('dashboard')} style={{ display: 'flex', gap: 6, paddingBottom: 4 }}>
        {ORDER_TABS.map((tab) => {
          const isCurrent = tab.path === active;
          return (
            <Button
              key={tab.path}
              ref={isCurrent ? current : undefined}
              component={Link}
              to={tab.path}
              size="compact-sm"
              radius="xl"
              variant={isCurrent ? 'filled' : 'default'}
              aria-current={isCurrent ? 'page' : undefined}
              data-active={isCurrent || undefined}
              style={{ flexShrink: 0 }}
            >
              {t(`tabs.${tab.name}`)}
            </Button>
          );
        })}
      </nav>
    </ScrollArea>
  );
}
