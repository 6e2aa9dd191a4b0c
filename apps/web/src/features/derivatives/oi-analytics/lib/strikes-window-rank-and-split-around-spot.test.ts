import { describe, expect, it } from 'vitest';
import { formatStrike } from '../../shared/format';
import { profileRow, STRIKES } from '../test/oi-fixtures';
import { countMoves, rangeOf } from './history-charts';
import { formatIv } from './oi-format';
import { categoryPosition, nearestStrikeIndex, oiEitherSideOfSpot, rowsAroundSpot, topRows } from './strikes';

const rows = STRIKES.map(profileRow);

describe('strikes around spot', () => {
  it('keeps the chosen number of strikes either side of the ATM strike', () => {
    expect(nearestStrikeIndex(STRIKES, 24_213.45)).toBe(STRIKES.indexOf(24_200));
    const ten = rowsAroundSpot(rows, 24_213.45, '10');
    expect(ten).toHaveLength(21);
    expect(ten[0]?.strike).toBe(23_700);
    expect(ten.at(-1)?.strike).toBe(24_700);
    // Near the edge of the chain the window is cut, not shifted.
    expect(rowsAroundSpot(rows, 23_520, '10')).toHaveLength(11);
    expect(rowsAroundSpot(rows, 24_213.45, 'all')).toBe(rows);
  });

  it('places spot between two strikes on a category axis, and nowhere outside them', () => {
    expect(categoryPosition([24_150, 24_200, 24_250], 24_210)).toBeCloseTo(1.2);
    expect(categoryPosition([24_150, 24_200, 24_250], 24_150)).toBe(0);
    expect(categoryPosition([24_150, 24_200, 24_250], 24_300)).toBeNull();
    expect(categoryPosition([24_150, 24_200], null)).toBeNull();
  });

  it('ranks strikes by a value, the lower strike first on a tie, leaving out zero and below', () => {
    const top = topRows(rows, (r) => r.callOi, 3).map((r) => r.strike);
    expect(top[0]).toBe(24_500);
    const shed = topRows(rows, (r) => -r.putOiChange, 2).map((r) => r.strike);
    expect(shed).toEqual([23_900]);
    expect(topRows([{ strike: 2 }, { strike: 1 }], () => 5, 2).map((r) => r.strike)).toEqual([1, 2]);
  });

  it('sums OI below spot and at or above it', () => {
    const { below, above } = oiEitherSideOfSpot(rows, 24_200);
    expect(below.strikes).toBe(14);
    expect(above.strikes).toBe(17);
    expect(below.putOi + above.putOi).toBe(rows.reduce((sum, r) => sum + r.putOi, 0));
  });

  it('writes strikes whole when they are, IV with one decimal', () => {
    expect(formatStrike(24_500)).toBe('24,500');
    expect(formatStrike(147.5)).toBe('147.50');
    expect(formatStrike(null)).toBe('—');
    expect(formatIv(14.234)).toBe('14.2 %');
    expect(formatIv(null)).toBe('—');
  });

  it('counts how often a level moved and finds a range, skipping gaps', () => {
    expect(countMoves([24_000, 24_000, null, 24_500, 24_000])).toBe(2);
    expect(rangeOf([0.9, null, 1.2, 0.8])).toEqual({ min: 0.8, max: 1.2 });
    expect(rangeOf([null])).toBeNull();
  });
});
