import { describe, expect, it } from 'vitest';
import { oiLevels } from './oi-levels';

describe('OI support and resistance', () => {
  // Strikes 100–140, spot 118.
  const expiry = {
    strikes: [100, 110, 120, 130, 140],
    put: { openInterest: [500, 900, 700, 300, 50], previousOpenInterest: [450, 950, 300, 300, 40] },
    call: { openInterest: [20, 900, 800, 1_200, 600], previousOpenInterest: [20, 100, 500, 1_250, 400] },
  };

  it('support = highest put OI at or below spot, resistance = highest call OI at or above', () => {
    const levels = oiLevels(expiry, 118);
    // Puts at ≤ 118: 100 (500), 110 (900); the 700 at 120 is above spot and does not count.
    expect(levels.support).toEqual({ strike: 110, openInterest: 900, change: -50 });
    expect(levels.secondSupport).toEqual({ strike: 100, openInterest: 500, change: 50 });
    // Calls at ≥ 118: 120 (800), 130 (1,200), 140 (600); the 900 at 110 is below spot.
    expect(levels.resistance).toEqual({ strike: 130, openInterest: 1_200, change: -50 });
    expect(levels.secondResistance).toEqual({ strike: 120, openInterest: 800, change: 300 });
  });

  it("finds today's largest additions anywhere and the immediate levels by change in OI", () => {
    const levels = oiLevels(expiry, 118);
    // Put changes: +50, −50, +400, 0, +10. Call changes: 0, +800, +300, −50, +200.
    expect(levels.largestPutAddition?.strike).toBe(120);
    expect(levels.largestCallAddition).toEqual({ strike: 110, openInterest: 900, change: 800 });
    expect(levels.immediateSupport).toEqual({ strike: 100, openInterest: 500, change: 50 });
    expect(levels.immediateResistance).toEqual({ strike: 120, openInterest: 800, change: 300 });
  });

  it('counts a strike at exactly spot on both sides, and gives null where nothing qualifies', () => {
    // Spot 120: its puts (700) join the supports, its calls (800) the resistances.
    const atSpot = oiLevels(expiry, 120);
    expect(atSpot.support?.strike).toBe(110);
    expect(atSpot.secondSupport?.strike).toBe(120);
    expect(atSpot.resistance?.strike).toBe(130);
    expect(atSpot.secondResistance?.strike).toBe(120);
    const noHistory = oiLevels(
      { strikes: expiry.strikes, put: { openInterest: expiry.put.openInterest }, call: expiry.call },
      118,
    );
    expect(noHistory.support?.change).toBeNaN();
    expect(noHistory.largestPutAddition).toBeNull();
    expect(noHistory.immediateSupport).toBeNull();
    const belowAll = oiLevels(expiry, 90);
    expect(belowAll.support).toBeNull();
    expect(belowAll.resistance?.strike).toBe(130);
  });
});
