import { describe, expect, it } from 'vitest';
import { simpleOrderForm } from './order-dashboard';
import { ORDER_LIMITS, simpleOrderErrors, strategyOrderErrors } from './order-form-rules';
import { simpleFields, strategyFields } from './test-forms';

const simple = simpleFields();
const strategy = strategyFields();

describe('order form numbers beyond what the broker holds', () => {
  it('bound quantity, price and trigger of the simple order with a message under the field', () => {
    expect(simpleOrderErrors({ ...simple, quantity: '1000000' }, 100)).toEqual({});
    expect(simpleOrderErrors({ ...simple, quantity: '1000001' }, 100)).toEqual({
      quantity: 'Quantity should be at most 1000000',
    });
    expect(simpleOrderErrors({ ...simple, quantity: '99999999999999999999' }, 100).quantity).toBe(
      'Quantity should be at most 1000000',
    );
    expect(simpleOrderErrors({ ...simple, quantity: '-5' }, 100).quantity).toBe(
      'Quantity Must be only digits',
    );
    expect(simpleOrderErrors({ ...simple, quantity: 'NaN' }, 100).quantity).toBe(
      'Quantity Must be only digits',
    );
    expect(simpleOrderErrors({ ...simple, type: 'Limit', price: '1000000.01' }, 100)).toEqual({
      price: 'Price should be at most 1000000',
    });
    expect(simpleOrderErrors({ ...simple, type: 'Limit', price: '1e15' }, 100).price).toBe(
      'Price must be a `number`',
    );
    expect(
      simpleOrderErrors({ ...simple, type: 'SL', price: '200', triggerPrice: '99999999999999999999' }, 100),
    ).toEqual({ triggerPrice: 'Trigger Price should be at most 1000000' });
  });

  it('bound the strategy order’s quantity, number of stocks, target and stop', () => {
    expect(strategyOrderErrors(strategy)).toEqual({});
    expect(
      strategyOrderErrors({
        ...strategy,
        quantity: String(ORDER_LIMITS.quantity + 1),
        noOfStock: '51',
        profitTarget: '1001',
        stoploss: '101',
      }),
    ).toEqual({
      quantity: 'Quantity should be at most 1000000',
      noOfStock: 'Number of Stock should be at most 50',
      profitTarget: 'Profit Target should be at most 1000',
      stoploss: 'Stop Loss should be at most 100',
    });
  });

  it('refuse a control character in any text of the form, the request id included', () => {
    for (const field of ['request_id', 'order_id', 'symbol', 'quantity']) {
      for (const bad of ['a\u0000b', 'a\nb', '\u007f']) {
        expect(simpleOrderForm.safeParse({ ...simple, [field]: bad }).success).toBe(false);
      }
    }
    expect(simpleOrderForm.safeParse({ ...simple, request_id: 'r-1 ü' }).success).toBe(true);
  });
});
