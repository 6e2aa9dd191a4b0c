// Answers of TodayActivity/getCorporateActions for web tests, typed by the contracts (so they stay valid).
import {
  CORPORATE_ACTION_KINDS,
  type CorporateActionKind,
  type CorporateActionRowDto,
  type CorporateActionsAnswer,
} from '@nivesh/contracts';
import { SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';

export const LATEST = '2026-11-20';

const row = (
  symbol: string,
  kind: CorporateActionKind,
  purpose: string,
  extra: Partial<CorporateActionRowDto> = {},
): CorporateActionRowDto => ({
  symbol,
  series: 'EQ',
  security: `${symbol} Ltd`,
  kind,
  kinds: [kind],
  purpose,
  amount: null,
  ratio: null,
  exDate: LATEST,
  recordDate: LATEST,
  announcedOn: '2026-10-30',
  previousClose: null,
  yieldPct: null,
  lastPrice: null,
  changeSincePct: null,
  ...extra,
});

/** A day: a split, a bonus and two dividends. */
export const DAY_ROWS: readonly CorporateActionRowDto[] = [
  row('NAVA', 'split', 'Face Value Split (Sub-Division) - From Rs 10/- Per Share To Rs 2/- Per Share', {
    ratio: '₹10 → ₹2',
    previousClose: 1050,
    lastPrice: 215.5,
    changeSincePct: 1.25,
  }),
  row('TCS', 'bonus', 'Bonus 1:1', {
    ratio: '1:1',
    previousClose: 3400,
    lastPrice: 1712,
    changeSincePct: -0.5,
  }),
  row('ITC', 'dividend', 'Dividend - Rs 3 & Special Dividend - Rs 3', {
    amount: 6,
    previousClose: 450,
    yieldPct: 1.33,
    lastPrice: 446.2,
    changeSincePct: 0.4,
  }),
  row('RELIANCE', 'dividend', 'Dividend - Rs 3.50 Per Share', {
    amount: 3.5,
    previousClose: 1400,
    yieldPct: 0.25,
    lastPrice: 1402,
    changeSincePct: 0.39,
  }),
];

const UPCOMING: readonly CorporateActionRowDto[] = [
  row('INFY', 'dividend', 'Dividend - Rs 2.50 Per Share', {
    amount: 2.5,
    exDate: '2026-12-04',
    recordDate: '2026-12-04',
    previousClose: 1500,
    yieldPct: 0.17,
  }),
];

/** The answer for a request URL (the kind filter applied), as the server gives it. */
export function corporateActionsAnswerFor(
  url: URL,
  options: { readonly rows?: readonly CorporateActionRowDto[]; readonly imported?: boolean } = {},
): CorporateActionsAnswer {
  const all = options.rows ?? DAY_ROWS;
  const kind = url.searchParams.get('kind');
  const shown = all.filter((r) => kind === null || r.kinds.includes(kind as CorporateActionKind));
  const page = Number(url.searchParams.get('page') ?? '1');
  const size = Number(url.searchParams.get('size') ?? '50');
  return {
    status: 1,
    message: 'ok',
    source: {
      ...SOURCE,
      simulated: !options.imported,
      kind: options.imported ? 'imported' : 'simulated',
      fileName: options.imported ? 'Bc161126.csv' : null,
    },
    date: url.searchParams.get('date') ?? LATEST,
    symbol: url.searchParams.get('symbol'),
    previousDate: '2026-11-19',
    nextDate: null,
    latestDate: LATEST,
    earliestDate: '2016-01-04',
    counts: CORPORATE_ACTION_KINDS.map((k) => ({
      kind: k,
      count: all.filter((r) => r.kinds.includes(k)).length,
    })),
    total: shown.length,
    page,
    size,
    rows: shown.slice((page - 1) * size, page * size),
    upcoming: UPCOMING.filter((r) => kind === null || r.kinds.includes(kind as CorporateActionKind)),
  };
}
