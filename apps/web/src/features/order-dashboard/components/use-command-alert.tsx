import { useCallback, useState } from 'react';
import { DashboardAlert } from '@/components/alerts/dashboard-alert';
import { type DashboardAlert as Alerted, outcomeAlert } from '@/lib/dashboard-alert';

/**
 * Runs a dashboard command and keeps spec 8's alert for its outcome. `run` resolves true on
 * status 1, false after a refusal or a failure (the alert then shows).
 */
export function useCommandAlert() {
  const [alert, setAlert] = useState<{ readonly alert: Alerted; readonly at: number } | null>(null);
  const run = useCallback(async (command: () => Promise<unknown>): Promise<boolean> => {
    const outcome = await outcomeAlert(command);
    setAlert(outcome ? { alert: outcome, at: Date.now() } : null);
    return outcome === null;
  }, []);
  const notice = <DashboardAlert alert={alert?.alert ?? null} stamp={alert?.at} />;
  return { run, notice };
}
