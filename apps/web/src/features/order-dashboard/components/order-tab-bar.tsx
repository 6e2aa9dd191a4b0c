import { Button, ScrollArea } from '@mantine/core';
import { Link } from 'react-router';
import { ORDER_TABS, type OrderListPath } from '../lib/order-tabs';

/** The tab bar every order dashboard page shares; the active tab is filled and marked current. */
export function OrderTabBar({ active }: { readonly active: OrderListPath }) {
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <nav aria-label="Order dashboard" style={{ display: 'flex', gap: 6, paddingBottom: 4 }}>
        {ORDER_TABS.map((tab) => {
          const current = tab.path === active;
          return (
            <Button
              key={tab.path}
              component={Link}
              to={tab.path}
              size="compact-sm"
              radius="xl"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
              data-active={current || undefined}
              style={{ flexShrink: 0 }}
            >
              {tab.label}
            </Button>
          );
        })}
      </nav>
    </ScrollArea>
  );
}
