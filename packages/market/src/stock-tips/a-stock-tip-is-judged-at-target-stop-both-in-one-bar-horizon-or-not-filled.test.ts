import { describe, expect, it } from 'vitest';
import { judgeStockTip } from './judge';
import { columns, issueThen, tip } from './stock-tip-fixtures';

// The tip: buy ₹100.00–₹101.00, target ₹105, stop ₹98, entry window 2 sessions, horizon 3.
describe('a stock tip judged on the sessions after its issue', () => {
  it('fills at the next open inside the range and closes at the target reached first', () => {
    const j = judgeStockTip(
      tip,
      issueThen(
        { o: 10_050, h: 10_200, l: 9_950, c: 10_150 },
        { o: 10_150, h: 10_550, l: 10_100, c: 10_400 },
      ),
    );
    expect(j).toMatchObject({
      status: 'target',
      entry: { session: 1, price: 10_050 },
      exit: { session: 2, price: 10_500 },
      quantity: 995, // ⌊₹1,00,000 / ₹100.50⌋
      product: 'delivery',
      grossPaise: 450 * 995,
    });
  });

  it('closes at the stop reached first, and at the open when it gaps through it', () => {
    const down = (o: number) =>
      issueThen({ o: 10_050, h: 10_120, l: 9_900, c: 9_950 }, { o, h: 9_950, l: 9_700, c: 9_750 });
    expect(judgeStockTip(tip, down(9_900))).toMatchObject({
      status: 'stop',
      exit: { session: 2, price: 9_800 },
    });
    expect(judgeStockTip(tip, down(9_700))).toMatchObject({
      status: 'stop',
      exit: { session: 2, price: 9_700 },
    });
  });

  it('counts the stop when the target and the stop lie in one bar, at intraday rates within the entry session', () => {
    const j = judgeStockTip(tip, issueThen({ o: 10_050, h: 10_600, l: 9_750, c: 10_300 }));
    expect(j).toMatchObject({ status: 'stop', exit: { session: 1, price: 9_800 }, product: 'intraday' });
  });

  it('closes at the close of its last session without a hit, and is open before that', () => {
    const a = { o: 10_050, h: 10_200, l: 9_950, c: 10_100 };
    const b = { o: 10_100, h: 10_300, l: 10_000, c: 10_250 };
    const c = { o: 10_250, h: 10_400, l: 10_150, c: 10_350 };
    expect(judgeStockTip(tip, issueThen(a, b, c))).toMatchObject({
      status: 'time',
      exit: { session: 3, price: 10_350 },
    });
    expect(judgeStockTip(tip, issueThen(a, b))).toMatchObject({
      status: 'open',
      exit: { session: 2, price: 10_250 },
    });
    // A fourth session is past the horizon and never read.
    const d = { o: 10_350, h: 10_600, l: 10_300, c: 10_550 };
    expect(judgeStockTip(tip, issueThen(a, b, c, d)).status).toBe('time');
  });

  it('fills a gap up at the top of the range once it trades back there, else is not filled in the window', () => {
    const gap = { o: 10_300, h: 10_350, l: 10_080, c: 10_200 };
    expect(judgeStockTip(tip, issueThen(gap)).entry).toEqual({ session: 1, price: 10_100 });
    const above = { o: 10_300, h: 10_400, l: 10_150, c: 10_300 };
    const back = { o: 10_050, h: 10_100, l: 10_000, c: 10_050 };
    expect(judgeStockTip(tip, issueThen(above))).toMatchObject({ status: 'open', entry: null });
    // The window is 2 sessions: a third that trades in the range is too late.
    expect(judgeStockTip(tip, issueThen(above, above, back))).toMatchObject({
      status: 'unfilled',
      entry: null,
      netPaise: 0,
    });
  });

  it('judges on the issue day’s basis across a 1:2 split, so the halved price is not a stop', () => {
    // Printed ₹200 before the split (factor 0.5), ₹100-ish after it; on the issue basis day 2 trades ₹200–₹211.
    const split = { ...tip, entryLow: 20_000, entryHigh: 20_200, target: 21_000, stop: 19_600 };
    const daily = columns([
      { o: 19_900, h: 20_000, l: 19_850, c: 20_000, factor: 0.5 },
      { o: 20_000, h: 20_200, l: 19_900, c: 20_100, factor: 0.5 },
      { o: 10_050, h: 10_550, l: 10_000, c: 10_400 },
    ]);
    expect(judgeStockTip(split, daily)).toMatchObject({
      status: 'target',
      entry: { session: 1, price: 20_000 },
      exit: { session: 2, price: 21_000 },
    });
  });
});
