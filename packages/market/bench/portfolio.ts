// Portfolio benchmark (issue 18, Performance): a seeded portfolio of 5,000 transactions over 15
// years (40 stocks); timed: FIFO holdings valued at the last close, XIRR, the daily valuation
// series and TWR for every period, the NIFTY 50 TRI benchmark, and one year's capital gains.
// Target: < 50 ms. Run: node --import tsx packages/market/bench/portfolio.ts [--reps=15]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { capitalGainsForYear } from '../src/portfolio/capital-gains';
import { benchmarkOf, externalFlows, xirrWithFinalValue } from '../src/portfolio/cash-flows';
import { computeHoldings, valueHoldings } from '../src/portfolio/holdings';
import { generatePortfolio } from '../src/portfolio/test-support';
import { dailyValuations, timeWeightedReturns } from '../src/portfolio/time-weighted-return';

const TARGET_MS = 50;
const { values: args } = parseArgs({ options: { reps: { type: 'string', default: '15' } } });
const REPS = Number(args.reps);
const portfolio = generatePortfolio();
const { transactions, asOf } = portfolio;

function run(): { ms: number; cpuMs: number; xirr: string } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const holdings = computeHoldings(transactions);
  if (holdings.kind !== 'ok') throw new Error('the generated portfolio is invalid');
  const valued = valueHoldings(holdings.holdings, (symbol) => {
    const price = portfolio.closeOf(symbol, asOf);
    return price === undefined ? undefined : { pricePaise: price };
  });
  const flows = externalFlows(transactions, holdings);
  const rate = xirrWithFinalValue(flows, valued.totals.marketValuePaise, asOf);
  const returns = timeWeightedReturns(dailyValuations(transactions, portfolio.dates, portfolio.closeOf));
  const bench = benchmarkOf(flows, portfolio.indexCloses, asOf);
  const tax = capitalGainsForYear({
    realised: holdings.realised,
    financialYear: 2019,
    fmv31Jan2018: portfolio.fmv31Jan2018,
  });
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  if (returns.length !== 7 || bench.kind !== 'ok' || !tax.estimate) throw new Error('unexpected result');
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    xirr: rate.kind === 'rate' ? `${(rate.rate * 100).toFixed(2)} %` : rate.reason,
  };
}

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model}; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const results = Array.from({ length: REPS }, run);
const times = results.map((r) => r.ms);
const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const median = middle(times);
console.log(
  `${transactions.length.toLocaleString('en-IN')} transactions over ${portfolio.dates.length.toLocaleString('en-IN')} days: ` +
    `holdings, XIRR (${results[0]?.xirr}), TWR, benchmark and a year's tax in ${median.toFixed(1)} ms median of ${REPS} ` +
    `(first run ${times[0]?.toFixed(1)} ms, fastest ${Math.min(...times).toFixed(1)} ms; ` +
    `process CPU time ${middle(results.map((r) => r.cpuMs)).toFixed(1)} ms median, which a loaded machine does not inflate). ` +
    `Target < ${TARGET_MS} ms: ${median < TARGET_MS ? 'PASS' : 'FAIL'}`,
);
process.exitCode = median < TARGET_MS ? 0 : 1;
