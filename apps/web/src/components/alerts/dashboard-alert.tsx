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
  // What was dismissed: the same outcome stays dismissed; another one, or this one after the alert
  // went away in between, shows again.
  const outcome = alert ? `${alert.kind}|${alert.title}|${alert.message}|${stamp ?? ''}` : null;
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    if (outcome === null) setDismissed(null);
  }, [outcome]);
  if (!alert || dismissed === outcome) return null;
  const danger = alert.kind === 'danger';
  return (
    <Alert
      color={danger ? 'red' : 'yellow'}
      variant="light"
      title={alert.title}
      withCloseButton
      closeButtonLabel={t('dismiss')}
      onClose={() => setDismissed(outcome)}
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
}

/**
 * The alert of a query's outcome: its failure or refusal. A background refetch that brings the same
 * outcome (a poll, an order event) leaves a dismissed alert dismissed; a different outcome, or the
 * same one after a success in between, shows it again.
 */
export function QueryAlert({ query }: { readonly query: AlertedQuery }) {
  return <DashboardAlert alert={alertFor(query.error, query.data)} />;
}
