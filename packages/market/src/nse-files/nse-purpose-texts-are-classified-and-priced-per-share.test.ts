import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adjustSeries } from '../simulator/corporate-actions';
import type { IsoDate, Paise } from '../units';
import { type PurposeKind, parsePurpose, priceActionsOf, purposeText } from './corporate-action-purpose';
import { parseCorporateActions } from './pr-bundle';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const realFile = path.resolve(repoRoot, '../shared/data/nse_pr_bundle/Bc010721_corporate_actions.csv');

describe('NSE’s PURPOSE texts are classified and priced per share', () => {
  it.each([
    ['AGM/DIV - RS 2.50 PER SH', 'dividend', 250],
    ['DIV - RE 1 PER SH', 'dividend', 100],
    ['DIV - RS 2.50  PER SH', 'dividend', 250],
    ['AGM/DIV - RS 17.50 PERSH', 'dividend', 1750],
    ['INTDIV - RS 5 PER SH', 'dividend', 500],
    ['DIV-RS 50/SPLDIV-RS 19', 'dividend', 6900],
    ['AGM/DIVRS120SPLDIVRS155', 'dividend', 27500],
    ['AGM/DIVRS7.60/SPLDIVRS4', 'dividend', 1160],
    ['AGM/DIV-RS4/SPLDIV-RE1', 'dividend', 500],
    ['Dividend - Rs 3 & Special Dividend - Rs 3', 'dividend', 600],
    ['Interim Dividend - Rs 3.50 Per Share', 'dividend', 350],
    ['Final Dividend - Rs.3.5', 'dividend', 350],
    ['Dividend - Re 1 Per Share', 'dividend', 100],
    ['Dividend - 150%', 'dividend', 1500],
    ['DIV/REDEMPTION', 'dividend', null],
  ] as const)('%s is a %s of %s paise (face value ₹10)', (text, kind, paise) => {
    const parsed = parsePurpose(text, 10);
    expect(parsed.kind).toBe(kind);
    expect(parsed.dividendPaise).toBe(paise);
  });

  it('names the dividend’s type, and leaves a percent unpriced without a face value', () => {
    expect(parsePurpose('Dividend - Rs 3 & Special Dividend - Rs 3').dividends.map((d) => d.type)).toEqual([
      'dividend',
      'special',
    ]);
    expect(parsePurpose('Interim Dividend - Rs 2').dividends[0]?.type).toBe('interim');
    expect(parsePurpose('Final Dividend - Rs 2').dividends[0]?.type).toBe('final');
    const percent = parsePurpose('Dividend - 150%');
    expect(percent.dividendPaise).toBeNull();
    expect(percent.dividends[0]?.percentOfFaceValue).toBe(150);
    expect(parsePurpose('Dividend - 150%', 2).dividendPaise).toBe(300);
  });

  it('reads splits, bonuses, rights, buy-backs, demergers, meetings and debt', () => {
    const split = parsePurpose(
      'Face Value Split (Sub-Division) - From Rs 10/- Per Share To Rs 2/- Per Share',
    );
    expect(split).toMatchObject({
      kind: 'split',
      split: { fromFaceValue: 10, toFaceValue: 2 },
      dividends: [],
    });
    const both = parsePurpose('BON1:1/FVSPLTFRMRS5TORS2');
    expect(both.kinds).toEqual(['split', 'bonus']);
    expect(both.split).toEqual({ fromFaceValue: 5, toFaceValue: 2 });
    expect(both.bonus).toEqual({ bonusShares: 1, heldShares: 1 });
    expect(parsePurpose('Bonus 1:2').bonus).toEqual({ bonusShares: 1, heldShares: 2 });
    expect(parsePurpose('Rights 1:5 @ Premium Rs 90/-')).toMatchObject({
      kind: 'rights',
      rights: { rightsShares: 1, heldShares: 5 },
    });
    const kinds: Array<[string, PurposeKind]> = [
      ['Buy Back', 'buyback'],
      ['BUYBACK', 'buyback'],
      ['Demerger', 'demerger'],
      ['ANNUAL GENERAL MEETING', 'meeting'],
      ['EOGM', 'meeting'],
      ['INTEREST PAYMENT', 'interest'],
      ['INT PAYMENT/REDEMPTN', 'interest'],
      ['REDEMPTION', 'redemption'],
      ['STP', 'other'],
      ['', 'other'],
    ];
    for (const [text, kind] of kinds) expect(parsePurpose(text).kind, text).toBe(kind);
  });

  it('writes the simulator’s actions as NSE does and reads them back into the same price adjustment', () => {
    const exDate = '2026-08-03' as IsoDate;
    const actions = [
      { kind: 'dividend', exDate, amountPaise: 350 as Paise },
      { kind: 'split', exDate, fromFaceValue: 10, toFaceValue: 2 },
      { kind: 'bonus', exDate, bonusShares: 1, heldShares: 1 },
    ] as const;
    expect(actions.map(purposeText)).toEqual([
      'Dividend - Rs 3.50 Per Share',
      'Face Value Split (Sub-Division) - From Rs 10/- Per Share To Rs 2/- Per Share',
      'Bonus 1:1',
    ]);
    for (const action of actions) {
      const back = priceActionsOf(parsePurpose(purposeText(action)), exDate);
      expect(back).toEqual([action]);
      const series = { dates: ['2026-07-31', exDate] as IsoDate[], close: [100_000, 50_000] };
      expect(adjustSeries(series, back).priceFactor).toEqual(adjustSeries(series, [action]).priceFactor);
    }
  });

  it.skipIf(!existsSync(realFile))(
    'classifies every row of NSE’s Bc010721 file, pricing every dividend that names an amount',
    () => {
      const file = parseCorporateActions('Bc010721.csv', readFileSync(realFile, 'utf8'));
      expect(file.rows.length).toBeGreaterThan(300);
      const counts = new Map<PurposeKind, number>();
      for (const row of file.rows) {
        const parsed = parsePurpose(row.purpose);
        counts.set(parsed.kind, (counts.get(parsed.kind) ?? 0) + 1);
        if (parsed.kinds.includes('dividend') && parsed.dividendPaise === null)
          expect(row.purpose, row.symbol).not.toMatch(/\d/);
        if (/\bRS\b|\bRE\b/.test(row.purpose) && /DIV/.test(row.purpose))
          expect(parsed.dividendPaise ?? 0, row.purpose).toBeGreaterThan(0);
      }
      // The real file: mostly AGMs, dividends and debt interest; two bonus-with-split rows.
      expect(counts.get('dividend') ?? 0).toBeGreaterThan(250);
      expect(counts.get('meeting') ?? 0).toBeGreaterThanOrEqual(124);
      expect(counts.get('interest') ?? 0).toBeGreaterThanOrEqual(95);
      expect(counts.get('split')).toBe(2);
      expect(counts.get('bonus')).toBe(4);
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      expect(total).toBe(file.rows.length);
    },
  );
});
