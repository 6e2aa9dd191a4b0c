import type { FutureStockAnswer } from '@nivesh/contracts';
import { FNO_STOCKS, futureQuote, type IsoDate, istDateTimeToUtc, nseCalendar } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { futureExpiries, futureStockRows, isRolloverWeek } from './future-stocks';
import { idOf, useOverviewApp } from './overview-test-app';

const PATH = 'FutureStock/getFutureStockData';
type Row = FutureStockAnswer['rows'][number];
const bySymbol = (rows: readonly Row[]) => new Map(rows.map((r) => [r.symbol, r]));

describe('FutureStock/getFutureStockData', { timeout: 120_000 }, () => {
  const app = useOverviewApp();
  const clock = () => ({
    seed: `${app.market.market.feed.pathSeed}:futures`,
    asOf: new Date(app.market.market.feed.session().marketTimeMs),
  });

  it("prices every F&O stock's near contract by its own carry from the live spot, with its F&O lot", async () => {
    const { body } = await app.get<FutureStockAnswer>(PATH);
    expect(body.status).toBe(1);
    expect(body.simulated).toBe(true);
    expect(body.kind).toBe('stock');
    expect(body.rows).toHaveLength(FNO_STOCKS.length);
    // November 2026's monthly expiry is its last Tuesday, the 24th, a holiday: it moves back to Monday the 23rd.
    expect(body.expiries.map((e) => e.expiry)).toEqual(['2026-11-23', '2026-12-29', '2027-01-25']);
    expect(nseCalendar.monthlyExpiry(2026, 12, 2)).toBe('2026-12-29');
    const q = app.state.quote(idOf(app.state, 'RELIANCE'));
    const model = futureQuote({
      symbol: 'RELIANCE',
      spot: q.ltp / 100,
      previousSpot: q.prevClose / 100,
      expiry: '2026-11-23' as IsoDate,
      ...clock(),
    });
    const row = bySymbol(body.rows).get('RELIANCE');
    expect(row).toMatchObject({
      kind: 'stock',
      spot: q.ltp / 100,
      price: model.price / 100,
      fairPrice: model.fairPrice / 100,
      contract: 'RELIANCE26NOVFUT',
      lotSize: FNO_STOCKS.find((s) => s.symbol === 'RELIANCE')?.lotSize,
    });
    expect(row?.basis).toBeCloseTo(model.basis, 2);
    expect(row?.openInterest).toBeGreaterThan(0);
    expect(row?.volume).toBeGreaterThan(0);
  });

  it('gives each stock and each contract its own basis, with far above near in normal carry', async () => {
    const [near, next, far] = await Promise.all(
      (['near', 'next', 'far'] as const).map(
        async (m) => (await app.get<FutureStockAnswer>(`${PATH}?expiry=${m}`)).body,
      ),
    );
    if (!near || !next || !far) throw new Error('three months');
    expect(far.rows[0]?.expiry).toBe('2027-01-25');
    // Not one carry for every stock (before: the same 0.615 % basis everywhere).
    const carries = new Set(next.rows.map((r) => r.annualisedBasisPct));
    expect(carries.size).toBeGreaterThan(next.rows.length * 0.5);
    expect(new Set(far.rows.map((r) => r.basisPct)).size).toBeGreaterThan(far.rows.length * 0.5);
    const nearBy = bySymbol(near.rows);
    const nextBy = bySymbol(next.rows);
    const farBy = bySymbol(far.rows);
    const tcs = [nearBy, nextBy, farBy].map((m) => m.get('TCS')?.annualisedBasisPct);
    expect(new Set(tcs).size).toBe(3);
    // Normal carry: the far contract's basis is above the near one's (a dividend can invert a few).
    const above = far.rows.filter((r) => r.basis > (nearBy.get(r.symbol)?.basis ?? Number.POSITIVE_INFINITY));
    expect(above.length).toBeGreaterThan(far.rows.length * 0.8);
    const widening = far.rows.filter(
      (r) => r.basis > (nextBy.get(r.symbol)?.basis ?? Number.POSITIVE_INFINITY) && r.annualisedBasisPct > 0,
    );
    expect(widening.length).toBeGreaterThan(far.rows.length * 0.6);
  });

  it('narrows the basis to nothing on the expiry day and is exactly 0 from 15:30', async () => {
    const near = (await app.get<FutureStockAnswer>(PATH)).body;
    expect(near.expiries[0]?.daysToExpiry).toBe(0);
    // 10:30 on the expiry day: five hours of carry left.
    expect(near.rows.every((r) => Math.abs(r.basisPct) < 0.02)).toBe(true);
    const expiry = near.expiries[0];
    if (!expiry) throw new Error('near expiry');
    const atClose = { ...clock(), asOf: istDateTimeToUtc('2026-11-23' as IsoDate, '15:30') };
    for (const kind of ['stock', 'index'] as const) {
      const rows = futureStockRows(app.state, expiry, { kind, sector: null, clock: atClose });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.basis === 0 && r.price === r.spot && r.annualisedBasisPct === 0)).toBe(true);
    }
  });

  it('lists the index futures the market carries, rich to fair and widening with the months', async () => {
    const months = await Promise.all(
      (['near', 'next', 'far'] as const).map(
        async (m) => (await app.get<FutureStockAnswer>(`${PATH}?kind=index&expiry=${m}`)).body,
      ),
    );
    const [near, next, far] = months;
    if (!near || !next || !far) throw new Error('three months');
    expect(near.kind).toBe('index');
    expect(near.rows.map((r) => r.symbol)).toEqual(['NIFTY', 'BANKNIFTY', 'FINNIFTY', 'MIDCPNIFTY']);
    // Every index the contracts name is priced (NIFTY MIDCAP SELECT is in the simulated market).
    expect(near.unavailableIndices).toEqual([]);
    const nifty = bySymbol(next.rows).get('NIFTY');
    expect(nifty).toMatchObject({
      kind: 'index',
      name: 'NIFTY 50',
      lotSize: 65,
      contract: 'NIFTY26DECFUT',
      sector: '',
    });
    expect(nifty?.premiumToFair).toBeGreaterThan(0);
    expect(nifty?.annualisedBasisPct).toBeGreaterThan(5.5);
    for (const symbol of ['NIFTY', 'BANKNIFTY', 'FINNIFTY', 'MIDCPNIFTY']) {
      const b = months.map((m) => bySymbol(m?.rows ?? []).get(symbol)?.basis ?? Number.NaN);
      expect(b[2]).toBeGreaterThan(b[1] ?? Number.NaN);
      expect(b[1]).toBeGreaterThan(b[0] ?? Number.NaN);
    }
    // A sector filter concerns stocks only.
    const withSector = (
      await app.get<FutureStockAnswer>(`${PATH}?kind=index&sector_id=information-technology`)
    ).body;
    expect(withSector.rows).toHaveLength(4);
    expect(withSector.sector).toBeNull();
  });

  it('reports rollover in the expiry week from the rolled open interest, the same for a series', async () => {
    const [near, next, far] = await Promise.all(
      (['near', 'next', 'far'] as const).map(
        async (m) => (await app.get<FutureStockAnswer>(`${PATH}?expiry=${m}`)).body,
      ),
    );
    if (!near || !next || !far) throw new Error('three months');
    expect(near.rolloverWeek).toBe(true);
    const infy = [near, next, far].map((a) => bySymbol(a.rows).get('INFY'));
    expect(new Set(infy.map((r) => r?.rolloverPct)).size).toBe(1);
    // On the expiry day most positions have moved to the next month.
    const rollovers = near.rows.map((r) => r.rolloverPct ?? 0).sort((a, b) => a - b);
    const median = rollovers[Math.floor(rollovers.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(40);
    expect(median).toBeLessThan(90);
    const sum = (rows: readonly Row[]) => rows.reduce((s, r) => s + r.openInterest, 0);
    expect(sum(next.rows)).toBeGreaterThan(sum(far.rows) * 5);
    // Outside the last week rollover is not reported.
    expect(isRolloverWeek(futureExpiries('2026-12-10' as IsoDate))).toBe(false);
    expect(isRolloverWeek(futureExpiries('2026-12-23' as IsoDate))).toBe(true);
  });

  it('keeps open interest for the same instant, filters a sector and refuses unknown months and kinds', async () => {
    const first = (await app.get<FutureStockAnswer>(`${PATH}?expiry=far`)).body;
    const again = (await app.get<FutureStockAnswer>(`${PATH}?expiry=far`)).body;
    expect(bySymbol(again.rows).get('TCS')?.openInterest).toBe(bySymbol(first.rows).get('TCS')?.openInterest);
    const it = (await app.get<FutureStockAnswer>(`${PATH}?sector_id=information-technology`)).body;
    expect(it.sector).toBe('Information Technology');
    expect(it.rows.every((r) => r.sector === 'Information Technology')).toBe(true);
    expect((await app.get(`${PATH}?expiry=weekly`)).statusCode).toBe(400);
    expect((await app.get(`${PATH}?kind=bond`)).statusCode).toBe(400);
  });
});
