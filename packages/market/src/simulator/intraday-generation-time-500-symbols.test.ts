import { describe, expect, it } from 'vitest';
import { aggregateIntradayBars, rollUpIntradayBars } from './intraday-bars';
import { generateIntradayPath, intradayPathForMinute, planIntradayDay } from './intraday-path';
import { syntheticDay } from './intraday-test-support';

describe('performance', () => {
  it('generates 500 symbols × one full day of 1-second paths and bars (times printed, not asserted)', () => {
    const days = Array.from({ length: 500 }, (_, i) => syntheticDay(i));
    let started = performance.now();
    const plans = days.map((d) => planIntradayDay(d));
    const planMs = performance.now() - started;
    started = performance.now();
    const paths = plans.map((p) => generateIntradayPath(p));
    const pathMs = performance.now() - started;
    started = performance.now();
    for (const path of paths) rollUpIntradayBars(aggregateIntradayBars(path, 60), 15);
    const barsMs = performance.now() - started;
    started = performance.now();
    for (const plan of plans) intradayPathForMinute(plan, 200);
    const minuteMs = performance.now() - started;
    console.log(
      `[intraday] 500 symbols: plans ${planMs.toFixed(0)} ms, whole-day 1-s paths ${pathMs.toFixed(0)} ms, ` +
        `1m+15m bars ${barsMs.toFixed(0)} ms, one lazy minute for all ${minuteMs.toFixed(1)} ms`,
    );
    expect(paths).toHaveLength(500);
  });
});
