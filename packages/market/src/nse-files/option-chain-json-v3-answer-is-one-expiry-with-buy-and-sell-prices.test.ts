import { describe, expect, it } from 'vitest';
import { parseNseFile } from './parse-nse-file';
import { readFixture } from './read-fixture';

// The fixture is written here in the shape of NSE's /api/option-chain-v3 answers as captured in
// public code (see README "Option-chain JSON"): rows keyed `expiryDates`, legs with buyPrice1 /
// sellPrice1 / buyQuantity1 / sellQuantity1, no `underlying` (the symbol is in `identifier`), a leg
// with no listed contract sent as zeros with identifier null.
const NAME = 'option_chain_v3_NIFTY_22-Sep-2026.json';
const text = readFixture(NAME);

function chainOf(fileText: string) {
  const parsed = parseNseFile(NAME, fileText);
  if (parsed.format !== 'option-chain-json') throw new Error(`parsed as ${parsed.format}`);
  return parsed;
}

describe('an option-chain-v3 answer is one expiry with buy and sell prices', () => {
  it('takes the symbol from the identifier and the time from records.timestamp', () => {
    const parsed = chainOf(text);
    expect(parsed.tradeDate).toBe('2026-09-18');
    expect(parsed.chain).toMatchObject({
      source: 'nse-json-v3',
      symbol: 'NIFTY',
      timestamp: '2026-09-18T15:30:00+05:30',
      underlyingValue: 23346.4,
    });
    expect(parsed.chain.expiries.map((e) => e.expiry)).toEqual(['2026-09-22']);
  });

  it('reads bid/ask from buyPrice1/sellPrice1 and drops the leg with no contract', () => {
    const rows = chainOf(text).chain.expiries[0]?.rows ?? [];
    expect(rows.map((r) => r.strike)).toEqual([21350, 23300, 23400, 23500, 26000]);
    expect(rows[1]?.put).toEqual({
      oi: 88412,
      oiChange: -2150,
      volume: 1034552,
      iv: 12.4,
      ltp: 61.9,
      change: -24.15,
      bid: 61.85,
      bidQty: 1430,
      ask: 62,
      askQty: 650,
      totalBuyQty: 510025,
      totalSellQty: 377910,
    });
    // 26000 PE has identifier null and zeros: no such contract, so the strike has a call only.
    expect(rows[4]?.put).toBeUndefined();
    expect(rows[4]?.call).toMatchObject({ oi: 18250, bid: 0.45, ask: 0.5 });
    // 21350 CE is a listed contract with no open interest: kept, with its quotes.
    expect(rows[0]?.call).toMatchObject({ oi: 0, bid: 1900.75, ask: 2080.45 });
  });

  it('sums to the filtered totals the answer carries', () => {
    const rows = chainOf(text).chain.expiries[0]?.rows ?? [];
    // filtered.CE.totOI 348009 = 0 + 61234 + 125870 + 142655 + 18250; PE 296163.
    expect(rows.reduce((s, r) => s + (r.call?.oi ?? 0), 0)).toBe(348_009);
    expect(rows.reduce((s, r) => s + (r.put?.oi ?? 0), 0)).toBe(296_163);
  });

  it('accepts the old spelling bidprice/askPrice in a v3 answer', () => {
    const renamed = text
      .replaceAll('"buyPrice1"', '"bidprice"')
      .replaceAll('"sellPrice1"', '"askPrice"')
      .replaceAll('"buyQuantity1"', '"bidQty"')
      .replaceAll('"sellQuantity1"', '"askQty"');
    expect(chainOf(renamed).chain).toEqual(chainOf(text).chain);
  });
});
