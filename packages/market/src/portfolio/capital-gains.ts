/**
 * Indian capital gains on listed equity shares by financial year (1 April – 31 March), from the FIFO
 * matches of `computeHoldings`. AN ESTIMATE, NOT TAX ADVICE: every report carries `estimate: true`
 * and `notice` for the page to show. Rules applied (Income-tax Act, 1961, as amended by the Finance
 * (No. 2) Act, 2024), STT assumed paid on both legs:
 * - long term when sold more than 12 months after acquisition: a share bought 2023-07-10 is short
 *   term if sold up to 2024-07-10 and long term from 2024-07-11 (month steps clamp to the month end);
 * - short term (Section 111A): 15 % for sales before 23-Jul-2024, 20 % from that day;
 * - long term (Section 112A): sales before 1-Apr-2018 exempt (old Section 10(38)); 10 % above
 *   ₹1 lakh a year from then to 22-Jul-2024; 12.5 % above ₹1.25 lakh from 23-Jul-2024. FY 2024-25,
 *   whose sales fall on both sides, has ONE exemption of ₹1.25 lakh for the whole year; it is set
 *   first against the gains taxed at 12.5 %, then against those at 10 % (the order of lower tax);
 * - grandfathering (Section 55(2)(ac)): for shares acquired on or before 31-Jan-2018, the cost is
 *   max(cost, min(FMV on 31-Jan-2018, full value of consideration)); bonus shares (cost nil) too;
 *   the FMV per share is the caller's, per share as quoted that day (later splits are divided out);
 * - losses: short-term losses are set against short-term gains, then long-term ones; long-term
 *   losses only against long-term gains; always against the gains taxed at the higher rate first;
 *   what is left is reported as carried forward (other years' losses are not read);
 * - a share sold the day it was bought is intraday: speculative business income, kept apart (taxed
 *   at the slab rate, so no tax is computed for it here);
 * - cost includes the purchase charges; sale charges are the expenditure on transfer (STT, which the
 *   Act does not allow as a deduction, should be left out of the charges for an exact figure).
 * Not computed: surcharge, 4 % cess, the Section 87A rebate, the basic exemption limit, slab income.
 */
import { fiscalYearOf } from '../fundamentals/fiscal-calendar';
import type { IsoDate, Paise, Quantity } from '../units';
import { addMonths } from './dates';
import type { RealisedMatch } from './holdings';

export const CAPITAL_GAINS_NOTICE =
  'Estimate for information only, not tax advice. Surcharge, cess, rebate, slab income, and losses ' +
  'carried in from other years are not included; check with a tax professional before filing.';

/** The last day whose share sales count at the old rates. */
export const OLD_RATES_UNTIL = '2024-07-22' as IsoDate;
const GRANDFATHER_UNTIL = '2018-01-31';
const SECTION_112A_FROM = '2018-04-01';

export type GainKind = 'short-term' | 'long-term' | 'speculative';

/** Tax rate in basis points (1500 = 15 %). */
export type RateBps = 0 | 1000 | 1250 | 1500 | 2000;

export interface GainRow {
  match: RealisedMatch;
  kind: GainKind;
  /** For short and long term: the rate of the sale's date (0 = exempt under the old Section 10(38)). */
  rateBps: RateBps;
  /** Quantity × sale price. */
  fullValuePaise: Paise;
  /** Cost of acquisition as paid (purchase charges included). */
  actualCostPaise: Paise;
  /** The cost used: grandfathered where it applies. */
  costPaise: Paise;
  grandfathered: boolean;
  expenditurePaise: Paise;
  gainPaise: Paise;
}

/** One row in the shape of ITR Schedule 112A (long-term gains on STT-paid equity shares). */
export interface Schedule112ARow {
  isin?: string;
  symbol: string;
  acquiredOn: IsoDate;
  saleDate: IsoDate;
  /** Sold on or after 23-Jul-2024 (12.5 %) or before (10 %). */
  fromJuly2024: boolean;
  quantity: Quantity;
  salePricePerSharePaise: Paise;
  /** Quantity × sale price. */
  fullValueOfConsiderationPaise: Paise;
  /** Higher of the cost and the grandfathered lower of FMV and full value. */
  costWithoutIndexationPaise: Paise;
  costOfAcquisitionPaise: Paise;
  /** Acquired on or before 31-Jan-2018: the lower of the total FMV and the full value. */
  lowerOfFmvAndFullValuePaise?: Paise;
  fmvPerSharePaise?: Paise;
  totalFmvPaise?: Paise;
  expenditureOnTransferPaise: Paise;
  totalDeductionsPaise: Paise;
  balancePaise: Paise;
}

export interface RateBucket {
  rateBps: RateBps;
  /** Net gain of the bucket's rows before set-off (negative: a net loss). */
  netPaise: Paise;
  /** What is left to tax after losses and the exemption. */
  taxablePaise: Paise;
  taxPaise: Paise;
}

export interface CapitalGainsReport {
  /** Always true: this is an estimate, not tax advice (show `notice`). */
  estimate: true;
  notice: string;
  /** FY 2024-25 = 2025 (named by the year it ends in). */
  financialYear: number;
  label: string;
  rows: readonly GainRow[];
  shortTerm: readonly RateBucket[];
  longTerm: readonly RateBucket[];
  /** Long-term gains of sales before 1-Apr-2018 (exempt). */
  exemptLongTermPaise: Paise;
  exemptionPaise: Paise;
  exemptionUsedPaise: Paise;
  taxPaise: Paise;
  carriedForward: { shortTermLossPaise: Paise; longTermLossPaise: Paise };
  /** Intraday: speculative business income, taxed at the slab rate. */
  speculative: { netPaise: Paise; rows: readonly GainRow[] };
  schedule112A: readonly Schedule112ARow[];
  /** Symbols of grandfathered sales whose FMV on 31-Jan-2018 was not given (actual cost used). */
  missingFmv: readonly string[];
}

export interface CapitalGainsInput {
  realised: readonly RealisedMatch[];
  financialYear: number;
  /** FMV of one share on 31-Jan-2018 (its highest quoted price that day), per symbol. */
  fmv31Jan2018?: (symbol: string) => Paise | undefined;
}

/** Long term: sold more than 12 months after acquisition. */
export function isLongTerm(acquiredOn: IsoDate, saleDate: IsoDate): boolean {
  return saleDate > addMonths(acquiredOn, 12);
}

function rateOf(kind: GainKind, saleDate: IsoDate): RateBps {
  const old = saleDate <= OLD_RATES_UNTIL;
  if (kind === 'short-term') return old ? 1500 : 2000;
  if (kind === 'long-term') return saleDate < SECTION_112A_FROM ? 0 : old ? 1000 : 1250;
  return 0;
}

/** The yearly long-term exemption of Section 112A for a financial year. */
export function longTermExemptionPaise(financialYear: number): Paise {
  if (financialYear >= 2025) return 12_500_000 as Paise;
  if (financialYear >= 2019) return 10_000_000 as Paise;
  return 0 as Paise;
}

interface Grandfathering {
  lower: number;
  fmvPerShare: number;
  totalFmv: number;
}

function grandfatheringOf(match: RealisedMatch, fmvPerShare: number): Grandfathering {
  const { numerator, denominator } = match.splitsSince2018;
  const perShare = (fmvPerShare * denominator) / numerator;
  const totalFmv = Math.round(fmvPerShare * match.quantity * (denominator / numerator));
  return { lower: Math.min(totalFmv, match.proceedsPaise), fmvPerShare: Math.round(perShare), totalFmv };
}

function gainRow(match: RealisedMatch, kind: GainKind, grandfathering: Grandfathering | undefined): GainRow {
  const cost = grandfathering ? Math.max(match.costPaise, grandfathering.lower) : match.costPaise;
  return {
    match,
    kind,
    rateBps: rateOf(kind, match.saleDate),
    fullValuePaise: match.proceedsPaise,
    actualCostPaise: match.costPaise,
    costPaise: cost as Paise,
    grandfathered: grandfathering !== undefined,
    expenditurePaise: match.saleChargesPaise,
    gainPaise: (match.proceedsPaise - match.saleChargesPaise - cost) as Paise,
  };
}

function schedule112ARow(row: GainRow, grandfathering: Grandfathering | undefined): Schedule112ARow {
  const m = row.match;
  return {
    ...(m.isin === undefined ? {} : { isin: m.isin }),
    symbol: m.symbol,
    acquiredOn: m.acquiredOn,
    saleDate: m.saleDate,
    fromJuly2024: m.saleDate > OLD_RATES_UNTIL,
    quantity: m.quantity,
    salePricePerSharePaise: m.salePricePaise,
    fullValueOfConsiderationPaise: row.fullValuePaise,
    costWithoutIndexationPaise: row.costPaise,
    costOfAcquisitionPaise: row.actualCostPaise,
    ...(grandfathering
      ? {
          lowerOfFmvAndFullValuePaise: grandfathering.lower as Paise,
          fmvPerSharePaise: grandfathering.fmvPerShare as Paise,
          totalFmvPaise: grandfathering.totalFmv as Paise,
        }
      : {}),
    expenditureOnTransferPaise: row.expenditurePaise,
    totalDeductionsPaise: (row.costPaise + row.expenditurePaise) as Paise,
    balancePaise: row.gainPaise,
  };
}

/** Takes up to `amount` from the buckets in order; returns what was not used. */
function setOff(amount: number, buckets: { taxable: number }[]): number {
  let left = amount;
  for (const bucket of buckets) {
    const used = Math.min(left, bucket.taxable);
    bucket.taxable -= used;
    left -= used;
  }
  return left;
}

/** The capital gains of one financial year's sales, with the estimated tax and the Schedule 112A rows. */
export function capitalGainsForYear(input: CapitalGainsInput): CapitalGainsReport {
  const fy = input.financialYear;
  const rows: GainRow[] = [];
  const speculative: GainRow[] = [];
  const schedule112A: Schedule112ARow[] = [];
  const missingFmv = new Set<string>();
  for (const match of input.realised) {
    if (fiscalYearOf(match.saleDate) !== fy) continue;
    if (match.intraday) {
      speculative.push(gainRow(match, 'speculative', undefined));
      continue;
    }
    const kind: GainKind = isLongTerm(match.acquiredOn, match.saleDate) ? 'long-term' : 'short-term';
    let grandfathering: Grandfathering | undefined;
    if (kind === 'long-term' && match.acquiredOn <= GRANDFATHER_UNTIL) {
      const fmv = input.fmv31Jan2018?.(match.symbol);
      if (fmv === undefined) missingFmv.add(match.symbol);
      else grandfathering = grandfatheringOf(match, fmv);
    }
    const row = gainRow(match, kind, grandfathering);
    rows.push(row);
    if (kind === 'long-term' && row.rateBps > 0) schedule112A.push(schedule112ARow(row, grandfathering));
  }

  const bucketOf = (kind: GainKind, rateBps: RateBps) => {
    const of = rows.filter((r) => r.kind === kind && r.rateBps === rateBps);
    const gains = of.reduce((s, r) => s + Math.max(0, r.gainPaise), 0);
    const losses = of.reduce((s, r) => s + Math.max(0, -r.gainPaise), 0);
    return { rateBps, gains, losses, taxable: gains };
  };
  const st = [bucketOf('short-term', 2000), bucketOf('short-term', 1500)];
  const lt = [bucketOf('long-term', 1250), bucketOf('long-term', 1000)];
  const shortLoss = setOff(
    st.reduce((s, b) => s + b.losses, 0),
    [...st, ...lt],
  );
  const longLoss = setOff(
    lt.reduce((s, b) => s + b.losses, 0),
    lt,
  );
  const exemption = longTermExemptionPaise(fy);
  const exemptionUsed = exemption - setOff(exemption, lt);
  const report = (b: (typeof st)[number]): RateBucket => ({
    rateBps: b.rateBps,
    netPaise: (b.gains - b.losses) as Paise,
    taxablePaise: b.taxable as Paise,
    taxPaise: Math.round((b.taxable * b.rateBps) / 10_000) as Paise,
  });
  const shortTerm = st.map(report);
  const longTerm = lt.map(report);
  const exempt = rows
    .filter((r) => r.kind === 'long-term' && r.rateBps === 0)
    .reduce((s, r) => s + r.gainPaise, 0);
  return {
    estimate: true,
    notice: CAPITAL_GAINS_NOTICE,
    financialYear: fy,
    label: `FY ${fy - 1}-${String(fy % 100).padStart(2, '0')}`,
    rows,
    shortTerm,
    longTerm,
    exemptLongTermPaise: exempt as Paise,
    exemptionPaise: exemption,
    exemptionUsedPaise: exemptionUsed as Paise,
    taxPaise: [...shortTerm, ...longTerm].reduce((s, b) => s + b.taxPaise, 0) as Paise,
    carriedForward: { shortTermLossPaise: shortLoss as Paise, longTermLossPaise: longLoss as Paise },
    speculative: { netPaise: speculative.reduce((s, r) => s + r.gainPaise, 0) as Paise, rows: speculative },
    schedule112A,
    missingFmv: [...missingFmv].sort(),
  };
}
