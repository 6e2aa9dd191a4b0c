import { describe, expect, it } from 'vitest';
import { detectNseFormat } from './detect-nse-format';
import { type NseChainFile, parseOptionChainJson } from './option-chain-json';
import { hasSharedData, readFixture, readShared } from './read-fixture';

interface RawSide {
  openInterest: number;
}
interface RawRow {
  expiryDate: string;
  CE?: RawSide;
  PE?: RawSide;
}
interface RawChain {
  records: { data: RawRow[]; expiryDates: string[] };
  filtered: { data: RawRow[]; CE: { totOI: number }; PE: { totOI: number } };
}

/** Counts of the CE and PE entries straight from the JSON, without the parser. */
function rawCounts(text: string): { ce: number; pe: number; raw: RawChain } {
  const raw = JSON.parse(text) as RawChain;
  return {
    ce: raw.records.data.filter((r) => r.CE !== undefined).length,
    pe: raw.records.data.filter((r) => r.PE !== undefined).length,
    raw,
  };
}

function parsedCounts(chain: NseChainFile): { ce: number; pe: number } {
  let ce = 0;
  let pe = 0;
  for (const e of chain.expiries) {
    for (const r of e.rows) {
      if (r.call) ce++;
      if (r.put) pe++;
    }
  }
  return { ce, pe };
}

function nearestOi(chain: NseChainFile): { call: number; put: number } {
  const rows = chain.expiries[0]?.rows ?? [];
  return {
    call: rows.reduce((s, r) => s + (r.call?.oi ?? 0), 0),
    put: rows.reduce((s, r) => s + (r.put?.oi ?? 0), 0),
  };
}

describe.skipIf(!hasSharedData)('the real NSE option-chain snapshots parse with every side', () => {
  it('NIFTY 28-Mar-2022 10:47:19: all 820 CE and 856 PE entries, nearest-expiry OI = filtered totals', () => {
    const file = 'nse_option_chain/option_chain_indices_NIFTY_2022-03-28T1047.json';
    const text = readShared(file);
    const { ce, pe, raw } = rawCounts(text);
    const chain = parseOptionChainJson(file, text);
    expect(parsedCounts(chain)).toEqual({ ce, pe });
    expect({ ce, pe }).toEqual({ ce: 820, pe: 856 });
    expect(chain).toMatchObject({
      source: 'nse-json-v1',
      symbol: 'NIFTY',
      timestamp: '2022-03-28T10:47:19+05:30',
      tradeDate: '2022-03-28',
      underlyingValue: 17022.5,
    });
    // 21 expiries listed and every one has rows, in date order (NSE lists them that way too).
    expect(chain.expiries.map((e) => e.expiry)).toHaveLength(raw.records.expiryDates.length);
    expect(chain.expiries[0]?.expiry).toBe('2022-03-31');
    expect(chain.expiries.at(-1)?.expiry).toBe('2026-12-31');
    expect(nearestOi(chain)).toEqual({ call: raw.filtered.CE.totOI, put: raw.filtered.PE.totOI });
    expect(nearestOi(chain)).toEqual({ call: 2_017_305, put: 1_479_301 });
    for (const e of chain.expiries) {
      const strikes = e.rows.map((r) => r.strike);
      expect(strikes).toEqual([...strikes].sort((a, b) => a - b));
    }
    // Long-dated contracts carry fractional OI (PROVENANCE §3): kept as NSE gives it.
    const all = chain.expiries.flatMap((e) => e.rows.flatMap((r) => [r.call?.oi, r.put?.oi]));
    expect(all.some((oi) => oi !== undefined && !Number.isInteger(oi))).toBe(true);
  });

  it('BANKNIFTY 03-May-2023 15:30:00: every side, nearest-expiry OI = filtered totals', () => {
    const file = 'nse_option_chain/option_chain_indices_BANKNIFTY_2023-05-03T1530.json';
    const text = readShared(file);
    const { ce, pe, raw } = rawCounts(text);
    const chain = parseOptionChainJson(file, text);
    expect(parsedCounts(chain)).toEqual({ ce, pe });
    expect(chain).toMatchObject({ symbol: 'BANKNIFTY', timestamp: '2023-05-03T15:30:00+05:30' });
    expect(chain.expiries).toHaveLength(10);
    expect(nearestOi(chain)).toEqual({ call: 1_774_855, put: 1_932_048 });
    expect(nearestOi(chain)).toEqual({ call: raw.filtered.CE.totOI, put: raw.filtered.PE.totOI });
  });
});

describe('an extract of the NIFTY snapshot (fixture) parses to the values in the file', () => {
  const name = 'option_chain_indices_NIFTY_2022-03-28_extract.json';
  const text = readFixture(name);

  it('is detected by its content under any name', () => {
    expect(detectNseFormat('anything.json', text)).toBe('option-chain-json');
    expect(detectNseFormat('anything.csv', text)).toBe('option-chain-json');
  });

  it('keeps one-sided strikes and reads each field of a side', () => {
    const chain = parseOptionChainJson(name, text);
    const { ce, pe } = rawCounts(text);
    expect(parsedCounts(chain)).toEqual({ ce, pe });
    expect(chain.expiries.map((e) => e.expiry)).toEqual(['2022-03-31', '2022-04-07']);
    const near = chain.expiries[0]?.rows ?? [];
    // 12000 is listed with a PE only; NSE's change -0.1499999999999999 is read to the paisa.
    expect(near[0]).toEqual({
      strike: 12000,
      put: {
        oi: 19658,
        oiChange: -391,
        volume: 2508,
        iv: 128.25,
        ltp: 0.55,
        change: -0.15,
        bid: 0.55,
        bidQty: 19000,
        ask: 0.6,
        askQty: 4550,
        totalBuyQty: 386050,
        totalSellQty: 68200,
      },
    });
    // A fractional OI (lot-size revision) is kept; -108.60000000000002 is -108.6.
    expect(near.find((r) => r.strike === 17000)?.call).toMatchObject({
      oi: 56042.5,
      ltp: 181.5,
      iv: 26.85,
      change: -108.6,
    });
  });
});
