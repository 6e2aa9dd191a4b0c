import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryAlert } from '@/components/alerts/dashboard-alert';
import { QueryLoading } from '@/components/market/query-states';
import { answerOf } from '@/lib/api-client';
import { orderDetailOptions, useStrategyChoices } from '../api/order-dashboard-api';
import { EMPTY_STRATEGY_FORM, fieldsOfDetail, strategyTypeOfDetail } from '../lib/strategy-order-state';
import { DashboardFrame } from './dashboard-frame';
import { StrategyOrderForm } from './strategy-order-form';

const SUBTITLE =
  'Pick a sector and a strategy: the order takes the top stocks that strategy flags there now; each enters when its signal fires and exits at the profit target or stop loss (in percent).';

/** /order-dashboard/add-strategy */
export function AddStrategyPage() {
  return (
    <DashboardFrame title="Add strategy" subtitle={SUBTITLE} tab="/order-dashboard" nested>
      <StrategyOrderForm initial={EMPTY_STRATEGY_FORM} />
    </DashboardFrame>
  );
}

/** /order-dashboard/edit-strategy/{order_id}: the same form with the order loaded. */
export function EditStrategyPage() {
  const orderId = useParams().order_id ?? '';
  // Fills the form once: no polling.
  const detail = useQuery(orderDetailOptions(orderId));
  const data = answerOf(detail.data)?.data;
  const type = data ? strategyTypeOfDetail(data) : '';
  const choices = useStrategyChoices(type);
  const loaded = data && (type === '' || !choices.isPending);
  const choiceList = answerOf(choices.data)?.result ?? [];
  return (
    <DashboardFrame title={`Edit strategy ${orderId}`} subtitle={SUBTITLE} tab="/order-dashboard" nested>
      <QueryAlert query={detail} />
      {detail.isPending || (data && !loaded) ? (
        <QueryLoading lines={6} label="Loading the order…" />
      ) : data ? (
        <StrategyOrderForm key={orderId} initial={fieldsOfDetail(data, choiceList)} orderId={orderId} />
      ) : null}
    </DashboardFrame>
  );
}
