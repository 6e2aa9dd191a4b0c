import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryAlert } from '@/components/alerts/dashboard-alert';
import { QueryLoading } from '@/components/market/query-states';
import { answerOf } from '@/lib/api-client';
import { useStrings } from '@/lib/strings';
import { orderDetailOptions, useStrategyChoices } from '../api/order-dashboard-api';
import { EMPTY_STRATEGY_FORM, fieldsOfDetail, strategyTypeOfDetail } from '../lib/strategy-order-state';
import { orderDashboardStrings } from '../strings';
import { DashboardFrame } from './dashboard-frame';
import { StrategyOrderForm } from './strategy-order-form';

/** /order-dashboard/add-strategy */
export function AddStrategyPage() {
  const t = useStrings(orderDashboardStrings);
  return (
    <DashboardFrame
      title={t('strategy.addTitle')}
      subtitle={t('strategy.subtitle')}
      tab="/order-dashboard"
      nested
    >
      <StrategyOrderForm initial={EMPTY_STRATEGY_FORM} />
    </DashboardFrame>
  );
}

/** /order-dashboard/edit-strategy/{order_id}: the same form with the order loaded. */
export function EditStrategyPage() {
  const t = useStrings(orderDashboardStrings);
  const orderId = useParams().order_id ?? '';
  // Fills the form once: no polling.
  const detail = useQuery(orderDetailOptions(orderId));
  const data = answerOf(detail.data)?.data;
  const type = data ? strategyTypeOfDetail(data) : '';
  const choices = useStrategyChoices(type);
  const loaded = data && (type === '' || !choices.isPending);
  const choiceList = answerOf(choices.data)?.result ?? [];
  return (
    <DashboardFrame
      title={t('strategy.editTitle', { orderId })}
      subtitle={t('strategy.subtitle')}
      tab="/order-dashboard"
      nested
    >
      <QueryAlert query={detail} />
      {detail.isPending || (data && !loaded) ? (
        <QueryLoading lines={6} label={t('loadingOrder')} />
      ) : data ? (
        <StrategyOrderForm key={orderId} initial={fieldsOfDetail(data, choiceList)} orderId={orderId} />
      ) : null}
    </DashboardFrame>
  );
}
