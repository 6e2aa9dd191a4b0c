import { describe, expect, it } from 'vitest';
import {
  duplicateNameMessage,
  USER_STRATEGY_LIMIT_MESSAGE,
  type UserStrategyFields,
  userStrategyErrors,
} from './user-strategy-form-rules';

const form = (overrides: Partial<UserStrategyFields>): UserStrategyFields => ({
  name: 'Pullback in trend',
  description: '',
  timeframe: 'Daily',
  side: 'Buy',
  product: 'Delivery',
  entry: 'close > sma(close, 200) and rsi(14) < 35',
  exit: 'rsi(14) > 60',
  stoploss: '5',
  profitTarget: '0',
  sector_id: '',
  ...overrides,
});

describe('the strategy form', () => {
  it('accepts a complete strategy, with decimal percentages and 0 for none', () => {
    expect(userStrategyErrors(form({}))).toEqual({});
    expect(userStrategyErrors(form({ stoploss: '1.5', profitTarget: ' 12.25 ' }))).toEqual({});
    expect(
      userStrategyErrors(
        form({ timeframe: '15-minute', side: 'Sell', product: 'Intraday', entry: 'm15(close < vwap())' }),
      ),
    ).toEqual({});
  });

  it('gives every field’s message when the form is empty', () => {
    const empty = form({
      name: ' ',
      timeframe: '',
      side: '',
      product: '',
      entry: '',
      exit: '  ',
      stoploss: '',
      profitTarget: '',
    });
    expect(userStrategyErrors(empty)).toEqual({
      name: 'Strategy Name is required',
      timeframe: 'Timeframe must be Daily or 15-minute',
      side: 'Side must be Buy or Sell',
      product: 'Product must be Intraday or Delivery',
      entry: 'Entry Condition is required',
      exit: 'Exit Condition is required',
      stoploss: 'Stop Loss is required',
      profitTarget: 'Profit Target is required',
    });
  });

  it('bounds the lengths of the name, the description and the rules', () => {
    expect(userStrategyErrors(form({ name: 'x'.repeat(61), description: 'y'.repeat(501) }))).toEqual({
      name: 'Strategy Name is at most 60 characters',
      description: 'Description is at most 500 characters',
    });
    expect(userStrategyErrors(form({ name: 'x'.repeat(60), description: 'y'.repeat(500) }))).toEqual({});
    expect(userStrategyErrors(form({ entry: 'c'.repeat(2001), exit: 'c'.repeat(2001) }))).toEqual({
      entry: 'Entry Condition is at most 2000 characters',
      exit: 'Exit Condition is at most 2000 characters',
    });
  });

  it('wants numbers within sane bounds for the stop-loss and the target', () => {
    expect(userStrategyErrors(form({ stoploss: '5%', profitTarget: '-3' }))).toEqual({
      stoploss: 'Stop Loss must be a number',
      profitTarget: 'Profit Target must be a number',
    });
    expect(userStrategyErrors(form({ stoploss: '50.5', profitTarget: '201' }))).toEqual({
      stoploss: 'Stop Loss must be from 0 (none) to 50 %',
      profitTarget: 'Profit Target must be from 0 (none) to 200 %',
    });
    expect(userStrategyErrors(form({ stoploss: '50', profitTarget: '200' }))).toEqual({});
  });

  it('makes 15-minute and Sell strategies Intraday', () => {
    expect(userStrategyErrors(form({ timeframe: '15-minute' })).product).toBe(
      'A 15-minute strategy is Intraday: its trades are squared off the same day',
    );
    expect(userStrategyErrors(form({ side: 'Sell' })).product).toBe(
      'A Sell strategy is Intraday: NSE cash does not carry short positions overnight',
    );
    expect(userStrategyErrors(form({ side: 'Sell', product: 'Intraday' }))).toEqual({});
  });

  it('words the refusals the server adds: a name taken and the limit', () => {
    expect(duplicateNameMessage(' Breakout ')).toBe('You already have a strategy named “Breakout”');
    expect(USER_STRATEGY_LIMIT_MESSAGE).toBe('You can keep at most 25 strategies: delete one first');
  });
});
