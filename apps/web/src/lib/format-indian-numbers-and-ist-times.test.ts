import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatCompact,
  formatCompactRupees,
  formatDateIst,
  formatDateTimeIst,
  formatNumber,
  formatPercent,
  formatPoints,
  formatRupees,
  formatTimeIst,
  formatVolume,
  NO_VALUE,
  toDate,
} from './format';

describe('Indian number formatting', () => {
  it('groups rupees in lakhs and crores with two decimals', () => {
    expect(formatRupees(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatRupees(999.5)).toBe('₹999.50');
    expect(formatRupees(-1234.5)).toBe('-₹1,234.50');
    expect(formatRupees(1234.567, 0)).toBe('₹1,235');
    expect(formatRupees(-0.001)).toBe('₹0.00');
  });

  it('formats plain numbers and index points with Indian grouping', () => {
    expect(formatNumber(10000000)).toBe('1,00,00,000.00');
    expect(formatNumber(1234.5, 1)).toBe('1,234.5');
    expect(formatNumber(-0.004)).toBe('0.00');
    expect(formatPoints(24315.951)).toBe('24,315.95');
  });

  it('shows lakh and crore units in compact form', () => {
    expect(formatCompact(450000)).toBe('4.5 L');
    expect(formatCompact(123000000)).toBe('12.3 Cr');
    expect(formatCompact(95000)).toBe('95,000');
    expect(formatCompact(950.555)).toBe('950.56');
    expect(formatCompact(-2500000)).toBe('-25.0 L');
    // 99.99 lakh rounds to 100.0 L, which is written as crores.
    expect(formatCompact(9_999_000)).toBe('1.0 Cr');
    expect(formatCompact(1.23e13)).toBe('12,30,000.0 Cr');
    expect(formatCompactRupees(123000000)).toBe('₹12.3 Cr');
    expect(formatCompactRupees(-450000, 2)).toBe('-₹4.50 L');
    expect(formatCompactRupees(75000)).toBe('₹75,000');
  });

  it('shows volumes whole below a lakh and in lakh/crore above', () => {
    expect(formatVolume(1234567)).toBe('12.3 L');
    expect(formatVolume(12000000)).toBe('1.2 Cr');
    expect(formatVolume(95000.4)).toBe('95,000');
    expect(formatVolume(0)).toBe('0');
  });

  it('signs changes and percentages, and never signs zero', () => {
    expect(formatPercent(1.234)).toBe('+1.23 %');
    expect(formatPercent(-0.5)).toBe('-0.50 %');
    expect(formatPercent(0)).toBe('0.00 %');
    expect(formatPercent(-0.001)).toBe('0.00 %');
    expect(formatChange(1234.5)).toBe('+1,234.50');
    expect(formatChange(-3.4)).toBe('-3.40');
    expect(formatChange(12.345, 1)).toBe('+12.3');
  });

  it('shows a dash for missing and non-finite values', () => {
    for (const format of [
      formatNumber,
      formatRupees,
      formatPercent,
      formatChange,
      formatCompact,
      formatVolume,
    ]) {
      expect(format(null)).toBe(NO_VALUE);
      expect(format(undefined)).toBe(NO_VALUE);
      expect(format(Number.NaN)).toBe(NO_VALUE);
      expect(format(Number.POSITIVE_INFINITY)).toBe(NO_VALUE);
    }
    expect(NO_VALUE).toBe('—');
  });
});

describe('IST dates and times', () => {
  // 10:00:05 UTC is 15:30:05 IST.
  const closeUtc = '2026-03-12T10:00:05Z';

  it('shows dates and times in Asia/Kolkata whatever the input form', () => {
    expect(formatDateIst(closeUtc)).toBe('12 Mar 2026');
    expect(formatTimeIst(closeUtc)).toBe('15:30');
    expect(formatTimeIst(new Date(closeUtc), { seconds: true })).toBe('15:30:05');
    expect(formatDateTimeIst(Date.parse(closeUtc))).toBe('12 Mar 2026, 15:30 IST');
    expect(formatDateTimeIst(closeUtc, { seconds: true })).toBe('12 Mar 2026, 15:30:05 IST');
  });

  it('rolls over to the next IST day after 18:30 UTC', () => {
    expect(formatDateIst('2026-03-12T18:45:00Z')).toBe('13 Mar 2026');
    expect(formatTimeIst('2026-03-12T18:45:00Z')).toBe('00:15');
  });

  it('keeps a business day as that day', () => {
    expect(formatDateIst('2026-03-12')).toBe('12 Mar 2026');
  });

  it('shows a dash for missing or invalid times', () => {
    expect(toDate('not a date')).toBeNull();
    expect(formatDateIst(null)).toBe(NO_VALUE);
    expect(formatTimeIst('')).toBe(NO_VALUE);
    expect(formatDateTimeIst(Number.NaN)).toBe(NO_VALUE);
  });
});
