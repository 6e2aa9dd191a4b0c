import { accountEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../auth/session-auth';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';

export interface AccountRoutesOptions {
  readonly gates: EndpointGates;
}

/** DashboardRecord/getMyAccountRecord: the signed-in user's own record. */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { gates }) => {
  const route = endpointRouter(app, gates);
  route(accountEndpoints.myAccount, async (request) => {
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
  });
};
