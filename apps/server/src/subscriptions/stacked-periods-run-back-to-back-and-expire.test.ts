import { describe, expect, it } from 'vitest';
import { runningHolds, stackedPeriod } from './stacking';

const at = (iso: string) => new Date(iso);

describe('stacking of paid periods', () => {
  it('starts a purchase now, or at the end of the running plan when that is later', () => {
    const now = at('2026-11-23T04:00:00Z');
    expect(stackedPeriod(now, null, 30)).toEqual({ startsAt: now, endsAt: at('2026-12-23T04:00:00Z') });
    expect(stackedPeriod(now, at('2026-12-01T00:00:00Z'), 90)).toEqual({
      startsAt: at('2026-12-01T00:00:00Z'),
      endsAt: at('2027-03-01T00:00:00Z'),
    });
    // An expired plan does not carry over.
    expect(stackedPeriod(now, at('2026-11-01T00:00:00Z'), 30).startsAt).toEqual(now);
  });

  it('holds a tier through a chain of periods, not across a gap, and never before it starts', () => {
    const p = (tier: string, from: string, to: string) => ({ tier, startsAt: at(from), endsAt: at(to) });
    const periods = [
      p('pro', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
      p('pro', '2026-12-01T00:00:00Z', '2027-03-01T00:00:00Z'),
      p('pro', '2027-04-01T00:00:00Z', '2027-05-01T00:00:00Z'),
      p('fno', '2026-12-05T00:00:00Z', '2027-01-05T00:00:00Z'),
    ];
    expect(runningHolds(periods, at('2026-11-20T00:00:00Z'))).toEqual([
      p('pro', '2026-11-01T00:00:00Z', '2027-03-01T00:00:00Z'),
    ]);
    expect(runningHolds(periods, at('2027-03-01T00:00:00Z'))).toEqual([]);
    expect(runningHolds(periods, at('2027-04-10T00:00:00Z'))).toEqual([
      p('pro', '2027-04-01T00:00:00Z', '2027-05-01T00:00:00Z'),
    ]);
  });
});
