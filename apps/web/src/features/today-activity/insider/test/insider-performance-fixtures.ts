// Answers of TodayActivity/getInsiderPerformance for web tests, typed by the contracts (so they stay valid).
import type { DealGroup, InsiderGrouping, InsiderPerformanceAnswer } from '@nivesh/contracts';
import { horizon, performanceAnswer } from '../../deals-performance/test/deals-performance-fixtures';

/** A group of `trades` trades: T+1 above NIFTY, T+20 across 0, T+60 a single trade. */
function insiderGroup(key: string, trades: number, valueCr: number, t20: number): DealGroup {
  return {
    key,
    deals: trades,
    valueCr,
    horizons: [
      horizon(1, trades, 0.9, [0.6, 0.2, 1.0], 58),
      horizon(5, trades, 1.1, [0.5, -0.4, 1.4], 54),
      horizon(20, trades - 3, 2.2, [t20, t20 - 2, t20 + 2], 51),
      horizon(60, 1, 4, [3.1, null, null], 100),
    ],
  };
}

export const INSIDER_GROUPS: Readonly<Record<InsiderGrouping, readonly DealGroup[]>> = {
  category: [
    insiderGroup('designated-person', 412, 96.4, -0.3),
    insiderGroup('promoter', 240, 1830.2, 1.4),
    insiderGroup('immediate-relative', 61, 40.1, 0.2),
  ],
  side: [insiderGroup('disposed', 480, 1200.5, -0.8), insiderGroup('acquired', 233, 766.2, 1.1)],
  size: [
    insiderGroup('< ₹10 lakh', 300, 12.3, 0.1),
    insiderGroup('₹10 lakh–1 Cr', 250, 80.7, 0.4),
    insiderGroup('₹1–10 Cr', 150, 500.2, 0.9),
    insiderGroup('≥ ₹10 Cr', 13, 1373.5, 2.5),
  ],
  person: [
    insiderGroup('Meera Venkataraman · HDFCBANK', 9, 12.4, 0.6),
    insiderGroup('Rakesh Menon · TCS', 6, 3.1, -0.4),
  ],
};

/** The server's answer for `groupBy` over the range asked (default the year up to Friday 20-Nov-2026). */
export function insiderPerformanceAnswer(
  groupBy: InsiderGrouping,
  options: { readonly from?: string; readonly to?: string; readonly ready?: boolean } = {},
): InsiderPerformanceAnswer {
  const groups = INSIDER_GROUPS[groupBy];
  const { kind: _kind, ...deals } = performanceAnswer({
    ...options,
    overall: insiderGroup(
      'all',
      groups.reduce((a, g) => a + g.deals, 0),
      1966.7,
      0.3,
    ),
    groups,
  });
  return { ...deals, groupBy, method: 'Only open-market purchases and sales count.' };
}
