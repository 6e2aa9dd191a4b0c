/**
 * The invented insiders of the simulated companies: every simulated company gets, from its own
 * stream `insider:profile:<symbol>`, a promoter family (a holding company and two or three family
 * members sharing a surname), three directors, three key managerial personnel (CEO, CFO, company
 * secretary), six designated persons (employees) and two or three immediate relatives of the
 * promoters, each with a standing stake in the company.
 *
 * The names are put together from common Indian given names and surnames and invented place words
 * ("… FAMILY HOLDINGS PRIVATE LIMITED"): they are fictional, so a simulated disclosure never
 * attributes a trade to a real person or firm.
 */
import { createRng } from '../../simulator/prng';

/** SEBI PIT regulation 7(2) categories of the person who traded. */
export type InsiderCategory = 'promoter' | 'director' | 'kmp' | 'designated-person' | 'immediate-relative';

/** One insider of a company and the stake they hold, as a share of its listed shares. */
export interface Insider {
  readonly name: string;
  readonly category: InsiderCategory;
  /** Fraction of the listed shares they hold (0..1). */
  readonly stake: number;
  /** Fraction of their holding pledged (promoters only; 0 otherwise). */
  readonly pledged: number;
}

const GIVEN_MALE = [
  'ARJUN',
  'VIKRAM',
  'RAJESH',
  'SANJAY',
  'ANAND',
  'MAHESH',
  'NITIN',
  'PRAKASH',
  'ROHIT',
  'SURESH',
  'KARAN',
  'AMIT',
  'HARISH',
  'DINESH',
  'GOPAL',
  'VIVEK',
  'MANOJ',
  'SUNIL',
  'ASHOK',
  'VINAY',
] as const;
const GIVEN_FEMALE = [
  'PRIYA',
  'ANJALI',
  'MEERA',
  'KAVYA',
  'NEHA',
  'SHALINI',
  'REKHA',
  'POOJA',
  'DIVYA',
  'LATA',
  'SWATI',
  'GEETA',
  'RADHIKA',
  'USHA',
  'NANDINI',
  'ASHA',
] as const;
const SURNAMES = [
  'AGARWAL',
  'MEHTA',
  'IYER',
  'REDDY',
  'KULKARNI',
  'BANERJEE',
  'NAIR',
  'DESAI',
  'CHOPRA',
  'MALHOTRA',
  'PATIL',
  'JOSHI',
  'RAO',
  'MENON',
  'SINGHANIA',
  'BHATT',
  'GUPTA',
  'KAPOOR',
  'SHETTY',
  'DUTTA',
  'PILLAI',
  'SAXENA',
  'TRIVEDI',
  'CHATTERJEE',
  'GOENKA',
  'HEGDE',
  'MISHRA',
  'VERMA',
] as const;
/** Invented place words for promoter holding companies. */
const HOLDING_WORDS = [
  'AMRITKUND',
  'SHIVALIK',
  'GODAVARI',
  'NEELGIRI',
  'SUVARNA',
  'VRINDA',
  'KSHITIJ',
  'MANDAKINI',
  'UDAYGIRI',
  'SARASWATI',
  'HIMGIRI',
  'PRATAPGAD',
] as const;

function pick<T>(items: readonly T[], u: number): T {
  const item = items[Math.min(items.length - 1, Math.floor(u * items.length))];
  if (item === undefined) throw new Error('empty list');
  return item;
}

/** The company's insiders, fixed for good (same seed and symbol, same people and stakes). */
export function insidersOf(seed: string, symbol: string): readonly Insider[] {
  const rng = createRng(seed, `insider:profile:${symbol}`);
  const family = pick(SURNAMES, rng.uniform());
  const used = new Set<string>();
  const person = (surname: string, female: boolean): string => {
    for (let tries = 0; tries < 30; tries++) {
      const given = pick(female ? GIVEN_FEMALE : GIVEN_MALE, rng.uniform());
      const middle = pick(GIVEN_MALE, rng.uniform());
      const name = `${given} ${middle} ${surname}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
    return `${pick(GIVEN_MALE, rng.uniform())} ${surname} ${used.size}`;
  };
  const out: Insider[] = [];
  // About one company in seven has no promoter (professionally managed, widely held).
  const hasPromoters = rng.uniform() > 0.14;
  const promoterStake = hasPromoters ? 0.3 + 0.42 * rng.uniform() : 0;
  if (hasPromoters) {
    const pledgedShare = rng.uniform() < 0.3 ? 0.05 + 0.35 * rng.uniform() : 0;
    out.push({
      name: `${pick(HOLDING_WORDS, rng.uniform())} FAMILY HOLDINGS PRIVATE LIMITED`,
      category: 'promoter',
      stake: promoterStake * 0.6,
      pledged: pledgedShare,
    });
    const members = 2 + rng.int(2);
    for (let k = 0; k < members; k++) {
      out.push({
        name: person(family, k === 1),
        category: 'promoter',
        stake: (promoterStake * 0.4) / members,
        pledged: pledgedShare * rng.uniform(),
      });
    }
    const relatives = 2 + rng.int(2);
    for (let k = 0; k < relatives; k++) {
      out.push({
        name: person(family, k % 2 === 0),
        category: 'immediate-relative',
        stake: 0.0001 + 0.004 * rng.uniform() ** 2,
        pledged: 0,
      });
    }
  }
  for (let k = 0; k < 3; k++) {
    out.push({
      name: person(pick(SURNAMES, rng.uniform()), rng.uniform() < 0.3),
      category: 'director',
      stake: rng.uniform() < 0.5 ? 0 : 0.002 * rng.uniform() ** 2,
      pledged: 0,
    });
  }
  for (let k = 0; k < 3; k++) {
    out.push({
      name: person(pick(SURNAMES, rng.uniform()), rng.uniform() < 0.3),
      category: 'kmp',
      stake: 0.00001 + 0.0005 * rng.uniform() ** 2,
      pledged: 0,
    });
  }
  for (let k = 0; k < 6; k++) {
    out.push({
      name: person(pick(SURNAMES, rng.uniform()), rng.uniform() < 0.4),
      category: 'designated-person',
      stake: 0.0000005 + 0.00002 * rng.uniform() ** 2,
      pledged: 0,
    });
  }
  return out;
}
