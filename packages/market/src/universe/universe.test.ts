import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isValidIndianIsin } from '../nse-files/isin';
import { NSE_SECTORS } from './types';
import {
  COMMODITIES,
  EQUITIES,
  ETFS,
  equityBySymbol,
  FNO_STOCKS,
  GLOBAL_INDICES,
  INDEX_DERIVATIVES,
  INDICES,
  indexConstituents,
  lotSize,
  SECTORS,
  simulatorInstruments,
} from './universe';

describe('equity universe', () => {
  it('has at least 500 unique, well-formed symbols', () => {
    const symbols = new Set(EQUITIES.map((e) => e.symbol));
    expect(symbols.size).toBe(EQUITIES.length);
    expect(symbols.size).toBeGreaterThanOrEqual(500);
    for (const s of symbols) expect(s).toMatch(/^[A-Z0-9&-]+$/);
    expect(equityBySymbol('RELIANCE')?.isin).toBe('INE002A01018');
  });
  it('gives only valid, unique ISINs', () => {
    const isins = EQUITIES.flatMap((e) => (e.isin === null ? [] : [e.isin]));
    for (const isin of isins) expect(isValidIndianIsin(isin), isin).toBe(true);
    expect(new Set(isins).size).toBe(isins.length);
  });
  it('uses only NSE sector names, with sane figures', () => {
    const names: readonly string[] = NSE_SECTORS;
    for (const s of SECTORS) expect(names).toContain(s.name);
    for (const e of EQUITIES) {
      expect(e.freeFloat).toBeGreaterThan(0);
      expect(e.freeFloat).toBeLessThanOrEqual(1);
      expect(e.sharesOutstanding).toBeGreaterThan(0);
    }
  });
});

describe('indices, F&O, ETFs and others', () => {
  it('resolves every constituent and has the right sizes', () => {
    for (const index of INDICES) {
      for (const s of index.constituents) expect(equityBySymbol(s), `${index.name}: ${s}`).toBeDefined();
      expect(new Set(index.constituents).size).toBe(index.constituents.length);
    }
    expect(indexConstituents('NIFTY 50')).toHaveLength(50);
    expect(indexConstituents('NIFTY NEXT 50')).toHaveLength(50);
    expect(indexConstituents('NIFTY MIDCAP 100')).toHaveLength(100);
    expect(indexConstituents('NIFTY 500')).toHaveLength(EQUITIES.length);
    const top100 = new Set([
      ...(indexConstituents('NIFTY 50') ?? []),
      ...(indexConstituents('NIFTY NEXT 50') ?? []),
    ]);
    expect(top100.size).toBe(100);
    for (const s of indexConstituents('NIFTY MIDCAP 100') ?? []) expect(top100.has(s), s).toBe(false);
  });
  it('lists F&O stocks that exist, with positive lots', () => {
    expect(FNO_STOCKS.length).toBeGreaterThanOrEqual(180);
    for (const s of FNO_STOCKS) {
      expect(equityBySymbol(s.symbol), s.symbol).toBeDefined();
      expect(Number.isInteger(s.lotSize) && s.lotSize > 0).toBe(true);
    }
    expect(lotSize('NIFTY')).toBe(65);
    expect(lotSize('RELIANCE')).toBe(500);
    expect(lotSize('NOPE')).toBeUndefined();
    for (const d of INDEX_DERIVATIVES)
      if (d.index !== 'NIFTY MIDCAP SELECT') expect(indexConstituents(d.index)).toBeDefined();
  });
  it('lists ETFs whose NSE underlyings exist, commodities and global indices', () => {
    const indexNames = new Set(INDICES.map((i) => i.name));
    expect(new Set(ETFS.map((e) => e.symbol)).size).toBe(ETFS.length);
    for (const etf of ETFS)
      if (etf.underlying.startsWith('NIFTY')) expect(indexNames.has(etf.underlying)).toBe(true);
    expect(COMMODITIES.map((c) => c.symbol)).toEqual(
      expect.arrayContaining(['GOLD', 'SILVER', 'CRUDEOIL', 'NATURALGAS', 'COPPER']),
    );
    expect(GLOBAL_INDICES.map((g) => g.symbol)).toEqual(
      expect.arrayContaining(['DJI', 'SPX', 'IXIC', 'GIFTNIFTY']),
    );
  });
  it('builds consistent simulator inputs', () => {
    const { instruments, sectors } = simulatorInstruments();
    expect(instruments).toHaveLength(EQUITIES.length);
    const sectorNames = new Set(sectors.map((s) => s.name));
    for (const i of instruments) {
      expect(i.basePricePaise).toBeGreaterThan(0);
      expect(i.basePricePaise % 5).toBe(0);
      expect(i.annualVolatility).toBeGreaterThan(0.1);
      expect(i.annualVolatility).toBeLessThan(1.2);
      expect(i.avgDailyVolume).toBeGreaterThan(0);
      expect(sectorNames.has(i.sector)).toBe(true);
    }
  });
});

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const listPath = `${repoRoot}../shared/data/nse_lists/ind_nifty500list_2026-03-05.csv`;

describe.skipIf(!existsSync(listPath))(
  'against the NIFTY 500 list of 2026-03-05 (a check, not a source)',
  () => {
    it('overlaps it and agrees on ISINs', () => {
      const rows = readFileSync(listPath, 'utf8')
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((l) => l.split(','));
      const isinBySymbol = new Map(rows.map((c) => [c[2] ?? '', c[4] ?? '']));
      const ours = EQUITIES.filter((e) => isinBySymbol.has(e.symbol));
      const mismatches = ours
        .filter((e) => e.isin !== null && isinBySymbol.get(e.symbol) !== e.isin)
        .map((e) => e.symbol);
      console.info(
        `in 2026 NIFTY 500 list: ${ours.length}/${EQUITIES.length}; ISIN mismatches: ${mismatches.length}`,
      );
      expect(ours.length).toBeGreaterThanOrEqual(400);
      expect(mismatches).toEqual([]);
    });
  },
);
