import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DashboardAlert } from '@/components/alerts/dashboard-alert';
import { QueryLoading } from '@/components/market/query-states';
import { alertFor } from '@/lib/dashboard-alert';
import { useSimpleOrder } from '../api/order-dashboard-api';
import { fieldsOfRow, initialFields } from '../lib/simple-order-state';
import { DashboardFrame } from './dashboard-frame';
import { FundsPanel } from './funds-panel';
import { SimpleOrderForm } from './simple-order-form';
import { isProcessed } from './symbol-cell';

const SUBTITLE =
  'Market fills at the last traded price; Limit at your price or better; SL triggers at the trigger price, then works as a limit order. Validity is always Day.';

/** /order-dashboard/add-simple-strategy (`?symbol=..&type=Buy|Sell` prefill it). */
export function AddSimpleOrderPage() {
  const [search] = useSearchParams();
  return (
    <DashboardFrame title="Place order" subtitle={SUBTITLE} tab="/simple-order-dashboard" nested>
      <FundsPanel />
      <SimpleOrderForm initial={initialFields(search)} />
    </DashboardFrame>
  );
}

/** /order-dashboard/edit-simple-strategy/{order_id}: the order loaded, its stock fixed. */
export function EditSimpleOrderPage() {
  const orderId = useParams().order_id ?? '';
  const order = useSimpleOrder(orderId);
  const row = order.data;
  let body: ReactNode;
  if (order.isPending) body = <QueryLoading lines={6} label="Loading the order…" />;
  else if (order.isError) body = <DashboardAlert alert={alertFor(order.error, undefined)} />;
  else if (!row)
    body = (
      <Alert color="yellow" variant="light" title="No such order">
        You have no order {orderId}.
      </Alert>
    );
  else
    body = (
      <>
        {isProcessed(row) && (
          <Alert color="yellow" variant="light" title="This order can no longer be modified">
            Order {orderId} is {String(row.status ?? 'closed').toLowerCase()}: only an open order can be
            modified.
          </Alert>
        )}
        <SimpleOrderForm initial={fieldsOfRow(row)} orderId={orderId} editable={!isProcessed(row)} />
      </>
    );
  return (
    <DashboardFrame
      title={`Modify order ${orderId}`}
      subtitle={SUBTITLE}
      tab="/simple-order-dashboard"
      nested
    >
      {body}
    </DashboardFrame>
  );
}
