import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPITAL_PAISE } from './funds';
import { PaperBroker } from './paper-broker';
import { orderOf } from './test-support';

const CALL = 'NIFTY:2026-12-01:CE:24000';
const PUT = 'NIFTY:2026-12-01:PE:24000';
const FUT = 'NIFTY:2026-12-29:FUT';
/** Friday 27 Nov 2026, 10:30 IST. */
const FRIDAY = Date.UTC(2026, 10, 27, 5, 0);
/** Tuesday 1 Dec 2026 (NIFTY's weekly expiry), 15:30 IST. */
const EXPIRY_CLOSE = Date.UTC(2026, 11, 1, 10, 0);
const lot = { lotSize: 75, quantity: 75, product: 'delivery' as const };

/** A long call at ₹120.50, a short put at ₹80 (₹1,500 margin a unit), a long future at 24,100 (₹2,900). */
function threeLegs(): PaperBroker {
  const broker = new PaperBroker();
  broker.place(orderOf({ id: 'c', symbol: CALL, ...lot }), 12_050, FRIDAY);
  broker.place(
    orderOf({ id: 'p', symbol: PUT, side: 'sell', marginPerUnitPaise: 150_000, ...lot }),
    8000,
    FRIDAY,
  );
  broker.place(orderOf({ id: 'f', symbol: FUT, marginPerUnitPaise: 290_000, ...lot }), 2_410_000, FRIDAY);
  return broker;
}

describe('F&O orders in the paper broker', () => {
  it('a NIFTY call bought and sold in the day pays the contract-note charges and books the premium difference', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'b', symbol: CALL, ...lot }), 12_050, FRIDAY);
    broker.place(orderOf({ id: 's', symbol: CALL, side: 'sell', ...lot }), 15_000, FRIDAY + 60_000);
    // Buy 75 × ₹120.50 = ₹9,037.50: brokerage ₹20, exchange 0.03503 % = ₹3.17, SEBI ₹0.01,
    // stamp 0.003 % = ₹0.27, GST 18 % of ₹23.18 = ₹4.17: ₹27.62.
    expect(broker.order('b')?.charges).toMatchObject({
      brokerage: 2000,
      stt: 0,
      exchange: 317,
      sebi: 1,
      stampDuty: 27,
      gst: 417,
      total: 2762,
    });
    // Sell 75 × ₹150 = ₹11,250: STT 0.15 % (from 1 Apr 2026) = ₹16.875 → ₹17, exchange ₹3.94,
    // SEBI ₹0.01, GST 18 % of ₹23.95 = ₹4.31: ₹45.26.
    expect(broker.order('s')?.charges).toMatchObject({
      brokerage: 2000,
      stt: 1700,
      exchange: 394,
      sebi: 1,
      stampDuty: 0,
      gst: 431,
      total: 4526,
    });
    const funds = broker.fundsOf('alice');
    // (150 − 120.50) × 75 = ₹2,212.50 less ₹72.88 of charges.
    expect(funds.realisedPaise).toBe(221_250 - 2762 - 4526);
    expect(funds.usedMarginPaise).toBe(0);
    expect(funds.availablePaise).toBe(DEFAULT_CAPITAL_PAISE + 221_250 - 2762 - 4526);
  });

  it('an option bought is paid in full, a sold one blocks its margin per unit, and a future blocks margin only', () => {
    const broker = threeLegs();
    const funds = broker.fundsOf('alice');
    expect(funds.investedPaise).toBe(75 * 12_050);
    expect(funds.positionMarginPaise).toBe(75 * 150_000 + 75 * 290_000);
    const charges = 2762 + 3509 + 9878;
    expect(funds.chargesPaise).toBe(charges);
    expect(funds.realisedPaise).toBe(-charges);
    expect(funds.availablePaise).toBe(DEFAULT_CAPITAL_PAISE - charges - 75 * 12_050 - 75 * 440_000);
  });

  it('an order of part of a lot is refused, and one beyond the funds is refused naming the margin', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'x', symbol: CALL, ...lot, quantity: 70 }), 12_050, FRIDAY);
    expect(broker.order('x')).toMatchObject({
      status: 'rejected',
      rejectReason: 'Quantity must be whole lots of 75',
    });
    broker.place(
      orderOf({ id: 'y', symbol: FUT, marginPerUnitPaise: 290_000, ...lot, quantity: 75 * 50 }),
      2_410_000,
      FRIDAY,
    );
    expect(broker.order('y')?.rejectReason).toMatch(/^Insufficient funds: this order needs ₹1,08,/);
  });

  it('a sell of a contract needs no holding and closes a long position without new margin', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'f1', symbol: FUT, marginPerUnitPaise: 290_000, ...lot }), 2_410_000, FRIDAY);
    broker.place(
      orderOf({ id: 'f2', symbol: FUT, side: 'sell', marginPerUnitPaise: 290_000, ...lot }),
      2_412_000,
      FRIDAY,
    );
    expect(broker.order('f2')?.status).toBe('complete');
    expect(broker.fundsOf('alice').positionMarginPaise).toBe(0);
  });

  it('contract positions carry overnight at their price and settle on the expiry day at the underlying close', () => {
    const broker = threeLegs();
    const before = broker.fundsOf('alice');
    broker.closeSession(
      '2026-11-27',
      () => undefined,
      FRIDAY + 5 * 3_600_000,
      () => 2_421_035,
    );
    expect(broker.fundsOf('alice')).toEqual(before);
    expect(broker.positionsOf('alice').map((p) => [p.symbol, p.buyQuantity - p.sellQuantity])).toEqual([
      [CALL, 75],
      [PUT, -75],
      [FUT, 75],
    ]);
    expect(broker.holdingsOf('alice')).toEqual([]);

    // NIFTY closes at 24,210.35 on 1 Dec: the call is exercised at its intrinsic ₹210.35 (exercise
    // STT 0.15 % of ₹15,776.25 = ₹23.66 → ₹24), the put expires worthless, December's future stays.
    const events = broker.closeSession(
      '2026-12-01',
      () => undefined,
      EXPIRY_CLOSE,
      () => 2_421_035,
    );
    const fills = events.filter((e) => e.type === 'filled');
    expect(fills.map((e) => e.type === 'filled' && [e.id, e.pricePaise, e.charges.total])).toEqual([
      [`expiry/alice/${CALL}/delivery`, 21_035, 2400],
      [`expiry/alice/${PUT}/delivery`, 0, 0],
    ]);
    expect(broker.order(`expiry/alice/${CALL}/delivery`)?.origin).toBe('expiry');
    expect(broker.positionsOf('alice').map((p) => p.symbol)).toEqual([FUT]);
    const funds = broker.fundsOf('alice');
    // Call (210.35 − 120.50) × 75 = ₹6,738.75, put ₹6,000 kept; charges 27.62 + 24 + 35.09 + 98.78.
    expect(funds.realisedPaise).toBe(673_875 + 600_000 - 2762 - 2400 - 3509 - 9878);
    expect(funds.positionMarginPaise).toBe(75 * 290_000);
  });

  it('a future settles at the final settlement price on its own expiry day', () => {
    const broker = new PaperBroker();
    broker.place(orderOf({ id: 'f', symbol: FUT, marginPerUnitPaise: 290_000, ...lot }), 2_410_000, FRIDAY);
    const december = Date.UTC(2026, 11, 29, 10, 0);
    broker.closeSession(
      '2026-12-29',
      () => undefined,
      december,
      () => 2_421_035,
    );
    expect(broker.positionsOf('alice')).toEqual([]);
    // (24,210.35 − 24,100) × 75 = ₹8,276.25, less the buy's ₹98.78; settlement carries no charge.
    expect(broker.fundsOf('alice')).toMatchObject({ realisedPaise: 827_625 - 9878, usedMarginPaise: 0 });
  });

  it('the F&O broker rebuilds the same state from its events', () => {
    const broker = new PaperBroker();
    const events = [
      ...broker.place(orderOf({ id: 'c', symbol: CALL, ...lot }), 12_050, FRIDAY),
      ...broker.place(
        orderOf({ id: 'p', symbol: PUT, side: 'sell', marginPerUnitPaise: 150_000, ...lot }),
        8000,
        FRIDAY,
      ),
      ...broker.closeSession(
        '2026-11-27',
        () => undefined,
        FRIDAY + 5 * 3_600_000,
        () => 2_421_035,
      ),
      ...broker.closeSession(
        '2026-12-01',
        () => undefined,
        EXPIRY_CLOSE,
        () => 2_421_035,
      ),
    ];
    const rebuilt = PaperBroker.fromEvents(events);
    expect(rebuilt.fundsOf('alice')).toEqual(broker.fundsOf('alice'));
    expect(rebuilt.ordersOf('alice')).toEqual(broker.ordersOf('alice'));
  });
});
