import { webVitalsEndpoints } from '@nivesh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/answers';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import type { WebVitalsAggregator } from './web-vitals-aggregator';

export interface WebVitalsRoutesOptions {
  readonly gates: EndpointGates;
  readonly webVitals: WebVitalsAggregator;
}

/**
 * `POST WebVitals/report` (public, under the global per-IP rate limit): the browser's measurements
 * of a page load, validated by the contract (route reduced to its pattern) and only counted in
 * memory, so the answer costs no I/O. `GET WebVitals/summary` (operator token): the figures.
 */
export const webVitalsRoutes: FastifyPluginAsync<WebVitalsRoutesOptions> = async (
  app,
  { gates, webVitals },
) => {
  const route = endpointRouter(app, gates);
  route(webVitalsEndpoints.report, async (request) =>
    ok('Recorded', { accepted: webVitals.record(request.body) }),
  );
  route(webVitalsEndpoints.summary, async (request) => ok('OK', await webVitals.summary(request.query.days)));
};
