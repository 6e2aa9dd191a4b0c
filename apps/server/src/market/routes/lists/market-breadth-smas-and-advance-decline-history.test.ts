import type {
  AdvanceDeclineResponse,
  MarketBreadthResponse,
  MarketBreadthStockResponse,
} from '@nivesh/contracts';
import { EQUITIES } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { idOf, useMarketTestApp } from '../../../testing/market-test-app';

type Breadth = Extract<MarketBreadthResponse, { status: 1 }>;
type BreadthStock = Extract<MarketBreadthStockResponse, { status: 1 }>;
type AdvanceDecline = Extract<AdvanceDeclineResponse, { status: 1 }>;

/** The n-day SMA (paise) ending with the live price: n − 1 completed adjusted closes and the LTP. */
function liveSma(app: ReturnType<typeof useMarketTestApp>, symbol: string, n: number): number {
  const s = app.state;
  const id = idOf(s, symbol);
  const d = s.daily(id);
  const end = s.dates.length;
  let sum: number = s.quote(id).ltp;
  for (let t = end - (n - 1); t < end; t++) sum += (d.close[t] ?? 0) * (d.adjFactor[t] ?? 1);
  return sum / n;
}

describe('TodayActivity/getMarketBreadth, getMarketBreadthStock and getAdvanceDecline', () => {
  const app = useMarketTestApp();

  it("counts advances, declines and unchanged as MarketState's breadth does, overall and per sector", async () => {
    const body = (await app.get<Breadth>('TodayActivity/getMarketBreadth')).body;
    const expected = app.state.breadth();
    expect(body.totals).toMatchObject({
      advances: expected.advances,
      declines: expected.declines,
      unchanged: expected.unchanged,
      total: expected.advances + expected.declines + expected.unchanged,
    });
    expect(body.totals.advanceDeclineRatio).toBeCloseTo(expected.advanceDeclineRatio ?? Number.NaN, 4);
    expect(
      body.sectors.map(({ sector, advances, declines, unchanged }) => ({
        sector,
        advances,
        declines,
        unchanged,
      })),
    ).toEqual(
      expected.sectors.map(({ sector, advances, declines, unchanged }) => ({
        sector,
        advances,
        declines,
        unchanged,
      })),
    );
    expect(body.sectors.find((x) => x.sector === 'Metals & Mining')?.slug).toBe('metals-and-mining');
  });

  it('gives the share of stocks above their 20/50/200-day SMA, each SMA ending with the live price', async () => {
    const body = (await app.get<Breadth>('TodayActivity/getMarketBreadth')).body;
    const s = app.state;
    let above20 = 0;
    let counted = 0;
    for (const e of EQUITIES) {
      const id = s.idOf(e.symbol);
      if (id === undefined || s.daily(id).firstDay > s.dates.length - 19) continue;
      counted++;
      if (s.quote(id).ltp > liveSma(app, e.symbol, 20)) above20++;
    }
    expect(body.movingAverages.above20Pct).toBe(Math.round((above20 / counted) * 1000) / 10);
    for (const v of Object.values(body.movingAverages)) expect(v).toBeGreaterThanOrEqual(0);

    const it = (
      await app.get<BreadthStock>('TodayActivity/getMarketBreadthStock?ex_sector_id=information-technology')
    ).body;
    const infy = it.rows.find((r) => r.symbol === 'INFY');
    expect(infy?.sma20).toBe(Math.round(liveSma(app, 'INFY', 20)) / 100);
    expect(infy?.sma200).toBe(Math.round(liveSma(app, 'INFY', 200)) / 100);
    expect(infy?.above50).toBe((infy?.ltp ?? 0) * 100 > liveSma(app, 'INFY', 50));
  });

  it('lists the stocks of one sector by slug or position, and refuses an unknown sector', async () => {
    const body = (
      await app.get<BreadthStock>('TodayActivity/getMarketBreadthStock?ex_sector_id=information-technology')
    ).body;
    const expected = app.state.breadth({ sector: 'Information Technology' });
    expect(body).toMatchObject({ sector: 'Information Technology', slug: 'information-technology' });
    expect(body.totals).toMatchObject({ advances: expected.advances, declines: expected.declines });
    expect(body.rows.every((r) => r.sector === 'Information Technology')).toBe(true);
    expect(body.total).toBe(expected.advances + expected.declines + expected.unchanged);
    const changes = body.rows.map((r) => r.changePct);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));

    const first = (await app.get<BreadthStock>('TodayActivity/getMarketBreadthStock?ex_sector_id=1')).body;
    expect(first.sector).toBe('Automobile and Auto Components');
    const unknown = (await app.get('TodayActivity/getMarketBreadthStock?ex_sector_id=no-such')).body;
    expect(unknown).toEqual({ status: 0, message: 'No sector no-such' });
  });

  it("gives today's A/D ratio and a year of daily history that agrees with each day's breadth", async () => {
    const body = (await app.get<AdvanceDecline>('TodayActivity/getAdvanceDecline')).body;
    const expected = app.state.breadth();
    expect(body.today).toMatchObject({
      date: '2026-11-23',
      advances: expected.advances,
      declines: expected.declines,
      nifty: app.market.market.quote('NIFTY 50')?.ltp ?? 0,
    });
    expect(body.history).toHaveLength(250);
    expect(body.history.at(-1)?.date).toBe('2026-11-20');
    const niftyId = idOf(app.state, 'NIFTY 50');
    const t = app.state.dates.length - 1;
    expect(body.history.at(-1)?.nifty).toBe((app.state.daily(niftyId).close[t] ?? 0) / 100);

    for (const date of ['2026-11-19', '2026-06-15']) {
      const entry = body.history.find((h) => h.date === date);
      const past = (await app.get<Breadth>(`TodayActivity/getMarketBreadth?date=${date}`)).body;
      expect(past.live).toBe(false);
      expect(entry).toMatchObject({
        advances: past.totals.advances,
        declines: past.totals.declines,
        unchanged: past.totals.unchanged,
      });
    }
    const led = body.history.filter((h) => h.advances > h.declines).length;
    expect(body.summary.daysAdvancesLed).toBe(led);

    const pastDay = (await app.get<AdvanceDecline>('TodayActivity/getAdvanceDecline?date=2026-11-20&days=5'))
      .body;
    expect(pastDay.today).toEqual(body.history.at(-1));
    expect(pastDay.history.map((h) => h.date)).toEqual(body.history.slice(-6, -1).map((h) => h.date));
  });
});
