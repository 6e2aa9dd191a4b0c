// Spec section 8: what a dashboard call's outcome shows. A failure that is not an answer (HTTP status
// other than 200, no connection, an unreadable answer) is a danger alert with a fixed message; an
// answer with data.status 0 is a warning with the server's message; data.status 1 shows nothing.
import { isRefusal, SERVER_MESSAGE } from '@/lib/api-client';

const ALERT_TITLE = 'Oh snap! You got an error!';

export interface DashboardAlert {
  readonly kind: 'danger' | 'warning';
  readonly title: string;
  readonly message: string;
}

/** The alert for a call that threw `error` or answered `data` (null when there is nothing to say). */
export function alertFor(error: unknown, data: unknown): DashboardAlert | null {
  if (error) {
    return isRefusal(error)
      ? { kind: 'warning', title: ALERT_TITLE, message: error.message }
      : { kind: 'danger', title: ALERT_TITLE, message: SERVER_MESSAGE };
  }
  if (isRefusal(data)) return { kind: 'warning', title: ALERT_TITLE, message: data.message };
  return null;
}

/** Runs a command and gives the alert for its answer or its thrown error (null on status 1). */
export async function outcomeAlert(command: () => Promise<unknown>): Promise<DashboardAlert | null> {
  try {
    return alertFor(null, await command());
  } catch (error) {
    return alertFor(error, undefined);
  }
}
