import { gatesAdmitting } from '../http/endpoint-routes';

/** Gates for a test app of public endpoints only: every signed-in, premium or operator gate refuses. */
export const PUBLIC_ONLY_GATES = gatesAdmitting({});
