import { accountEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { NodeEnv } from '../config';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';

export interface GlobalSettingRoutesOptions {
  readonly gates: EndpointGates;
  readonly googleClientId: string | undefined;
  readonly environment: NodeEnv;
}

/** globalSetting/globaldata: public settings the web shell reads at start. */
export const globalSettingRoutes: FastifyPluginAsync<GlobalSettingRoutesOptions> = async (app, options) => {
  const route = endpointRouter(app, options.gates);
  route(accountEndpoints.globalData, async () => ({
    status: 1 as const,
    message: 'Global settings',
    googleClientId: options.googleClientId ?? null,
    environment: options.environment,
  }));
};
