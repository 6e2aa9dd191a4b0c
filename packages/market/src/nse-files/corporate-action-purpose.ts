/**
 * NSE's PURPOSE text of a corporate action, read and written. NSE's PR-bundle file (`Bc<ddmmyy>.csv`)
 * says what a record date is for only in this free text, in two styles: the old abbreviated one
 * ("AGM/DIV - RS 2.50 PER SH", "DIV-RS 50/SPLDIV-RS 19", "AGM/DIVRS120SPLDIVRS155",
 * "BON1:1/FVSPLTFRMRS5TORS2") and the current one ("Interim Dividend - Rs 3.50 Per Share",
 * "Dividend - Rs 3 & Special Dividend - Rs 3", "Dividend - 150%", "Face Value Split (Sub-Division) -
 * From Rs 10/- Per Share To Rs 2/- Per Share", "Bonus 1:2"). A dividend in percent is of the face
 * value. The simulated market's actions are written in the current style (`purposeText`), and a
 * parsed text gives back the actions that adjust prices (`priceActionsOf`): one source for both.
 */
import type {
  BonusAction,
  CorporateAction,
  DividendAction,
  SplitAction,
} from '../simulator/corporate-actions';
import type { IsoDate, Paise } from '../units';

/** What a record date is for, most price-relevant first (the order a row's main kind is chosen in). */
export const PURPOSE_KINDS = [
  'split',
  'bonus',
  'demerger',
  'buyback',
  'rights',
  'dividend',
  'meeting',
  'interest',
  'redemption',
  'other',
] as const;
export type PurposeKind = (typeof PURPOSE_KINDS)[number];

/** One dividend of a text: "Special Dividend - Rs 3" is `{ type: 'special', paise: 300 }`. */
export interface PurposeDividend {
  readonly type: 'dividend' | 'interim' | 'final' | 'special';
  /** Rupees per share in paise; null when the text gives none (or a percent with no face value known). */
  readonly paise: number | null;
  /** "Dividend - 150%": the percent of the face value; null when given in rupees. */
  readonly percentOfFaceValue: number | null;
}

export interface ParsedPurpose {
  /** The main kind (the first of `kinds` in `PURPOSE_KINDS` order). */
  readonly kind: PurposeKind;
  /** Every kind the text names (a bonus with a split names both). */
  readonly kinds: readonly PurposeKind[];
  readonly dividends: readonly PurposeDividend[];
  /** Sum of the dividends with an amount, paise per share; null when none has one. */
  readonly dividendPaise: number | null;
  /** Face value before and after a split, ₹. */
  readonly split: { readonly fromFaceValue: number; readonly toFaceValue: number } | null;
  /** `bonusShares` new for every `heldShares` held ("Bonus 1:2" is 1 for 2). */
  readonly bonus: { readonly bonusShares: number; readonly heldShares: number } | null;
  /** `rightsShares` offered for every `heldShares` held, when the text gives the ratio. */
  readonly rights: { readonly rightsShares: number; readonly heldShares: number } | null;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const RUPEES = String.raw`(?:RS|RE|INR|₹)\s*\.?\s*`;
/** A dividend: its type prefix, then rupees or a percent (either optional). */
const DIVIDEND = new RegExp(
  String.raw`(INTERIM|FINAL|SPECIAL|SPL\.?|INT)?\s*(?:DIVIDEND|DIV(?![A-QS-Z]))\s*(?:[-:]|OF)?\s*(?:${RUPEES}${NUMBER}|${NUMBER}\s*%)?`,
  'g',
);
const SPLIT_WORD = /SPLIT|SPLT|SUB-?\s*DIVISION/;
const SPLIT_VALUES = new RegExp(
  String.raw`(?:FROM|FRM)?\s*${RUPEES}${NUMBER}\s*(?:\/-)?\s*(?:PER\s*SH(?:ARE)?)?\s*TO\s*${RUPEES}${NUMBER}`,
);
const BONUS = /BON(?:US)?\s*(?:ISSUE)?\s*[-:]?\s*(\d+)\s*:\s*(\d+)/;
const RIGHTS = /RIGHTS?\b(?:\s*(?:ISSUE)?\s*[-:]?\s*(\d+)\s*:\s*(\d+))?/;

const rupeesToPaise = (text: string): number => Math.round(Number(text) * 100);

function dividendType(prefix: string | undefined): PurposeDividend['type'] {
  if (prefix === undefined) return 'dividend';
  if (prefix.startsWith('SP')) return 'special';
  if (prefix === 'FINAL') return 'final';
  return 'interim';
}

function dividendsOf(text: string, faceValue: number | undefined): PurposeDividend[] {
  const out: PurposeDividend[] = [];
  for (const match of text.matchAll(DIVIDEND)) {
    const [, prefix, rupees, percent] = match;
    // "DIV" inside another word ("INDIVIDUAL") is not a dividend.
    const start = match.index + (match[0].length - match[0].trimStart().length);
    const before = text[start - 1] ?? ' ';
    if (prefix === undefined && /[A-Z]/.test(before)) continue;
    const pct = percent === undefined ? null : Number(percent);
    const paise =
      rupees !== undefined
        ? rupeesToPaise(rupees)
        : pct !== null && faceValue !== undefined
          ? Math.round(pct * faceValue)
          : null;
    out.push({ type: dividendType(prefix), paise, percentOfFaceValue: pct });
  }
  return out;
}

/**
 * Reads NSE's PURPOSE text: its kinds, dividends in paise per share (a percent needs `faceValue`,
 * ₹), split face values and bonus and rights ratios. Never throws: an unknown text is `other`.
 */
export function parsePurpose(purpose: string, faceValue?: number): ParsedPurpose {
  const text = purpose.toUpperCase().replace(/\s+/g, ' ').trim();
  const kinds = new Set<PurposeKind>();
  const dividends = dividendsOf(text, faceValue);
  if (dividends.length > 0) kinds.add('dividend');
  let split: ParsedPurpose['split'] = null;
  const splitAt = SPLIT_WORD.exec(text);
  if (splitAt) {
    kinds.add('split');
    const values = SPLIT_VALUES.exec(text.slice(splitAt.index));
    if (values?.[1] !== undefined && values[2] !== undefined)
      split = { fromFaceValue: Number(values[1]), toFaceValue: Number(values[2]) };
  }
  let bonus: ParsedPurpose['bonus'] = null;
  const bonusMatch = BONUS.exec(text);
  if (bonusMatch || /\bBONUS\b/.test(text)) kinds.add('bonus');
  if (bonusMatch?.[1] !== undefined && bonusMatch[2] !== undefined)
    bonus = { bonusShares: Number(bonusMatch[1]), heldShares: Number(bonusMatch[2]) };
  let rights: ParsedPurpose['rights'] = null;
  const rightsMatch = RIGHTS.exec(text);
  if (rightsMatch) {
    kinds.add('rights');
    if (rightsMatch[1] !== undefined && rightsMatch[2] !== undefined)
      rights = { rightsShares: Number(rightsMatch[1]), heldShares: Number(rightsMatch[2]) };
  }
  if (/BUY\s*-?\s*BACK/.test(text)) kinds.add('buyback');
  if (/DE-?\s*MERGER|SCHEME OF ARRANGEMENT/.test(text)) kinds.add('demerger');
  if (/\b(?:AGM|EGM|EOGM)\b|GENERAL MEETING/.test(text)) kinds.add('meeting');
  if (/INTEREST|\bINT\s*PAYMENT|INTPAYMENT/.test(text)) kinds.add('interest');
  if (/REDEMP/.test(text)) kinds.add('redemption');
  if (kinds.size === 0) kinds.add('other');
  const ordered = PURPOSE_KINDS.filter((k) => kinds.has(k));
  const amounts = dividends.flatMap((d) => (d.paise === null ? [] : [d.paise]));
  return {
    kind: ordered[0] ?? 'other',
    kinds: ordered,
    dividends,
    dividendPaise: amounts.length > 0 ? amounts.reduce((a, b) => a + b, 0) : null,
    split,
    bonus,
    rights,
  };
}

/** "3.50" from 350 paise, "3" from 300 (as NSE writes amounts). */
function rupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** The action in NSE's current PURPOSE style, e.g. "Dividend - Rs 3.50 Per Share". */
export function purposeText(action: CorporateAction): string {
  switch (action.kind) {
    case 'dividend':
      return `Dividend - Rs ${rupeesText(action.amountPaise)} Per Share`;
    case 'split':
      return `Face Value Split (Sub-Division) - From Rs ${action.fromFaceValue}/- Per Share To Rs ${action.toFaceValue}/- Per Share`;
    case 'bonus':
      return `Bonus ${action.bonusShares}:${action.heldShares}`;
  }
}

/**
 * The actions of a parsed text that change the printed price at `exDate` (dividends together as
 * one, a split, a bonus): what adjusts a price history, as the simulator's own actions do.
 */
export function priceActionsOf(parsed: ParsedPurpose, exDate: IsoDate): CorporateAction[] {
  const out: CorporateAction[] = [];
  if (parsed.dividendPaise !== null && parsed.dividendPaise > 0) {
    const dividend: DividendAction = { kind: 'dividend', exDate, amountPaise: parsed.dividendPaise as Paise };
    out.push(dividend);
  }
  if (parsed.split && parsed.split.toFaceValue > 0 && parsed.split.fromFaceValue > parsed.split.toFaceValue) {
    const split: SplitAction = { kind: 'split', exDate, ...parsed.split };
    out.push(split);
  }
  if (parsed.bonus && parsed.bonus.bonusShares > 0 && parsed.bonus.heldShares > 0) {
    const bonus: BonusAction = { kind: 'bonus', exDate, ...parsed.bonus };
    out.push(bonus);
  }
  return out;
}
