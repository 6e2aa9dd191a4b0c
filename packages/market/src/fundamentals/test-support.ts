/** Test-only helpers: the whole universe's statements with synthetic corporate actions. */
import type { CorporateAction } from '../simulator/corporate-actions';
import { createRng } from '../simulator/prng';
import { type IsoDate, isoDate, type Paise } from '../units';
import { EQUITIES, type Equity, equityBySymbol } from '../universe/universe';
import { generateFinancials } from './generate-financials';
import type { CompanyFinancials, FinancialsInput } from './statement-types';

/** The session date the universe tests look from (results up to Q2 FY2027 are out). */
export const AS_OF: IsoDate = isoDate('2026-11-20');

/**
 * Corporate actions shaped like the simulator's: three in four companies pay a yearly dividend of
 * 0.4–3 % of the price then (prices walked back from today at 12 % a year), declared in Jun–Sep;
 * one in eight had a 1:1 bonus three years ago.
 */
export function syntheticActions(equity: Equity): CorporateAction[] {
  const rng = createRng('fundamentals-test', `actions:${equity.symbol}`);
  const actions: CorporateAction[] = [];
  const bonusYear = rng.uniform() < 0.125 ? 2023 : 0;
  if (rng.uniform() < 0.75) {
    const yieldOnPrice = 0.004 + 0.026 * rng.uniform();
    const month = 6 + rng.int(4);
    for (let year = 2016; year <= 2026; year++) {
      const pricePaise = equity.approxPrice * 100 * 1.12 ** (year - 2026) * (year <= bonusYear ? 2 : 1);
      const amount = Math.round((pricePaise * yieldOnPrice) / 5) * 5;
      if (amount >= 5)
        actions.push({
          kind: 'dividend',
          exDate: isoDate(`${year}-0${month}-1${rng.int(9)}`),
          amountPaise: amount as Paise,
        });
    }
  }
  if (bonusYear > 0)
    actions.push({ kind: 'bonus', exDate: isoDate(`${bonusYear}-11-15`), bonusShares: 1, heldShares: 1 });
  return actions;
}

/** The universe equity with this symbol (throws when it is missing, which would be a broken test). */
export function equityNamed(symbol: string): Equity {
  const equity = equityBySymbol(symbol);
  if (!equity) throw new Error(`${symbol} is not in the universe`);
  return equity;
}

/** Today's price of an equity in paise, on the ₹0.05 tick. */
export function pricePaiseOf(equity: Equity): number {
  return Math.max(5, Math.round((equity.approxPrice * 100) / 5) * 5);
}

/** The generator's input for one universe equity. */
export function inputFor(equity: Equity, overrides: Partial<FinancialsInput> = {}): FinancialsInput {
  return {
    seed: 'nivesh-default',
    symbol: equity.symbol,
    sector: equity.sector,
    industry: equity.industry,
    sharesOutstanding: equity.sharesOutstanding,
    pricePaise: pricePaiseOf(equity),
    actions: syntheticActions(equity),
    asOf: AS_OF,
    ...overrides,
  };
}

/** One equity's statements in a universe run. */
export interface UniverseCompany {
  readonly equity: Equity;
  readonly pricePaise: number;
  readonly financials: CompanyFinancials;
}

/** Every equity's statements, and how long generating them took (wall and this process's CPU). */
export function universeFinancials(overrides: Partial<FinancialsInput> = {}): {
  readonly companies: readonly UniverseCompany[];
  readonly elapsedMs: number;
  readonly cpuMs: number;
} {
  const inputs = EQUITIES.map((equity) => ({ equity, input: inputFor(equity, overrides) }));
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const companies = inputs.map(({ equity, input }) => ({
    equity,
    pricePaise: input.pricePaise,
    financials: generateFinancials(input),
  }));
  const elapsedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return { companies, elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}
