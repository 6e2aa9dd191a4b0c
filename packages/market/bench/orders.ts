// Matching-engine benchmark (issue 5): 100,000 resting orders (limits and stops, both sides) over
// 500 symbols, then 1,000,000 ticks of seeded random-walk prices. Target: < 2 s for the ticks
// (placing the book is reported separately). Run: node --import tsx packages/market/bench/orders.ts
// Options: --orders=100000 --ticks=1000000 --symbols=500 --reps=3
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { OrderRequest } from '../src/orders/order-types';
import { PaperBroker } from '../src/orders/paper-broker';
import { createRng } from '../src/simulator/prng';

const TARGET_MS = 2000;
const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    ticks: { type: 'string', default: '1000000' },
    symbols: { type: 'string', default: '500' },
    reps: { type: 'string', default: '3' },
  },
});
const [ORDERS, TICKS, SYMBOLS, REPS] = [args.orders, args.ticks, args.symbols, args.reps].map(Number) as [
  number,
  number,
  number,
  number,
];

function run(): { placeMs: number; tickMs: number; fills: number; resting: number } {
  const rng = createRng('orders-bench');
  const broker = new PaperBroker();
  const ltp = Array.from({ length: SYMBOLS }, () => 100_000);
  const symbols = Array.from({ length: SYMBOLS }, (_, i) => `S${i}`);
  const t0 = performance.now();
  for (let i = 0; i < ORDERS; i++) {
    const s = i % SYMBOLS;
    const price = ltp[s] ?? 100_000;
    const buy = rng.uniform() < 0.5;
    const stop = rng.uniform() < 0.3;
    const away = Math.round(price * (0.002 + rng.uniform() * 0.05));
    const request: OrderRequest = {
      id: `o${i}`,
      account: `u${i % 1000}`,
      symbol: symbols[s] ?? '',
      side: buy ? 'buy' : 'sell',
      kind: stop ? 'sl' : 'limit',
      // Limits rest away from the market; stops rest beyond it with the limit further out.
      product: 'intraday',
      quantity: 1 + (i % 50),
      pricePaise: stop ? (buy ? price + 2 * away : price - 2 * away) : buy ? price - away : price + away,
      triggerPaise: stop ? (buy ? price + away : price - away) : 0,
    };
    broker.place(request, price, i);
  }
  const t1 = performance.now();
  let fills = 0;
  for (let k = 0; k < TICKS; k++) {
    const s = k % SYMBOLS;
    const next = Math.max(100, Math.round((ltp[s] ?? 100_000) * (1 + (rng.uniform() - 0.5) * 0.002)));
    ltp[s] = next;
    for (const event of broker.tick({ symbol: symbols[s] ?? '', ltpPaise: next, at: ORDERS + k }))
      if (event.type === 'filled') fills++;
  }
  const t2 = performance.now();
  const resting = broker.ordersOf('u0').filter((o) => o.status === 'open').length * 1000;
  return { placeMs: t1 - t0, tickMs: t2 - t1, fills, resting };
}

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model}; load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const results = Array.from({ length: REPS }, run);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const tick = median(results.map((r) => r.tickMs));
const first = results[0];
console.log(
  `${ORDERS.toLocaleString('en-IN')} resting orders placed in ${median(results.map((r) => r.placeMs)).toFixed(0)} ms (median of ${REPS}); ` +
    `${TICKS.toLocaleString('en-IN')} ticks matched in ${tick.toFixed(0)} ms median (runs: ${results.map((r) => r.tickMs.toFixed(0)).join(', ')}); ` +
    `${first?.fills.toLocaleString('en-IN')} fills, about ${first?.resting.toLocaleString('en-IN')} still resting. ` +
    `Target < ${TARGET_MS} ms: ${tick < TARGET_MS ? 'PASS' : 'FAIL'}`,
);
process.exitCode = tick < TARGET_MS ? 0 : 1;
