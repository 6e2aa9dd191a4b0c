import { useParams } from 'react-router';
import { QueryStates } from '@/components/market/query-states';
import { useStrategyDetails } from '../api/user-strategies-api';
import { EMPTY_FIELDS, fieldsOf } from '../lib/strategy-form';
import { STRATEGIES_CRUMB, StrategiesFrame, useSignedIn } from './strategies-frame';
import { StrategyForm } from './strategy-form';

const SUBTITLE =
  'Entry and exit conditions in the screening language, a side, a product, a stop-loss and a target, on all stocks or one sector.';

/** /add-stratergy: a new strategy. */
export function AddStrategyPage() {
  return (
    <StrategiesFrame title="Add Strategy" subtitle={SUBTITLE} breadcrumbs={[STRATEGIES_CRUMB]}>
      <StrategyForm initial={EMPTY_FIELDS} />
    </StrategiesFrame>
  );
}

/** /edit-stratergy/{strategies_id}: the same form, filled with the strategy. */
export function EditStrategyPage() {
  const id = useParams().strategies_id ?? '';
  const details = useStrategyDetails(id, useSignedIn());
  return (
    <StrategiesFrame title="Edit Strategy" subtitle={SUBTITLE} breadcrumbs={[STRATEGIES_CRUMB]}>
      <QueryStates query={details} errorTitle="Could not open this strategy">
        {(data) => (
          <StrategyForm key={data.strategy.version} initial={fieldsOf(data.strategy)} id={data.strategy.id} />
        )}
      </QueryStates>
    </StrategiesFrame>
  );
}
