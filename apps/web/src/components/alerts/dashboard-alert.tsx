import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconInfoTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type DashboardAlert as Alerted, alertFor } from '@/lib/dashboard-alert';
import { useStrings } from '@/lib/strings';
import { alertsStrings } from './strings';

interface DashboardAlertProps {
  readonly alert: Alerted | null;
  /** Changes when a new outcome arrives, so a dismissed alert shows again for a new failure. */
  readonly stamp?: number | string;
}

/** Spec section 8's dismissible alert: red for a failed call, yellow for an answer with status 0. */
export function DashboardAlert({ alert, stamp }: DashboardAlertProps) {
  const t = useStrings(alertsStrings);
  const [dismissed, setDismissed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new outcome (stamp) brings the alert back.
  useEffect(() => setDismissed(false), [stamp, alert?.message]);
  if (!alert || dismissed) return null;
  const danger = alert.kind === 'danger';
  return (
    <Alert
      color={danger ? 'red' : 'yellow'}
      variant="light"
      title={alert.title}
      withCloseButton
      closeButtonLabel={t('dismiss')}
      onClose={() => setDismissed(true)}
      icon={
        danger ? (
          <IconAlertTriangle size={20} aria-hidden="true" />
        ) : (
          <IconInfoTriangle size={20} aria-hidden="true" />
        )
      }
      data-kind={alert.kind}
      role="alert"
    >
      {alert.message}
    </Alert>
  );
}

/** What QueryAlert reads of a query's state. */
interface AlertedQuery {
  readonly error: unknown;
  readonly data: unknown;
  readonly errorUpdatedAt: number;
  readonly dataUpdatedAt: number;
}

/** The alert of a query's outcome: its failure or refusal, back again for each new outcome. */
export function QueryAlert({ query }: { readonly query: AlertedQuery }) {
  return (
    <DashboardAlert
      alert={alertFor(query.error, query.data)}
      stamp={query.errorUpdatedAt || query.dataUpdatedAt}
    />
  );
}
