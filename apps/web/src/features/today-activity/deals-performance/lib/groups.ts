// The groups of a performance answer (TodayActivity/getDealsPerformance, getInsiderPerformance) as
// the pages show them: their names in the page's language, what each horizon's interval says, and
// the CSV of every group. Pure, so tested alone.
import { DEAL_HORIZONS, type DealGroup, type DealGrouping, type HorizonStats } from '@nivesh/contracts';
import { toCsv } from '@/components/market/csv';
import { formatChange } from '@/lib/format';
import type { StringKey, StringVars } from '@/lib/strings';
import type { DealsPerformanceT, dealsPerformanceStrings } from '../strings';

/**
 * The texts the shared performance pieces (headline, chart, groups table, method, controls) ask
 * for: a page's strings give each of these keys in its own words (deals, insider trades…).
 */
export type PerformanceKey = Extract<
  StringKey<typeof dealsPerformanceStrings.en>,
  | `headline.${string}`
  | `chart.${string}`
  | `csv.${string}`
  | `method.${string}`
  | `controls.${string}`
  | 'computing.title'
  | 'table.note'
  | 'table.caption'
  | 'table.group'
  | 'table.deals'
  | 'table.value'
  | 'table.abnormal'
  | 'table.interval'
  | 'table.n'
  | 'table.export'
  | 'table.exportFailed'
>;
export type PerformanceT = (key: PerformanceKey, vars?: StringVars) => string;

/** What every performance answer carries (deals, insider trades), whatever its source and grouping. */
export interface PerformanceFigures {
  readonly ready: boolean;
  readonly progressPct: number;
  readonly from: string;
  readonly to: string;
  readonly earliestDate: string;
  readonly latestDate: string;
  readonly groupBy: string;
  readonly overall: DealGroup;
  readonly total: number;
  readonly page: number;
  readonly size: number;
  readonly groups: readonly DealGroup[];
}

type CategoryKey = keyof typeof dealsPerformanceStrings.en.category;
type SizeKey = keyof typeof dealsPerformanceStrings.en.size;

/** The server's client categories (apps/server/src/today-activity/deals-performance.ts). */
const CATEGORY_KEYS: Readonly<Record<string, CategoryKey>> = {
  'mutual fund': 'mutualFund',
  FPI: 'fpi',
  insurance: 'insurance',
  proprietary: 'proprietary',
  individual: 'individual',
  promoter: 'promoter',
  other: 'other',
};

/** The server's size buckets: bulk deals by share of the listed shares, block deals by value. */
const SIZE_KEYS: Readonly<Record<string, SizeKey>> = {
  '0.5–1 %': 'pct05to1',
  '1–2 %': 'pct1to2',
  '2–5 %': 'pct2to5',
  '≥ 5 %': 'pct5up',
  '₹10–50 Cr': 'cr10to50',
  '₹50–200 Cr': 'cr50to200',
  '₹200–1,000 Cr': 'cr200to1000',
  '≥ ₹1,000 Cr': 'cr1000up',
  unknown: 'unknown',
};

/** A group's name in the page's language: Buy/Sell, the client as NSE prints it, a category, a size. */
export function groupLabel(t: DealsPerformanceT, groupBy: DealGrouping, key: string): string {
  switch (groupBy) {
    case 'side':
      return key === 'BUY' || key === 'SELL' ? t(`side.${key}`) : key;
    case 'client':
      return key;
    case 'category': {
      const known = CATEGORY_KEYS[key];
      return known ? t(`category.${known}`) : key;
    }
    case 'size': {
      const known = SIZE_KEYS[key];
      return known ? t(`size.${known}`) : key;
    }
  }
}

/** A group's figures at `days` sessions (T+days); undefined when the answer has no such horizon. */
export function horizonOf(group: DealGroup, days: number): HorizonStats | undefined {
  return group.horizons.find((h) => h.days === days);
}

/** What a horizon's 95 % interval says of the deals against NIFTY 50. */
export type Verdict = 'none' | 'single' | 'zero' | 'above' | 'below';

export function verdictOf(h: HorizonStats | undefined): Verdict {
  if (!h || h.n === 0 || h.abnormalMeanPct === null) return 'none';
  if (h.abnormalCiLowPct === null || h.abnormalCiHighPct === null) return 'single';
  if (h.abnormalCiLowPct > 0) return 'above';
  if (h.abnormalCiHighPct < 0) return 'below';
  return 'zero';
}

/** A signed percentage without the unit, as an interval's ends show: "+0.08", "-1.20", "—". */
export const signed = (value: number | null | undefined) => formatChange(value, 2);

/** The figures of a horizon the CSV gives, by their strings key (`csv.n` …), in the CSV's order. */
export const HORIZON_CSV_FIELDS = ['n', 'mean', 'abnormal', 'low', 'high', 'beat'] as const;
export type HorizonCsvField = (typeof HORIZON_CSV_FIELDS)[number];

/** The CSV header of every horizon; `label` names one figure at T+days in the page's language. */
export function horizonCsvHeader(label: (field: HorizonCsvField, days: number) => string): string[] {
  return DEAL_HORIZONS.flatMap((days) => HORIZON_CSV_FIELDS.map((field) => label(field, days)));
}

/** A group's CSV cells of every horizon: n, the mean return, the abnormal mean, its interval and the beat share. */
export function horizonCsvCells(group: DealGroup): (number | null)[] {
  return DEAL_HORIZONS.flatMap((days) => {
    const h = horizonOf(group, days);
    return [
      h?.n ?? 0,
      h?.meanPct ?? null,
      h?.abnormalMeanPct ?? null,
      h?.abnormalCiLowPct ?? null,
      h?.abnormalCiHighPct ?? null,
      h?.beatNiftyPct ?? null,
    ];
  });
}

/**
 * Every group as CSV: its name, deals and value, then for each horizon n, the mean return, the
 * abnormal mean, its interval and the share that beat NIFTY 50 (raw numbers; headers in the page's language).
 */
export function groupsCsv(
  t: PerformanceT,
  name: (key: string) => string,
  groups: readonly DealGroup[],
): string {
  const header = [
    t('csv.group'),
    t('csv.deals'),
    t('csv.value'),
    ...horizonCsvHeader((field, days) => t(`csv.${field}`, { days })),
  ];
  const rows = groups.map((g) => [name(g.key), g.deals, g.valueCr, ...horizonCsvCells(g)]);
  return toCsv(header, rows);
}
