import { describe, expect, it } from 'vitest';
import { strategiesStrings } from '../strings';
import { STRATEGIES } from '../test/strategy-test-fixtures';
import { legsInWords, strikeWords } from './leg-words';
import { sketchGeometry, templatePayoff } from './template-payoff';

const byId = (id: string) => {
  const found = STRATEGIES.find((s) => s.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('a catalogue card', () => {
  it('reads its legs in words around the money', () => {
    expect(legsInWords(byId('bull-call-spread').legs, strategiesStrings.t)).toBe(
      'Buy 1 ATM CE · Sell 1 ATM+2 CE',
    );
    expect(legsInWords(byId('bear-put-spread').legs, strategiesStrings.t)).toBe(
      'Buy 1 ATM PE · Sell 1 ATM-2 PE',
    );
    expect(legsInWords(byId('call-calendar').legs, strategiesStrings.t)).toBe(
      'Sell 1 ATM CE · Buy 1 ATM CE (next expiry)',
    );
    expect(
      legsInWords(
        [
          { instrument: 'future', side: 'sell', lots: 2, strikeSteps: 0, expiry: 'near' },
          { instrument: 'stock', side: 'buy', lots: 1, strikeSteps: 0, expiry: 'near' },
        ],
        strategiesStrings.t,
      ),
    ).toBe('Sell 2 FUT · Buy 1 Stock');
    expect(strikeWords(-1, 'ATM')).toBe('ATM-1');
  });

  it('sketches a bull call spread as a capped loss, a rise between the strikes and a capped profit', () => {
    const { points, approximate } = templatePayoff(byId('bull-call-spread').legs);
    expect(approximate).toBe(false);
    // Piecewise linear: the ends and each strike.
    expect(points.map((p) => p.x)).toEqual([-6, 0, 2, 6]);
    const [low, atm, upper, high] = points.map((p) => p.y);
    expect(low).toBeCloseTo(atm ?? Number.NaN, 9);
    expect(low).toBeLessThan(0);
    expect(upper).toBeCloseTo(high ?? Number.NaN, 9);
    expect(upper).toBeGreaterThan(0);
    // Width of the spread = max profit + max loss.
    expect((upper ?? 0) - (low ?? 0)).toBeCloseTo(2, 9);
  });

  it('sketches a short straddle as a tent with its peak at the money, and a calendar as approximate', () => {
    const straddle = templatePayoff(byId('short-straddle').legs).points;
    const peak = straddle.reduce((best, p) => (p.y > best.y ? p : best));
    expect(peak.x).toBe(0);
    expect(peak.y).toBeGreaterThan(0);
    expect(straddle[0]?.y).toBeLessThan(0);
    const calendar = templatePayoff(byId('call-calendar').legs);
    expect(calendar.approximate).toBe(true);
    expect(calendar.points.length).toBeGreaterThan(20);
    const best = calendar.points.reduce((a, p) => (p.y > a.y ? p : a));
    expect(Math.abs(best.x)).toBeLessThan(0.5);
  });

  it('splits the drawing into a profit area above zero and a loss area below', () => {
    const shape = sketchGeometry(
      [
        { x: -2, y: -1 },
        { x: 0, y: -1 },
        { x: 2, y: 1 },
        { x: 4, y: 1 },
      ],
      100,
      40,
      0,
    );
    expect(shape.zeroY).toBe(20);
    expect(shape.line).toBe('M0,40L33.33,40L50,20L66.67,0L100,0');
    expect(shape.profit).toBe('M0,20L0,20L33.33,20L50,20L66.67,0L100,0L100,20Z');
    expect(shape.loss).toBe('M0,20L0,40L33.33,40L50,20L66.67,20L100,20L100,20Z');
  });
});
