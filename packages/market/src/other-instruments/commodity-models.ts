/**
 * Simulation parameters of the MCX commodities. These are modelling assumptions in round numbers
 * (typical volatilities and links between markets), not exchange statistics.
 */
import type { CommodityDef } from '../universe/commodities';
import type { PathModel } from './shocks';

/**
 * One simulated underlying (gold, crude, …), shared by all its contract sizes. Factor loadings give
 * the correlations: gold·silver 0.88 × 0.85 ≈ 0.75; crude·natural gas 0.55 × 0.45 ≈ 0.25; base metals
 * 0.65–0.75 on a metals factor (pairwise ≈ 0.45–0.55); crude and base metals also load on the 'world'
 * risk factor the global indices share.
 */
export const COMMODITY_UNDERLYINGS: Readonly<Record<string, PathModel>> = {
  gold: { annualVolatility: 0.14, drift: 0.1, loadings: { bullion: 0.88 } },
  silver: { annualVolatility: 0.25, drift: 0.08, loadings: { bullion: 0.85, metals: 0.2 } },
  crude: { annualVolatility: 0.35, drift: 0, halfLifeYears: 3, loadings: { energy: 0.55, world: 0.3 } },
  'natural-gas': { annualVolatility: 0.55, drift: 0, halfLifeYears: 2, loadings: { energy: 0.45 } },
  copper: { annualVolatility: 0.22, drift: 0.03, halfLifeYears: 5, loadings: { metals: 0.75, world: 0.3 } },
  zinc: { annualVolatility: 0.22, drift: 0.02, halfLifeYears: 5, loadings: { metals: 0.7, world: 0.25 } },
  aluminium: { annualVolatility: 0.2, drift: 0.02, halfLifeYears: 5, loadings: { metals: 0.7, world: 0.25 } },
  lead: { annualVolatility: 0.22, drift: 0.01, halfLifeYears: 5, loadings: { metals: 0.65, world: 0.2 } },
  nickel: { annualVolatility: 0.26, drift: 0.02, halfLifeYears: 5, loadings: { metals: 0.6, world: 0.25 } },
  cotton: { annualVolatility: 0.18, drift: 0.03, halfLifeYears: 2, loadings: {} },
  mentha: { annualVolatility: 0.25, drift: 0, halfLifeYears: 2, loadings: {} },
};

/** Contract → simulated underlying (mini/micro contracts share their big contract's metal or fuel). */
const CONTRACT_UNDERLYING: Readonly<Record<string, string>> = {
  GOLD: 'gold',
  GOLDM: 'gold',
  GOLDGUINEA: 'gold',
  GOLDPETAL: 'gold',
  SILVER: 'silver',
  SILVERM: 'silver',
  SILVERMIC: 'silver',
  CRUDEOIL: 'crude',
  CRUDEOILM: 'crude',
  NATURALGAS: 'natural-gas',
  NATGASMINI: 'natural-gas',
  COPPER: 'copper',
  ZINC: 'zinc',
  ALUMINIUM: 'aluminium',
  LEAD: 'lead',
  NICKEL: 'nickel',
  COTTONCNDY: 'cotton',
  MENTHAOIL: 'mentha',
};

/** Models for a commodity the tables do not know, by MCX group. */
const GROUP_DEFAULTS: Readonly<Record<CommodityDef['group'], PathModel>> = {
  Bullion: { annualVolatility: 0.18, drift: 0.06, loadings: { bullion: 0.7 } },
  Energy: { annualVolatility: 0.35, drift: 0, halfLifeYears: 3, loadings: { energy: 0.5 } },
  'Base Metals': { annualVolatility: 0.22, drift: 0.02, halfLifeYears: 5, loadings: { metals: 0.65 } },
  Agri: { annualVolatility: 0.2, drift: 0, halfLifeYears: 2, loadings: {} },
};

/** The underlying key and its path model for a contract (unknown contracts get their own underlying). */
export function commodityUnderlying(def: CommodityDef): { readonly key: string; readonly model: PathModel } {
  const key = CONTRACT_UNDERLYING[def.symbol];
  const known = key === undefined ? undefined : COMMODITY_UNDERLYINGS[key];
  if (key !== undefined && known) return { key, model: known };
  return { key: def.symbol.toLowerCase(), model: GROUP_DEFAULTS[def.group] };
}

/**
 * Typical lots traded a day per contract: an order-of-magnitude assumption (the active energy and
 * bullion contracts trade tens of thousands of lots, agri contracts hundreds), not MCX data.
 */
const DAILY_LOTS: Readonly<Record<string, number>> = {
  GOLD: 12_000,
  GOLDM: 25_000,
  GOLDGUINEA: 2_000,
  GOLDPETAL: 15_000,
  SILVER: 15_000,
  SILVERM: 40_000,
  SILVERMIC: 60_000,
  CRUDEOIL: 60_000,
  CRUDEOILM: 120_000,
  NATURALGAS: 60_000,
  NATGASMINI: 150_000,
  COPPER: 8_000,
  ZINC: 3_000,
  ALUMINIUM: 2_500,
  LEAD: 1_500,
  NICKEL: 1_000,
  COTTONCNDY: 200,
  MENTHAOIL: 300,
};

const GROUP_DAILY_LOTS: Readonly<Record<CommodityDef['group'], number>> = {
  Bullion: 5_000,
  Energy: 20_000,
  'Base Metals': 2_000,
  Agri: 300,
};

/** Typical lots a day for a contract. */
export function typicalDailyLots(def: CommodityDef): number {
  return DAILY_LOTS[def.symbol] ?? GROUP_DAILY_LOTS[def.group];
}

/**
 * Contract basis around the shared underlying (different sizes trade at slightly different prices):
 * AR(1) in log with persistence 0.9 and a stationary deviation of 0.05 %.
 */
export const CONTRACT_BASIS = { persistence: 0.9, sd: 0.0005 } as const;

/**
 * Share of a day's variance realised between one NSE-day bar's close and the next open: MCX trades
 * 09:00–23:30 IST, so most of the move is in-session and gaps are small.
 */
export const COMMODITY_GAP_SHARE = 0.15;
