import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { dealsPerformanceStrings } from '../strings';
import { horizon } from '../test/deals-performance-fixtures';
import { groupLabel, verdictOf } from './groups';

const t = dealsPerformanceStrings.t;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a group’s name and what its interval says', () => {
  it('names sides, categories and sizes in the page’s language; clients as NSE prints them', async () => {
    expect(groupLabel(t, 'side', 'BUY')).toBe('Buy');
    expect(groupLabel(t, 'side', 'SELL')).toBe('Sell');
    expect(groupLabel(t, 'client', 'SBI MUTUAL FUND')).toBe('SBI MUTUAL FUND');
    expect(groupLabel(t, 'category', 'mutual fund')).toBe('Mutual fund');
    expect(groupLabel(t, 'category', 'FPI')).toBe('FPI (foreign portfolio investor)');
    expect(groupLabel(t, 'size', '0.5–1 %')).toBe('0.5–1 % of shares');
    expect(groupLabel(t, 'size', '≥ ₹1,000 Cr')).toBe('≥ ₹1,000 Cr');
    expect(groupLabel(t, 'size', 'unknown')).toBe('Share of listed shares unknown');
    // A key the page does not know yet shows as the server sent it.
    expect(groupLabel(t, 'category', 'trust')).toBe('trust');
    await i18n.changeLanguage('hi');
    expect(groupLabel(t, 'side', 'BUY')).toBe('ख़रीद');
    expect(groupLabel(t, 'category', 'insurance')).toBe('बीमा');
    expect(groupLabel(t, 'size', '₹50–200 Cr')).toBe('₹50–200 करोड़');
  });

  it('tells an interval above 0, below 0 or across it, a single deal and none apart', () => {
    expect(verdictOf(horizon(5, 100, 1, [0.5, 0.1, 0.9], 55))).toBe('above');
    expect(verdictOf(horizon(5, 100, -1, [-0.5, -0.9, -0.1], 45))).toBe('below');
    expect(verdictOf(horizon(5, 100, 0, [0.2, -0.1, 0.5], 50))).toBe('zero');
    expect(verdictOf(horizon(5, 100, 0, [0.2, 0, 0.5], 50))).toBe('zero');
    expect(verdictOf(horizon(5, 1, 1, [1, null, null], 100))).toBe('single');
    expect(verdictOf(horizon(60, 0, null, [null, null, null], null))).toBe('none');
    expect(verdictOf(undefined)).toBe('none');
  });
});
