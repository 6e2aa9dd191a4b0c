/**
 * The market part of the health answer. A placeholder until the market-core release replaces
 * this module with the live feed's status.
 */
export interface MarketStatus {
  readonly feed: string;
  readonly ready: boolean;
  readonly detail: string;
}

export function currentMarketStatus(): MarketStatus {
  return {
    feed: 'simulated',
    ready: false,
    detail: 'The simulated market arrives with the market-core release.',
  };
}
