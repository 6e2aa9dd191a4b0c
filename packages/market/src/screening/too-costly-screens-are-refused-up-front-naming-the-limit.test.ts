import { describe, expect, it } from 'vitest';
import { compileScreen } from './compile-screen';
import { SCREEN_COST_LIMITS, screenCost, screenCostRefusal } from './screen-cost';

/** The review's 1.9 KB query: sma(close,2)>0 and sma(close,3)>0 and … */
function longQuery(): string {
  const terms: string[] = [];
  for (let p = 2; terms.join(' and ').length < 1880; p++) terms.push(`sma(close,${p})>0`);
  return terms.join(' and ');
}

describe('the cost of a user screen', () => {
  it('refuses the 1.9 KB query of 95 indicators over 503 stocks, naming the limit', () => {
    const source = longQuery();
    expect(source.length).toBeGreaterThan(1800);
    const compiled = compileScreen(source);
    expect(screenCost([compiled]).series).toBeGreaterThan(90);
    expect(screenCostRefusal([compiled], 503)).toMatch(
      /^A screen may compute at most 32 different indicators over 503 stocks; this one computes 9\d\./,
    );
  });

  it('accepts everyday screens and counts a series shared by entry and exit once', () => {
    const entry = compileScreen(
      'close > sma(close, 200) and rsi(14) > 50 and weekly(close) > weekly(sma(close, 20))',
    );
    const exit = compileScreen('close < sma(close, 200) or rsi(14) < 30');
    expect(screenCostRefusal([entry], 503)).toBeNull();
    // sma(close,200), rsi(14), weekly(close), weekly(sma(close,20)), sma(close,20)
    expect(screenCost([entry, exit]).series).toBe(5);
  });

  it('allows fewer indicators over a larger universe and more terms nowhere', () => {
    const terms = Array.from({ length: 12 }, (_, k) => `sma(close, ${k + 2}) > 0`).join(' and ');
    const compiled = compileScreen(terms);
    expect(screenCostRefusal([compiled], 503)).toBeNull();
    expect(screenCost([compiled]).depth).toBe(3); // and-chains do not nest: compare > sma > close
    expect(screenCostRefusal([compiled], 2000)).toMatch(/at most 10 different indicators over 2000 stocks/);
    const many = compileScreen(Array.from({ length: 300 }, () => 'close > 1').join(' and '));
    expect(screenCostRefusal([many], 503)).toMatch(`at most ${SCREEN_COST_LIMITS.terms} terms`);
    const deep = compileScreen(`${'abs('.repeat(30)}close${')'.repeat(30)} > 0`);
    expect(screenCostRefusal([deep], 503)).toMatch(`nest terms at most ${SCREEN_COST_LIMITS.depth} deep`);
  });
});
