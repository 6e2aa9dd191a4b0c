import { describe, expect, it } from 'vitest';
import { findOptionStrategy, OPTION_STRATEGIES } from './catalogue';

describe('the option-strategy catalogue', () => {
  it('lists at least 52 strategies (the count the product advertises) with unique URL-slug ids', () => {
    expect(OPTION_STRATEGIES.length).toBeGreaterThanOrEqual(52);
    const ids = OPTION_STRATEGIES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(OPTION_STRATEGIES.map((s) => s.name)).size).toBe(ids.length);
  });

  it('has strategies for every view and level', () => {
    for (const view of ['bullish', 'bearish', 'neutral', 'volatile'] as const) {
      expect(OPTION_STRATEGIES.filter((s) => s.view === view).length, view).toBeGreaterThanOrEqual(10);
    }
    for (const level of ['beginner', 'intermediate', 'advanced'] as const) {
      expect(
        OPTION_STRATEGIES.some((s) => s.level === level),
        level,
      ).toBe(true);
    }
  });

  it('names the strategies the brief asks for', () => {
    for (const id of [
      'long-call',
      'short-put',
      'covered-call',
      'protective-put',
      'collar',
      'bull-call-spread',
      'bear-put-spread',
      'long-straddle',
      'short-strangle',
      'strip',
      'strap',
      'long-call-butterfly',
      'short-put-butterfly',
      'iron-butterfly',
      'short-iron-condor',
      'long-iron-condor',
      'long-call-condor',
      'call-broken-wing-butterfly',
      'call-ratio-spread',
      'put-ratio-backspread',
      'jade-lizard',
      'reverse-jade-lizard',
      'call-calendar',
      'put-diagonal',
      'double-calendar',
      'double-diagonal',
      'synthetic-long',
      'risk-reversal',
      'long-box',
      'long-futures',
      'short-futures',
      'long-call-ladder',
      'bullish-seagull',
      'call-christmas-tree',
    ]) {
      expect(findOptionStrategy(id), id).toBeDefined();
    }
    expect(findOptionStrategy('no-such-strategy')).toBeUndefined();
  });

  it('gives every leg a sensible shape: whole lots ≥ 1, whole strike steps, none on futures and stock', () => {
    for (const s of OPTION_STRATEGIES) {
      expect(s.legs.length, s.id).toBeGreaterThanOrEqual(1);
      expect(s.legs.length, s.id).toBeLessThanOrEqual(6);
      for (const leg of s.legs) {
        expect(Number.isInteger(leg.lots) && leg.lots >= 1, s.id).toBe(true);
        expect(Number.isInteger(leg.strikeSteps), s.id).toBe(true);
        expect(Math.abs(leg.strikeSteps), s.id).toBeLessThanOrEqual(10);
        if (leg.instrument === 'future' || leg.instrument === 'stock') {
          expect(leg.strikeSteps, s.id).toBe(0);
          expect(leg.expiry, s.id).toBe('near');
        }
      }
      // The same instrument, side, strike and expiry twice would be one leg with more lots.
      const keys = s.legs.map((l) => `${l.instrument}|${l.side}|${l.strikeSteps}|${l.expiry}`);
      expect(new Set(keys).size, s.id).toBe(keys.length);
      // Only calendars and diagonals use the next expiry, and they also trade the near one.
      if (s.legs.some((l) => l.expiry === 'next')) {
        expect(
          s.legs.some((l) => l.expiry === 'near'),
          s.id,
        ).toBe(true);
        expect(s.id).toMatch(/calendar|diagonal/);
      }
    }
  });

  it('describes each strategy: a 2–3 sentence rationale and its profit, loss and breakevens', () => {
    for (const s of OPTION_STRATEGIES) {
      const sentences = s.rationale.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, `${s.id}: ${s.rationale}`).toBeGreaterThanOrEqual(2);
      expect(sentences, `${s.id}: ${s.rationale}`).toBeLessThanOrEqual(3);
      expect(s.rationale.length, s.id).toBeGreaterThan(80);
      for (const text of [s.name, s.maxProfit, s.maxLoss, s.breakevens])
        expect(text.trim(), s.id).not.toBe('');
    }
  });

  it('finds a strategy by its slug or by its number in the catalogue, and nothing for an unknown one', () => {
    expect(findOptionStrategy('long-call')?.id).toBe('long-call');
    expect(findOptionStrategy('1')?.id).toBe(OPTION_STRATEGIES[0]?.id);
    expect(findOptionStrategy(String(OPTION_STRATEGIES.length))?.id).toBe(OPTION_STRATEGIES.at(-1)?.id);
    for (const unknown of ['0', String(OPTION_STRATEGIES.length + 1), '01', 'no-such-strategy', ''])
      expect(findOptionStrategy(unknown), unknown).toBeUndefined();
  });
});
