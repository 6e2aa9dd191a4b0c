import { describe, expect, it } from 'vitest';
import { ROBO_FOLLOW_MAX_RUPEES, roboFollowAmountError, roboFollowMinimumMessage } from './robo-portfolios';

describe('the amount that follows a model', () => {
  it('takes rupees above zero, up to ₹10 crore, with paise', () => {
    for (const amount of [1, 1.15, 0.01, 52_310.5, ROBO_FOLLOW_MAX_RUPEES])
      expect(roboFollowAmountError(amount)).toBeNull();
  });

  it('refuses nothing, negatives, non-numbers, too much and fractions of a paisa, each in words', () => {
    expect(roboFollowAmountError(0)).toBe('Enter an amount in rupees greater than zero');
    expect(roboFollowAmountError(-5)).toBe('Enter an amount in rupees greater than zero');
    expect(roboFollowAmountError(Number.NaN)).toBe('Enter an amount in rupees greater than zero');
    expect(roboFollowAmountError(Number.POSITIVE_INFINITY)).toBe(
      'Enter an amount in rupees greater than zero',
    );
    expect(roboFollowAmountError(ROBO_FOLLOW_MAX_RUPEES + 1)).toBe('Enter at most ₹10,00,00,000');
    expect(roboFollowAmountError(10.123)).toBe('Enter the amount in rupees and paise (two decimals at most)');
    expect(roboFollowMinimumMessage(52_310, 10)).toBe(
      "At least ₹52,310 is needed to buy one share of each of the model's 10 stocks",
    );
  });
});
