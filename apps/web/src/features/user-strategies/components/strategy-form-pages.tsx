import { useParams } from 'react-router';
import { QueryStates } from '@/components/market/query-states';
import { useStrings } from '@/lib/strings';
import { useStrategyDetails } from '../api/user-strategies-api';
import { EMPTY_FIELDS, fieldsOf } from '../lib/strategy-form';
import { userStrategiesStrings } from '../strings';
import { StrategiesFrame, useSignedIn, useStrategiesCrumb } from './strategies-frame';
import { StrategyForm } from './strategy-form';

/** /add-stratergy: a new strategy. */
export function AddStrategyPage() {
  const t = useStrings(userStrategiesStrings);
  const crumb = useStrategiesCrumb();
  return (
    <StrategiesFrame title={t('formPages.addTitle')} subtitle={t('formPages.subtitle')} breadcrumbs={[crumb]}>
      <StrategyForm initial={EMPTY_FIELDS} />
    </StrategiesFrame>
  );
}

/** /edit-stratergy/{strategies_id}: the same form, filled with the strategy. */
export function EditStrategyPage() {
  const id = useParams().strategies_id ?? '';
  const details = useStrategyDetails(id, useSignedIn());
  const t = useStrings(userStrategiesStrings);
  const crumb = useStrategiesCrumb();
  return (
    <StrategiesFrame
      title={t('formPages.editTitle')}
      subtitle={t('formPages.subtitle')}
      breadcrumbs={[crumb]}
    >
      <QueryStates query={details} errorTitle={t('formPages.openError')}>
        {(data) => (
          <StrategyForm key={data.strategy.version} initial={fieldsOf(data.strategy)} id={data.strategy.id} />
        )}
      </QueryStates>
    </StrategiesFrame>
  );
}
