/**
 * Prints the simulated NIFTY 50's statistics beside the real index's (issue 16), as the table in
 * docs/simulated-market.md: `node --import tsx scripts/market-model-report.ts [seed …]`.
 */
import { generateSimulatedNse } from '../packages/market/src/live/simulated-nse';
import { nifty50DailyCloses } from '../packages/market/src/reference-data/nifty-50-daily-closes';
import { NIFTY_50_FIT } from '../packages/market/src/simulator/anchored-market-factor';
import { type ReturnStatistics, returnStatistics } from '../packages/market/src/simulator/return-statistics';
import type { IsoDate } from '../packages/market/src/units';

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;
function row(label: string, s: ReturnStatistics): string {
  return `| ${label} | ${s.sessions} | ${s.firstClose.toFixed(0)} → ${s.lastClose.toFixed(0)} | ${pct(s.cagr)} | ${pct(s.annualVolatility)} | ${s.excessKurtosis.toFixed(1)} | ${s.absReturnAutocorrelation.toFixed(3)} | ${pct(s.worstDay)} (${s.worstDate ?? ''}) |`;
}
function statsOf(closes: readonly { date: IsoDate; close: number }[]): ReturnStatistics {
  return returnStatistics(
    closes.map((c) => c.date),
    closes.map((c) => c.close),
  );
}

console.log(
  '| series | sessions | level | growth a year | volatility | excess kurtosis | acf of abs(r), lag 1 | worst day |',
);
console.log('|---|---|---|---|---|---|---|---|');
const real = nifty50DailyCloses();
console.log(row('real, 2015-06-01 … 2022-08-26', statsOf(real.filter((c) => c.date >= '2015-06-01'))));
for (let year = 2000; year <= 2012; year++) {
  const window = real.filter((c) => c.date >= `${year}-01-01` && c.date < `${year + 10}-01-01`);
  console.log(row(`real, ${year}-${year + 9}`, statsOf(window)));
}
for (const seed of process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['nivesh']) {
  const nse = generateSimulatedNse(seed);
  const nifty = nse.history.indices.get('NIFTY 50');
  if (!nifty) throw new Error('no NIFTY 50');
  const all = nse.history.dates.map((date, t) => ({ date, close: nifty.close[t] ?? 0 }));
  const lastReal = real.at(-1)?.date ?? '';
  const toAnchor = all.slice(0, nse.anchorIndex + 1);
  console.log(row(`simulated (seed ${seed}), window start … anchor`, statsOf(toAnchor)));
  console.log(
    row(
      `simulated (seed ${seed}), after the real closes … anchor`,
      statsOf(toAnchor.filter((c) => c.date >= lastReal)),
    ),
  );
  console.log(row(`simulated (seed ${seed}), anchor … window end`, statsOf(all.slice(nse.anchorIndex))));
}
console.log(
  `\nFit (GARCH(1,1)-t, variance targeting, 2012-08-27 … 2022-08-26): ${JSON.stringify(NIFTY_50_FIT)}`,
);
