import { API_PREFIX, globalDataResponse } from '@nivesh/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NodeEnv } from '../config';

export interface GlobalSettingRoutesOptions {
  readonly googleClientId: string | undefined;
  readonly environment: NodeEnv;
}

/** globalSetting/globaldata: public settings the web shell reads at start. */
export const globalSettingRoutes: FastifyPluginAsyncZod<GlobalSettingRoutesOptions> = async (
  app,
  options,
) => {
  app.get(
    `${API_PREFIX}/globalSetting/globaldata`,
    { schema: { response: { 200: globalDataResponse } } },
    async () => ({
      status: 1 as const,
      message: 'Global settings',
      googleClientId: options.googleClientId ?? null,
      environment: options.environment,
    }),
  );
};
