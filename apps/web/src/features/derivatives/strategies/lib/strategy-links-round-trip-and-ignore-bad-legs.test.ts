import type { StrategyLeg } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { decodeLegs, encodeLegs, strategyBuilderHref } from './leg-url';

const EXAMPLE = 'B1CE24000@2026-12-01:120.5,S2PE23800@2026-12-01,S1FUT@2026-12-29,B1EQ';

describe('a strategy link', () => {
  it('reads the documented example and writes it back exactly', () => {
    const { legs, rejected } = decodeLegs(EXAMPLE);
    expect(rejected).toEqual([]);
    expect(legs).toEqual<StrategyLeg[]>([
      { instrument: 'call', side: 'buy', lots: 1, strike: 24_000, expiry: '2026-12-01', entryPrice: 120.5 },
      { instrument: 'put', side: 'sell', lots: 2, strike: 23_800, expiry: '2026-12-01' },
      { instrument: 'future', side: 'sell', lots: 1, strike: null, expiry: '2026-12-29' },
      { instrument: 'stock', side: 'buy', lots: 1, strike: null, expiry: null },
    ]);
    expect(encodeLegs(legs)).toBe(EXAMPLE);
  });

  it('round-trips fractional strikes, stock entry prices and 100 lots', () => {
    const legs: StrategyLeg[] = [
      { instrument: 'call', side: 'sell', lots: 100, strike: 102.5, expiry: '2026-11-26', entryPrice: 3.05 },
      { instrument: 'stock', side: 'buy', lots: 3, strike: null, expiry: null, entryPrice: 2_450.75 },
    ];
    expect(encodeLegs(legs)).toBe('S100CE102.5@2026-11-26:3.05,B3EQ:2450.75');
    expect(decodeLegs(encodeLegs(legs))).toEqual({ legs, rejected: [] });
  });

  it('leaves out what is not a leg and names it, never throwing', () => {
    const { legs, rejected } = decodeLegs(
      'B1CE24000@2026-12-01,X1CE1@2026-12-01,B0CE24000@2026-12-01,B1CE@2026-12-01,B1FUT24000@2026-12-01,' +
        'B1EQ@2026-12-01,B1PE24000@2026-02-30,B1CE24000@2026-12-01:-5,B101PE24000@2026-12-01,,b1pe23900@2026-12-01',
    );
    expect(legs).toHaveLength(2);
    expect(legs[1]).toMatchObject({ instrument: 'put', side: 'buy', strike: 23_900 });
    expect(rejected).toEqual([
      'X1CE1@2026-12-01',
      'B0CE24000@2026-12-01',
      'B1CE@2026-12-01',
      'B1FUT24000@2026-12-01',
      'B1EQ@2026-12-01',
      'B1PE24000@2026-02-30',
      'B1CE24000@2026-12-01:-5',
      'B101PE24000@2026-12-01',
    ]);
    expect(decodeLegs(undefined)).toEqual({ legs: [], rejected: [] });
    expect(decodeLegs('%%%')).toEqual({ legs: [], rejected: ['%%%'] });
  });

  it('keeps at most 12 legs', () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => `B1CE${24_000 + i * 50}@2026-12-01`).join(',');
    const { legs, rejected } = decodeLegs(thirteen);
    expect(legs).toHaveLength(12);
    expect(rejected).toEqual(['B1CE24600@2026-12-01']);
  });

  it('builds the builder address other pages link to', () => {
    const href = strategyBuilderHref('NIFTY', decodeLegs('B1CE24000@2026-12-01').legs);
    expect(href).toBe('/option-chain/option-strategy/custom?symbol=NIFTY&legs=B1CE24000@2026-12-01');
    const url = new URL(href, 'http://localhost');
    expect(decodeLegs(url.searchParams.get('legs')).legs[0]).toMatchObject({ strike: 24_000 });
  });
});
