import { API_PREFIX, myAccountResponse } from '@nivesh/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RequireSession, sessionOf } from '../auth/session-auth';

export interface AccountRoutesOptions {
  readonly requireSession: RequireSession;
}

/** DashboardRecord/getMyAccountRecord: the signed-in user's own record. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { requireSession }) => {
  app.get(
    `${API_PREFIX}/DashboardRecord/getMyAccountRecord`,
    { preHandler: requireSession, schema: { response: { 200: myAccountResponse } } },
    async (request) => {
      const { user } = sessionOf(request);
      return {
        status: 1 as const,
        message: 'Account record',
        user: {
          mobile: user.mobile,
          user_name: user.userName,
          email: user.email,
          googleLinked: user.googleSub !== null,
          createdAt: user.createdAt.toISOString(),
        },
      };
    },
  );
};
