import type {
  OiAnalysisAnswer,
  OiHistoryAnswer,
  OptionChainAnswer,
  OptionDataAnswer,
  PayoffAnswer,
  StrategyDetailsAnswer,
  StrategyListAnswer,
  SupportTargetAnswer,
} from '@nivesh/contracts';
import { FNO_STOCKS, OPTION_STRATEGIES } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { planUserQuery } from '../payments/payment-test-support';
import { idOf, useMarketTestApp } from '../testing/market-test-app';

type Refusal = { status: 0; message: string };

// One app and one simulated market for every derivatives endpoint (a market takes a while to build).
describe('the derivatives endpoints read one live chain that agrees across pages', () => {
  const app = useMarketTestApp();
  const post = async <T>(body: unknown) => {
    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/v3/OptionStrategies/getPayoff',
      payload: body as object,
    });
    return { statusCode: res.statusCode, body: res.json<T>() };
  };

  describe('Optionchain/getOptionChain and globalSetting/getOptionData', () => {
    it('lists the indices first, then every F&O stock the market carries, with lots and expiries', async () => {
      const { body } = await app.get<OptionDataAnswer>('globalSetting/getOptionData');
      expect(body.status).toBe(1);
      const symbols = body.underlyings.map((u) => u.symbol);
      // MIDCPNIFTY's index (NIFTY MIDCAP SELECT) is not in the simulated universe yet.
      expect(symbols.slice(0, 3)).toEqual(['NIFTY', 'BANKNIFTY', 'FINNIFTY']);
      const stocks = FNO_STOCKS.filter((s) => app.state.idOf(s.symbol) !== undefined);
      expect(body.underlyings.filter((u) => u.kind === 'stock')).toHaveLength(stocks.length);
      const nifty = body.underlyings[0];
      expect(nifty).toMatchObject({ lotSize: 65, strikeStep: 50 });
      // NIFTY has weeklies (Tuesdays since September 2025) and monthlies; the others monthlies only.
      expect(nifty?.expiries.some((e) => e.kind === 'weekly')).toBe(true);
      expect(body.underlyings[1]?.expiries.every((e) => e.kind === 'monthly')).toBe(true);
    });

    it("prices NIFTY's nearest expiry: ascending strikes on the 50-point step, parity holds, totals add up", async () => {
      const { body } = await app.get<OptionChainAnswer>('Optionchain/getOptionChain?symbol=NIFTY');
      expect(body.status).toBe(1);
      const spot = app.state.quote(idOf(app.state, 'NIFTY 50')).ltp / 100;
      expect(body.underlying.spot).toBeCloseTo(spot, 1);
      const strikes = body.rows.map((r) => r.strike);
      for (let i = 1; i < strikes.length; i++) expect((strikes[i] ?? 0) - (strikes[i - 1] ?? 0)).toBe(50);
      expect(strikes[0]).toBeLessThan(spot * 0.91);
      expect(strikes.at(-1)).toBeGreaterThan(spot * 1.09);
      // ATM: the listed strike nearest the spot.
      const atm = strikes.reduce((a, b) => (Math.abs(b - spot) < Math.abs(a - spot) ? b : a));
      expect(body.expiry.atmStrike).toBe(atm);
      // Calls fall and puts rise with the strike; deltas in (0, 1) and (−1, 0).
      for (let i = 1; i < body.rows.length; i++) {
        const [a, b] = [body.rows[i - 1], body.rows[i]];
        expect(b?.call.ltp ?? 0).toBeLessThanOrEqual(a?.call.ltp ?? 0);
        expect(b?.put.ltp ?? 0).toBeGreaterThanOrEqual(a?.put.ltp ?? 0);
      }
      for (const r of body.rows) {
        expect(r.call.delta).toBeGreaterThanOrEqual(0);
        expect(r.put.delta).toBeLessThanOrEqual(0);
        expect(r.call.bid).toBeLessThanOrEqual(r.call.ask);
      }
      // Put–call parity at the ATM strike: C − P = e^{−rT}(F − K), within the ₹0.05 ticks and spread.
      const row = body.rows.find((r) => r.strike === atm);
      const years = body.conventions.minutesToExpiry / 525_600;
      const parity =
        Math.exp((-body.conventions.riskFreeRatePct / 100) * years) * (body.expiry.forward - atm);
      expect((row?.call.ltp ?? 0) - (row?.put.ltp ?? 0)).toBeCloseTo(parity, 0);
      expect(body.expiry.straddle).toBeCloseTo((row?.call.ltp ?? 0) + (row?.put.ltp ?? 0), 2);
      // Totals are the rows' sums; PCR = put OI ÷ call OI; the change is OI now less the previous close.
      const sum = (pick: (r: (typeof body.rows)[number]) => number) =>
        body.rows.reduce((s, r) => s + pick(r), 0);
      expect(body.totals.callOi).toBe(sum((r) => r.call.oi));
      expect(body.totals.putOi).toBe(sum((r) => r.put.oi));
      expect(body.totals.putOiChange).toBe(sum((r) => r.put.oiChange));
      expect(body.totals.pcrOi).toBeCloseTo(body.totals.putOi / body.totals.callOi, 3);
      expect(body.totals.callOi).toBeGreaterThan(100_000);
      expect(body.rows.some((r) => r.call.oiChange !== 0)).toBe(true);
      // The build-up follows the signs of the price and OI changes.
      for (const r of body.rows) {
        const { change, oiChange, buildUp } = r.put;
        if (change > 0 && oiChange > 0) expect(buildUp).toBe('long-build-up');
        if (change < 0 && oiChange > 0) expect(buildUp).toBe('short-build-up');
        if (change < 0 && oiChange < 0) expect(buildUp).toBe('long-unwinding');
        if (change > 0 && oiChange < 0) expect(buildUp).toBe('short-covering');
      }
      expect(body.totals.maxPain).not.toBeNull();
      expect(strikes).toContain(body.totals.maxPain);
    });

    it("gives a later expiry, a stock's chain and NSE's IV convention when asked", async () => {
      const first = await app.get<OptionChainAnswer>('Optionchain/getOptionChain?symbol=NIFTY');
      const later = first.body.expiries[2]?.date ?? '';
      const { body } = await app.get<OptionChainAnswer>(
        `Optionchain/getOptionChain?symbol=nifty&expiry=${later}`,
      );
      expect(body.expiry.date).toBe(later);
      expect(body.expiry.daysToExpiry).toBeGreaterThan(first.body.expiry.daysToExpiry);

      const stock = await app.get<OptionChainAnswer>('Optionchain/getOptionChain?symbol=RELIANCE');
      expect(stock.body.underlying).toMatchObject({ kind: 'stock', lotSize: 500 });

      const nse = await app.get<OptionChainAnswer>(
        `Optionchain/getOptionChain?symbol=NIFTY&expiry=${later}&iv_mode=nse`,
      );
      expect(nse.body.conventions.ivMode).toBe('nse');
      const atm = body.expiry.atmStrike;
      const model = body.rows.find((r) => r.strike === atm)?.call.iv ?? 0;
      const exchange = nse.body.rows.find((r) => r.strike === atm)?.call.iv ?? 0;
      // Same price, another convention (r 10 %, whole days): close, not equal.
      expect(exchange).not.toBe(model);
      expect(Math.abs(exchange - model)).toBeLessThan(3);
    });

    it('refuses an unknown underlying or an unlisted expiry, and rejects a malformed date', async () => {
      const unknown = await app.get<Refusal>('Optionchain/getOptionChain?symbol=NOSUCH');
      expect(unknown.body).toMatchObject({ status: 0 });
      expect(unknown.body.message).toContain('No options on NOSUCH');
      const unlisted = await app.get<Refusal>('Optionchain/getOptionChain?symbol=NIFTY&expiry=2030-01-01');
      expect(unlisted.body.status).toBe(0);
      const malformed = await app.get('Optionchain/getOptionChain?symbol=NIFTY&expiry=1-1-2026');
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('OptionchainOI/getAnalysisData, Optionchain/getOiHistory and Optionchain/getSupportTarget', () => {
    // The analysis is an F&O tool (feature `fno-tools`): the F&O plan opens it. The database is
    // emptied after each test, so each test buys its own plan.
    let fnoUser: { test: string; query: Promise<string> } | undefined;
    const asFnoUser = async (path: string) => {
      const test = expect.getState().currentTestName ?? '';
      if (fnoUser?.test !== test) fnoUser = { test, query: planUserQuery(app.t, 4) };
      return `${path}&${await fnoUser.query}`;
    };

    it('asks a visitor without the F&O tools for a plan instead of answering the analysis', async () => {
      const { body } = await app.get<Refusal & { premium?: { tiers: string[]; signedIn: boolean } }>(
        'OptionchainOI/getAnalysisData?symbol=NIFTY',
      );
      expect(body).toMatchObject({ status: 0, premium: { tiers: ['proplus', 'fno'], signedIn: false } });
    });

    it('never hands a subscriber’s analysis to a visitor, nor a visitor’s refusal to a subscriber, within a tick', async () => {
      // The market answers are cached per tick for everyone; a premium answer must not be.
      const path = 'OptionchainOI/getAnalysisData?symbol=BANKNIFTY';
      const paid = await app.get<OiAnalysisAnswer>(await asFnoUser(path));
      expect(paid.body.status).toBe(1);
      const visitor = await app.get<Refusal>(path);
      expect(visitor.body).toMatchObject({ status: 0, premium: { signedIn: false } });
      expect((await app.get<OiAnalysisAnswer>(await asFnoUser(path))).body.status).toBe(1);
    });

    it('reads support, resistance, PCR and gamma exposure off the same chain the chain page shows', async () => {
      const chain = (await app.get<OptionChainAnswer>('Optionchain/getOptionChain?symbol=NIFTY')).body;
      const { body } = await app.get<OiAnalysisAnswer>(
        await asFnoUser('OptionchainOI/getAnalysisData?symbol=NIFTY'),
      );
      expect(body.status).toBe(1);
      expect(body.expiry.date).toBe(chain.expiry.date);
      expect(body.totals).toEqual(chain.totals);
      const spot = body.underlying.spot;
      // Support: the strike with the most put OI at or below spot; resistance: most call OI at or above.
      const below = body.profile.filter((r) => r.strike <= spot);
      const above = body.profile.filter((r) => r.strike >= spot);
      const most = (rows: typeof below, pick: (r: (typeof below)[number]) => number) =>
        rows.reduce((a, b) => (pick(b) > pick(a) ? b : a));
      expect(body.levels.support?.strike).toBe(most(below, (r) => r.putOi).strike);
      expect(body.levels.resistance?.strike).toBe(most(above, (r) => r.callOi).strike);
      // The largest put addition (none on a day the expiry only unwinds).
      const added = most(body.profile, (r) => r.putOiChange);
      expect(body.levels.mostPutAdded?.strike ?? null).toBe(added.putOiChange > 0 ? added.strike : null);
      // A later expiry is still building: writers add OI somewhere.
      const next = body.expiries[1]?.date ?? '';
      const building = (
        await app.get<OiAnalysisAnswer>(
          await asFnoUser(`OptionchainOI/getAnalysisData?symbol=NIFTY&expiry=${next}`),
        )
      ).body;
      expect(building.totals.callOiChange + building.totals.putOiChange).toBeGreaterThan(0);
      expect(building.levels.mostPutAdded ?? building.levels.mostCallAdded).not.toBeNull();
      // The selected expiry's PCR row is the chain's; all expiries together are Σ put ÷ Σ call.
      const own = body.pcrByExpiry.find((e) => e.expiry === body.expiry.date);
      expect(own?.pcrOi).toBe(chain.totals.pcrOi);
      const calls = body.pcrByExpiry.reduce((s, e) => s + e.callOi, 0);
      const puts = body.pcrByExpiry.reduce((s, e) => s + e.putOi, 0);
      expect(body.pcrAll.pcrOi).toBeCloseTo(puts / calls, 2);
      // Dealer gamma: calls add, puts subtract; the walls are strikes of the expiry.
      expect(body.gex.total).toBeCloseTo(
        body.profile.reduce((s, r) => s + r.gex, 0),
        0,
      );
      const strikes = body.profile.map((r) => r.strike);
      expect(strikes).toContain(body.gex.callWall);
      expect(strikes).toContain(body.gex.putWall);
      // Build-up counts cover every strike of each side.
      const count = (c: Record<string, number>) => Object.values(c).reduce((s, n) => s + n, 0);
      expect(count(body.callBuildUp)).toBe(body.profile.length);
      // IV: a term structure point per expiry; an IV rank over about a year of sessions, within 0–100.
      expect(body.termStructure).toHaveLength(body.expiries.length);
      expect(body.ivRank.sessions).toBeGreaterThan(200);
      expect(body.ivRank.rank).toBeGreaterThanOrEqual(0);
      expect(body.ivRank.rank).toBeLessThanOrEqual(100);
      expect(body.ivRank.basis).toBe('india-vix');
      // The straddle through the session: one point per quarter hour since 09:15, ATM near the spot then.
      expect(body.straddle.length).toBeGreaterThan(4);
      for (const p of body.straddle) expect(Math.abs(p.atmStrike - p.spot)).toBeLessThanOrEqual(25);
    });

    it('rebuilds each past close and keeps today last; the close is the index close of that day', async () => {
      const { body } = await app.get<OiHistoryAnswer>('Optionchain/getOiHistory?symbol=NIFTY&days=20');
      expect(body.status).toBe(1);
      expect(body.days).toHaveLength(21);
      expect(body.days.at(-1)?.date).toBe(app.state.sessionDate);
      const dates = app.state.dates;
      const t = dates.length - 1;
      const id = app.state.idOf('NIFTY 50') ?? -1;
      const close = (app.state.daily(id).close[t] ?? 0) / 100;
      const last = body.days.find((d) => d.date === dates[t]);
      expect(last?.close).toBeCloseTo(close, 2);
      for (const d of body.days) {
        expect(d.pcrOi).toBeGreaterThan(0.4);
        expect(d.pcrOi).toBeLessThan(2.5);
      }
      // A second call answers from the kept closes with the same figures.
      const again = await app.get<OiHistoryAnswer>('Optionchain/getOiHistory?symbol=NIFTY&days=20');
      expect(again.body.days.slice(0, 20)).toEqual(body.days.slice(0, 20));
      expect(body.intraday.length).toBeGreaterThan(4);
      const outOfRange = await app.get('Optionchain/getOiHistory?symbol=NIFTY&days=1000');
      expect(outOfRange.statusCode).toBe(400);
    });

    it('gives every F&O stock a support below and a resistance above its price', async () => {
      const { body } = await app.get<SupportTargetAnswer>('Optionchain/getSupportTarget?kind=stock');
      expect(body.rows.length).toBeGreaterThan(100);
      for (const r of body.rows) {
        if (r.support !== null) expect(r.support).toBeLessThanOrEqual(r.spot);
        if (r.resistance !== null) expect(r.resistance).toBeGreaterThanOrEqual(r.spot);
        expect(r.expectedMove).toBeGreaterThan(0);
      }
      const indices = await app.get<SupportTargetAnswer>('Optionchain/getSupportTarget');
      expect(indices.body.rows.map((r) => r.symbol).slice(0, 2)).toEqual(['NIFTY', 'BANKNIFTY']);
    });
  });

  describe('OptionStrategies/getlist, getDetails and getPayoff', () => {
    it('counts the strategies from the catalogue itself, every view represented', async () => {
      const { body } = await app.get<StrategyListAnswer>('OptionStrategies/getlist');
      expect(body.count).toBe(OPTION_STRATEGIES.length);
      expect(body.count).toBeGreaterThanOrEqual(52);
      expect(body.strategies).toHaveLength(body.count);
      for (const view of ['bullish', 'bearish', 'neutral', 'volatile']) {
        expect(body.strategies.some((s) => s.view === view)).toBe(true);
      }
    });

    it('places a bull call spread at the money of the chosen expiry at the chain prices, and its figures hold', async () => {
      const chain = (await app.get<OptionChainAnswer>('Optionchain/getOptionChain?symbol=NIFTY')).body;
      const expiry = chain.expiries[1]?.date ?? '';
      const later = (
        await app.get<OptionChainAnswer>(`Optionchain/getOptionChain?symbol=NIFTY&expiry=${expiry}`)
      ).body;
      const { body } = await app.get<StrategyDetailsAnswer>(
        `OptionStrategies/getDetails?strategyId=bull-call-spread&symbol=NIFTY&expiry=${expiry}`,
      );
      expect(body.status).toBe(1);
      const [long, short] = body.position.legs;
      expect(long).toMatchObject({ instrument: 'call', side: 'buy', strike: later.expiry.atmStrike, expiry });
      expect(short?.strike ?? 0).toBeGreaterThan(long?.strike ?? 0);
      const price = (strike: number | null | undefined) =>
        later.rows.find((r) => r.strike === strike)?.call.ltp;
      expect(long?.entryPrice).toBe(price(long?.strike));
      expect(short?.entryPrice).toBe(price(short?.strike));
      const lot = body.position.underlying.lotSize;
      const debit = (long?.entryPrice ?? 0) - (short?.entryPrice ?? 0);
      const width = (short?.strike ?? 0) - (long?.strike ?? 0);
      const { payoff, margin } = body.position;
      expect(payoff.netPremium).toBeCloseTo(-debit * lot, 0);
      expect(payoff.maxProfit).toBeCloseTo((width - debit) * lot, 0);
      expect(payoff.maxLoss).toBeCloseTo(debit * lot, 0);
      expect(payoff.breakevens[0]).toBeCloseTo((long?.strike ?? 0) + debit, 0);
      expect(payoff.probabilityOfProfit).toBeGreaterThan(0);
      expect(payoff.probabilityOfProfit).toBeLessThan(100);
      expect(payoff.currentPnl).toBe(0);
      // A debit spread needs its premium only; the hedge saves against the two legs margined alone.
      expect(margin.total).toBeGreaterThan(0);
      expect(margin.hedgeBenefit).toBeGreaterThanOrEqual(0);
      expect(margin.total).toBeLessThanOrEqual(margin.standaloneTotal);
    });

    it('values any position posted, with the T+n curve and an IV shift, and refuses what cannot be priced', async () => {
      const chain = (await app.get<OptionChainAnswer>('Optionchain/getOptionChain?symbol=NIFTY')).body;
      const expiry = chain.expiries[2]?.date ?? '';
      const k = chain.expiry.atmStrike;
      const straddle = [
        { instrument: 'call', side: 'sell', lots: 1, strike: k, expiry },
        { instrument: 'put', side: 'sell', lots: 1, strike: k, expiry },
      ];
      const base = await post<PayoffAnswer>({ symbol: 'NIFTY', legs: straddle });
      expect(base.body.status).toBe(1);
      expect(base.body.position.payoff.maxLoss).toBe('unlimited');
      expect(base.body.position.payoff.breakevens).toHaveLength(2);
      const richer = await post<PayoffAnswer>({ symbol: 'NIFTY', legs: straddle, ivShift: 5 });
      const mid = Math.floor(base.body.position.payoff.prices.length / 2);
      // Short volatility loses today when IV rises.
      expect(richer.body.position.payoff.atDate[mid] ?? 0).toBeLessThan(
        base.body.position.payoff.atDate[mid] ?? 0,
      );

      const unlisted = await post<Refusal>({ symbol: 'NIFTY', legs: [{ ...straddle[0], strike: k + 25 }] });
      expect(unlisted.body.status).toBe(0);
      expect(unlisted.body.message).toContain('not listed');
      const late = await post<Refusal>({ symbol: 'NIFTY', legs: straddle, evaluationDate: '2030-01-01' });
      expect(late.body.message).toContain('cannot be after the first expiry');
      const unknown = await app.get<Refusal>('OptionStrategies/getDetails?strategyId=no-such-thing');
      expect(unknown.body.status).toBe(0);
      const tooMany = await post({ symbol: 'NIFTY', legs: Array.from({ length: 13 }, () => straddle[0]) });
      expect(tooMany.statusCode).toBe(400);
    });
  });
});
