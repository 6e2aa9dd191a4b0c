import { describe, expect, it } from 'vitest';
import { simpleOrderErrors, strategyOrderErrors } from './order-form-rules';
import { simpleFields, strategyFields } from './test-forms';

const simple = simpleFields;
const strategy = strategyFields;

describe('the simple order form', () => {
  it('needs a stock and a quantity of digits', () => {
    expect(simpleOrderErrors(simple({ symbol: '', quantity: '' }), 2500)).toEqual({
      symbol: 'Stock is required',
      quantity: 'Quantity is required',
    });
    expect(simpleOrderErrors(simple({ quantity: '1.5' }), 2500).quantity).toBe(
      'Quantity Must be only digits',
    );
    expect(simpleOrderErrors(simple({}), 2500)).toEqual({});
  });

  it('checks the price of a limit order and both prices of an SL order as numbers', () => {
    expect(simpleOrderErrors(simple({ type: 'Limit', price: 'abc' }), 2500).price).toBe(
      'Price must be a `number`',
    );
    expect(simpleOrderErrors(simple({ type: 'Limit', price: '2490.5' }), 2500)).toEqual({});
    expect(
      simpleOrderErrors(simple({ type: 'SL', price: '2600', triggerPrice: 'x' }), 2500).triggerPrice,
    ).toBe('Trigger Price must be a `number`');
  });

  it('an SL buy rests above the market: price above the LTP, trigger between them', () => {
    expect(simpleOrderErrors(simple({ type: 'SL', price: '2450', triggerPrice: '2440' }), 2500.5).price).toBe(
      'Price should be greater than 2500.5',
    );
    expect(
      simpleOrderErrors(simple({ type: 'SL', price: '2600', triggerPrice: '2650' }), 2500).triggerPrice,
    ).toBe('Trigger Price should be greater than 2500 and less than 2600');
    expect(simpleOrderErrors(simple({ type: 'SL', price: '2600', triggerPrice: '2550' }), 2500)).toEqual({});
  });

  it('an SL sell rests below the market: price below the trigger, trigger below the LTP', () => {
    expect(
      simpleOrderErrors(simple({ type: 'SL', signalType: 'Sell', price: '2400', triggerPrice: '2510' }), 2500)
        .triggerPrice,
    ).toBe('Trigger Price should be greater than 2400 and less than 2500');
    expect(
      simpleOrderErrors(
        simple({ type: 'SL', signalType: 'Sell', price: '2400', triggerPrice: '2450' }),
        2500,
      ),
    ).toEqual({});
  });
});

describe('the strategy order form', () => {
  it('gives every message of spec 5, with its spelling', () => {
    const empty = strategy({
      quantity: '',
      stoploss: '',
      noOfStock: '',
      profitTarget: '',
      getsectorid: '',
      type: '',
      getOptionId: '',
    });
    expect(strategyOrderErrors(empty)).toEqual({
      quantity: 'Quantity is required',
      stoploss: 'Stop Loss is required',
      noOfStock: 'Number of Stock is required',
      profitTarget: 'Profit Target is required',
      getsectorid: 'Secotor is required',
      type: 'Strategy Type is required',
      getOptionId: 'Strategy  is required',
    });
    expect(
      strategyOrderErrors(strategy({ quantity: 'a', stoploss: '-1', noOfStock: '2.5', profitTarget: '4%' })),
    ).toEqual({
      quantity: 'Quantity Must be only digits',
      stoploss: 'Stop Loss Must be only digits',
      noOfStock: 'Number of Stock Must be only digits',
      profitTarget: 'Profit Target Must be only digits',
    });
    expect(strategyOrderErrors(strategy({}))).toEqual({});
  });
});
