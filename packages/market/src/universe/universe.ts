import type { InstrumentSpec, SectorSpec } from '../simulator/daily-history';
import { type CommodityDef, MCX_COMMODITIES } from './commodities';
import { dividendHabitOf } from './dividend-habits';
import { CAPITAL_GOODS_EQUITIES } from './equities-capital-goods';
import { CONSUMER_HEALTH_EQUITIES } from './equities-consumer-health';
import { FINANCIAL_EQUITIES } from './equities-financial';
import { INDUSTRIAL_EQUITIES } from './equities-industrial';
import { TECH_SERVICES_EQUITIES } from './equities-tech-services';
import { ETF_LIST, type EtfDef } from './etfs';
import { FNO_LOTS, INDEX_DERIVATIVES } from './fno';
import { GLOBAL_INDEX_LIST, type GlobalIndexDef } from './global-indices';
import { NSE_INDICES, type NseIndexDef } from './indices';
import type { EquityRow, NseSector } from './types';

/** One NSE equity of the universe (figures approximate, late 2025). */
export interface Equity {
  readonly symbol: string;
  readonly name: string;
  readonly isin: string | null;
  readonly sector: NseSector;
  readonly industry: string;
  readonly faceValue: number;
  readonly sharesOutstanding: number;
  readonly approxPrice: number;
  readonly freeFloat: number;
  readonly annualVolatility: number;
  readonly beta: number;
}

/** A sector with its industries and member symbols. */
export interface SectorInfo {
  readonly name: NseSector;
  readonly industries: readonly string[];
  readonly symbols: readonly string[];
}

/** An F&O-eligible stock and its market lot. */
export interface FnoStock {
  readonly symbol: string;
  readonly lotSize: number;
  /** False when the author did not recall the lot and it was sized from the price (about ₹7 lakh a lot). */
  readonly lotRecalled: boolean;
}

const CRORE = 10_000_000;

function toEquity(row: EquityRow): Equity {
  const [symbol, name, isin, sector, industry, faceValue, sharesCrore, price, freeFloat, vol, beta] = row;
  return {
    symbol,
    name,
    isin,
    sector,
    industry,
    faceValue,
    sharesOutstanding: Math.round(sharesCrore * CRORE),
    approxPrice: price,
    freeFloat,
    annualVolatility: vol,
    beta,
  };
}

/** All equities of the universe. */
export const EQUITIES: readonly Equity[] = [
  ...FINANCIAL_EQUITIES,
  ...TECH_SERVICES_EQUITIES,
  ...CONSUMER_HEALTH_EQUITIES,
  ...INDUSTRIAL_EQUITIES,
  ...CAPITAL_GOODS_EQUITIES,
].map(toEquity);

const BY_SYMBOL: ReadonlyMap<string, Equity> = new Map(EQUITIES.map((e) => [e.symbol, e]));

/** The equity with this NSE symbol, or undefined. */
export function equityBySymbol(symbol: string): Equity | undefined {
  return BY_SYMBOL.get(symbol);
}

function deriveSectors(): readonly SectorInfo[] {
  const map = new Map<NseSector, { industries: Set<string>; symbols: string[] }>();
  for (const e of EQUITIES) {
    let entry = map.get(e.sector);
    if (!entry) {
      entry = { industries: new Set(), symbols: [] };
      map.set(e.sector, entry);
    }
    entry.industries.add(e.industry);
    entry.symbols.push(e.symbol);
  }
  return [...map].map(([name, v]) => ({ name, industries: [...v.industries].sort(), symbols: v.symbols }));
}

/** Sectors present in the universe, derived from the equities. */
export const SECTORS: readonly SectorInfo[] = deriveSectors();

/** NSE indices with resolved constituents (NIFTY 500 = every equity in the universe). */
export const INDICES: readonly NseIndexDef[] = NSE_INDICES.map((index) =>
  index.constituents.length === 1 && index.constituents[0] === '*'
    ? { ...index, constituents: EQUITIES.map((e) => e.symbol) }
    : index,
);

/** Constituent symbols of an NSE index, or undefined for an unknown index. */
export function indexConstituents(name: string): readonly string[] | undefined {
  return INDICES.find((index) => index.name === name)?.constituents;
}

function sizedLot(symbol: string): number {
  const price = BY_SYMBOL.get(symbol)?.approxPrice ?? 1000;
  const raw = 700_000 / price;
  return raw >= 50 ? Math.round(raw / 25) * 25 : Math.max(1, Math.round(raw));
}

/** F&O-eligible stocks with lot sizes (approximate). */
export const FNO_STOCKS: readonly FnoStock[] = [...FNO_LOTS].map(([symbol, lot]) => ({
  symbol,
  lotSize: lot ?? sizedLot(symbol),
  lotRecalled: lot !== null,
}));

export { INDEX_DERIVATIVES };

/** Market lot of an F&O stock or index derivative symbol, or undefined when not in F&O. */
export function lotSize(symbol: string): number | undefined {
  return (
    FNO_STOCKS.find((s) => s.symbol === symbol)?.lotSize ??
    INDEX_DERIVATIVES.find((d) => d.symbol === symbol)?.lotSize
  );
}

export const ETFS: readonly EtfDef[] = ETF_LIST;
export const COMMODITIES: readonly CommodityDef[] = MCX_COMMODITIES;
export const GLOBAL_INDICES: readonly GlobalIndexDef[] = GLOBAL_INDEX_LIST;

/** Daily turnover as a share of free-float shares, by volatility (busier stocks trade more). */
function turnoverRatio(vol: number): number {
  return vol >= 0.45 ? 0.01 : vol >= 0.32 ? 0.005 : 0.003;
}

/** Annualised sector-factor volatility (approximate). */
const SECTOR_VOL: Partial<Record<NseSector, number>> = {
  'Fast Moving Consumer Goods': 0.1,
  Healthcare: 0.11,
  'Information Technology': 0.15,
  Realty: 0.2,
  'Metals & Mining': 0.18,
  'Capital Goods': 0.16,
  Power: 0.16,
};

/** The universe as simulator input: instruments (base price on the ₹0.05 tick) and sector factors. */
export function simulatorInstruments(): {
  instruments: InstrumentSpec[];
  sectors: SectorSpec[];
} {
  const instruments = EQUITIES.map(
    (e): InstrumentSpec => ({
      symbol: e.symbol,
      sector: e.sector,
      basePricePaise: Math.max(5, Math.round((e.approxPrice * 100) / 5) * 5),
      annualVolatility: e.annualVolatility,
      beta: e.beta,
      avgDailyVolume: Math.max(
        1,
        Math.round(e.sharesOutstanding * e.freeFloat * turnoverRatio(e.annualVolatility)),
      ),
      faceValue: e.faceValue,
      sharesOutstanding: e.sharesOutstanding,
      freeFloat: e.freeFloat,
      dividendHabit: dividendHabitOf(e),
    }),
  );
  const sectors = SECTORS.map((s): SectorSpec => {
    const vol = SECTOR_VOL[s.name];
    return vol === undefined ? { name: s.name } : { name: s.name, annualVolatility: vol };
  });
  return { instruments, sectors };
}
