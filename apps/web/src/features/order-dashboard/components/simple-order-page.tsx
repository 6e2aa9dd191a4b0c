import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DashboardAlert } from '@/components/alerts/dashboard-alert';
import { QueryLoading } from '@/components/market/query-states';
import { alertFor } from '@/lib/dashboard-alert';
import { useStrings } from '@/lib/strings';
import { useSimpleOrder } from '../api/order-dashboard-api';
import { fieldsOfRow, initialFields } from '../lib/simple-order-state';
import { orderDashboardStrings } from '../strings';
import { DashboardFrame } from './dashboard-frame';
import { FundsPanel } from './funds-panel';
import { SimpleOrderForm } from './simple-order-form';
import { isProcessed } from './symbol-cell';

/** /order-dashboard/add-simple-strategy (`?symbol=..&type=Buy|Sell` prefill it). */
export function AddSimpleOrderPage() {
  const t = useStrings(orderDashboardStrings);
  const [search] = useSearchParams();
  return (
    <DashboardFrame
      title={t('simple.placeOrder')}
      subtitle={t('simple.subtitle')}
      tab="/simple-order-dashboard"
      nested
    >
      <FundsPanel />
      <SimpleOrderForm initial={initialFields(search)} />
    </DashboardFrame>
  );
}

/** /order-dashboard/edit-simple-strategy/{order_id}: the order loaded, its stock fixed. */
export function EditSimpleOrderPage() {
  const t = useStrings(orderDashboardStrings);
  const orderId = useParams().order_id ?? '';
  const order = useSimpleOrder(orderId);
  const row = order.data;
  let body: ReactNode;
  if (order.isPending) body = <QueryLoading lines={6} label={t('loadingOrder')} />;
  else if (order.isError) body = <DashboardAlert alert={alertFor(order.error, undefined)} />;
  else if (!row)
    body = (
      <Alert color="yellow" variant="light" title={t('simple.noSuchOrder')}>
        {t('simple.noOrder', { orderId })}
      </Alert>
    );
  else
    body = (
      <>
        {isProcessed(row) && (
          <Alert color="yellow" variant="light" title={t('simple.notModifiable')}>
            {t('simple.notModifiableText', {
              orderId,
              status:
                row.status === null || row.status === undefined
                  ? t('simple.closed')
                  : String(row.status).toLowerCase(),
            })}
          </Alert>
        )}
        <SimpleOrderForm initial={fieldsOfRow(row)} orderId={orderId} editable={!isProcessed(row)} />
      </>
    );
  return (
    <DashboardFrame
      title={t('simple.modifyTitle', { orderId })}
      subtitle={t('simple.subtitle')}
      tab="/simple-order-dashboard"
      nested
    >
      {body}
    </DashboardFrame>
  );
}
