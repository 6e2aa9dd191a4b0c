import { describe, expect, it } from 'vitest';
import { chartTimeOf, formatBarLabel, isIntradayLabel, sessionCount } from './bar-labels';

describe('back-test bar labels', () => {
  it('charts a daily bar by its date and a 15-minute bar by its UTC second (09:15 IST = 03:45 UTC)', () => {
    expect(chartTimeOf('2026-11-20')).toBe('2026-11-20');
    expect(chartTimeOf('2026-11-20 09:15')).toBe(Date.UTC(2026, 10, 20, 3, 45) / 1000);
    expect(isIntradayLabel('2026-11-20 15:15')).toBe(true);
    expect(isIntradayLabel('2026-11-20')).toBe(false);
  });

  it('reads the date and time in IST whatever the zone, and counts sessions', () => {
    expect(formatBarLabel('2026-11-20 15:15')).toBe('20 Nov 2026 15:15');
    expect(formatBarLabel('2026-11-20')).toBe('20 Nov 2026');
    expect(sessionCount(['2026-11-19 09:15', '2026-11-19 09:30', '2026-11-20 09:15'])).toBe(2);
  });
});
