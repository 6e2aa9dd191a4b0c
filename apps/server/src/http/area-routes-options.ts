import type { Clock } from '../clock';
import type { MarketServices } from '../services';
import type { EndpointGates } from './endpoint-routes';

/**
 * What app.ts hands every market-backed area plugin: the endpoint registry's gates (session,
 * premium tier, operator) and the services the composition root (`services.ts`) built.
 */
export interface AreaRoutesOptions {
  readonly gates: EndpointGates;
  readonly services: MarketServices;
  readonly clock: Clock;
}
