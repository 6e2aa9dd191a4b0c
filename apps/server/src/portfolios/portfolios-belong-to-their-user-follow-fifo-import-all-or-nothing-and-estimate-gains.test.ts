import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type CapitalGainsAnswer,
  PORTFOLIOS_MAX,
  type PortfolioHoldingsAnswer,
  type PortfolioListAnswer,
  type PortfolioReturnsAnswer,
  type PortfolioSummary,
  type PortfolioTransactionsAnswer,
} from '@nivesh/contracts';
import type { IsoDate } from '@nivesh/market';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/test-app';
import { useTestApp } from '../testing/test-app-lifecycle';
import { testDrivers } from '../testing/test-database';
import { createTestMarket } from '../testing/test-market';

type Body = Record<string, unknown>;
const { market } = createTestMarket();
const fixture = (name: string) => readFileSync(resolve(__dirname, 'fixtures', name), 'utf8');
const paise = (symbol: string) => market.feed.state.quote(market.feed.state.idOf(symbol) ?? -1).ltp;

/** A stock of the test market with a bonus or split whose ex-date has passed, and a trading day before it. */
function stockWithAction(kind: 'bonus' | 'split') {
  const state = market.feed.state;
  const today = market.feed.session().date;
  for (let id = 0; id < state.symbolCount; id++) {
    const meta = state.meta(id);
    if (meta.isIndex) continue;
    const action = market.feed
      .corporateActions(meta.symbol, today)
      .find((a) => a.kind === kind && a.exDate > (state.dates[30] ?? '') && a.exDate < today);
    if (!action) continue;
    const before = state.dates.filter((d) => d < action.exDate);
    const t = before.length - 5;
    const buyOn = before[t];
    const close = state.daily(id).close[t] ?? 0;
    if (buyOn && close > 0) return { symbol: meta.symbol, action, buyOn, close };
  }
  throw new Error(`no ${kind} in the test market`);
}

describe.each(testDrivers())('portfolios (%s)', (driver) => {
  const ctx = useTestApp(driver, async () => ({ market }));
  const call = async (token: string | null, url: string, payload?: object) => {
    const res = await ctx.t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/v3/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
    return { statusCode: res.statusCode, body: res.json<Body>() };
  };
  const create = async (token: string, name: string) =>
    ((await call(token, 'portfolio/savePortfolio', { name })).body.portfolio as PortfolioSummary).id;
  const add = async (token: string, portfolio_id: string, tx: Record<string, unknown>) =>
    (await call(token, 'portfolio/addTransaction', { portfolio_id, ...tx })).body as Body &
      Partial<PortfolioTransactionsAnswer>;
  const holdings = async (token: string, id: string) =>
    (await call(token, `portfolio/getHoldings?portfolio_id=${id}`))
      .body as unknown as PortfolioHoldingsAnswer;
  const txs = async (token: string, id: string) =>
    (await call(token, `portfolio/getTransactions?portfolio_id=${id}`))
      .body as unknown as PortfolioTransactionsAnswer;
  const importCsv = async (token: string, portfolio_id: string, file: string, format: string) =>
    (
      await call(token, 'portfolio/importCsv', {
        portfolio_id,
        file_name: file,
        format,
        content: fixture(file),
      })
    ).body;
  const asha = () => registerUser(ctx.t, { mobile: '9876543240', email: 'asha.p@example.in' });
  const ravi = () => registerUser(ctx.t, { mobile: '9876543241', email: 'ravi.p@example.in' });

  it('creates, lists, renames and deletes portfolios within the stated limit', async () => {
    const token = await asha();
    expect((await call(token, 'portfolio/getlist')).body).toMatchObject({
      status: 1,
      portfolios: [],
      limits: { portfolios: PORTFOLIOS_MAX },
    });
    const id = await create(token, '  Long term  ');
    expect((await call(token, 'portfolio/savePortfolio', { name: 'long TERM' })).body).toEqual({
      status: 0,
      message: 'You already have a portfolio named “long TERM”',
    });
    expect(
      (await call(token, 'portfolio/savePortfolio', { portfolio_id: id, name: 'Core' })).body,
    ).toMatchObject({
      status: 1,
      message: 'Renamed to “Core”',
      portfolio: { id, name: 'Core', value: 0, transactions: 0 },
    });
    for (let i = 1; i < PORTFOLIOS_MAX; i++) await create(token, `P${i}`);
    expect((await call(token, 'portfolio/savePortfolio', { name: 'One more' })).body).toEqual({
      status: 0,
      message: `You can keep at most ${PORTFOLIOS_MAX} portfolios: delete one first`,
    });
    expect((await call(token, 'portfolio/deletePortfolio', { portfolio_id: id })).body).toEqual({
      status: 1,
      message: 'Portfolio deleted',
    });
    const list = (await call(token, 'portfolio/getlist')).body as unknown as PortfolioListAnswer;
    expect(list.portfolios.map((p) => p.name)).not.toContain('Core');
    expect(list.portfolios).toHaveLength(PORTFOLIOS_MAX - 1);
  });

  it('keeps FIFO lots and average cost, values them at the live quote and refuses a sale of shares not held', async () => {
    const token = await asha();
    const id = await create(token, 'Core');
    expect(
      await add(token, id, {
        kind: 'buy',
        symbol: 'infy',
        date: '2025-04-07',
        quantity: 10,
        price: 1400.5,
        charges: 20,
      }),
    ).toMatchObject({ status: 1, message: 'Added a buy of INFY' });
    await add(token, id, {
      kind: 'buy',
      symbol: 'INFY',
      date: '2025-05-07',
      quantity: 10,
      price: 1500,
      charges: 0,
    });
    const sold = await add(token, id, {
      kind: 'sell',
      symbol: 'INFY',
      date: '2025-09-15',
      quantity: 12,
      price: 1600,
      charges: 12,
    });
    expect(sold.status).toBe(1);
    expect(
      await add(token, id, { kind: 'sell', symbol: 'INFY', date: '2025-09-16', quantity: 9, price: 1600 }),
    ).toMatchObject({ status: 0 });
    expect(
      await add(token, id, { kind: 'buy', symbol: 'INFY', date: '2099-01-01', quantity: 1, price: 1 }),
    ).toEqual({ status: 0, message: 'The date is in the future' });
    expect(
      await add(token, id, { kind: 'buy', symbol: 'NOSUCHCO', date: '2025-01-01', quantity: 1, price: 1 }),
    ).toMatchObject({ status: 0 });

    const h = await holdings(token, id);
    expect(h.status).toBe(1);
    const infy = h.rows.find((r) => r.symbol === 'INFY');
    // FIFO: the sale of 12 takes the first lot of 10 and 2 of the second; 8 left at ₹1,500.
    expect(infy).toMatchObject({ quantity: 8, invested: 12_000, averageCost: 1500 });
    expect(infy?.lots).toEqual([{ acquiredOn: '2025-05-07', source: 'buy', quantity: 8, cost: 12_000 }]);
    // Realised: 12 × 1,600 − 12 − (10 × 1,400.50 + 20 + 2 × 1,500) = 2,163.
    expect(infy?.realised).toBe(2163);
    expect(infy?.value).toBe((8 * paise('INFY')) / 100);
    expect(infy?.unrealised).toBeCloseTo(infy ? infy.value - 12_000 : 0, 2);
    expect(h.portfolio).toMatchObject({ realised: 2163, holdings: 1, transactions: 3 });

    // Deleting the first buy would leave the sale short: refused, nothing deleted.
    const list = await txs(token, id);
    const firstBuy = list.transactions.find((t) => t.date === '2025-04-07');
    const refused = (
      await call(token, 'portfolio/deleteTransaction', {
        portfolio_id: id,
        transaction_id: firstBuy?.id ?? '',
      })
    ).body;
    expect(refused).toMatchObject({ status: 0 });
    expect((await txs(token, id)).transactions.filter((t) => t.source !== 'market')).toHaveLength(3);
  });

  it('counts the day’s P&L of shares bought today from their buy price and of carried shares sold today from the previous close', async () => {
    const token = await asha();
    const id = await create(token, 'Today');
    const today = market.feed.session().date;
    const quote = market.feed.state.quote(market.feed.state.idOf('TCS') ?? -1);
    const ltp = Math.round(quote.ltp);
    const prev = Math.round(quote.prevClose);
    expect(prev).toBeGreaterThan(0);
    // Bought 10 today ₹5 under the price: 10 × ₹5 = ₹50, whatever the previous close.
    const bought = ltp - 500;
    await add(token, id, {
      kind: 'buy',
      symbol: 'TCS',
      date: today,
      quantity: 10,
      price: bought / 100,
      charges: 20,
    });
    let h = await holdings(token, id);
    expect(h.rows[0]?.dayPnl).toBe(50);
    expect(h.portfolio.dayPnl).toBe(50);
    // Carried 10 from 2025-04-07; 14 sold today at the previous close + ₹3.
    await add(token, id, { kind: 'buy', symbol: 'TCS', date: '2025-04-07', quantity: 10, price: 3000 });
    await add(token, id, {
      kind: 'sell',
      symbol: 'TCS',
      date: today,
      quantity: 14,
      price: (prev + 300) / 100,
    });
    // The sale meets today's 10 first (intraday, at prev + ₹3 against the buy price), then 4 carried.
    const expected = (10 * (prev + 300 - bought) + 4 * 300 + 6 * (ltp - prev)) / 100;
    h = await holdings(token, id);
    expect(h.rows[0]?.quantity).toBe(6);
    expect(h.rows[0]?.dayPnl).toBeCloseTo(expected, 2);
    expect(h.portfolio.dayPnl).toBeCloseTo(expected, 2);
    // Sold out today: no row, the day's P&L stays in the portfolio's.
    await add(token, id, { kind: 'sell', symbol: 'TCS', date: today, quantity: 6, price: prev / 100 });
    h = await holdings(token, id);
    expect(h.rows).toEqual([]);
    expect(h.portfolio.dayPnl).toBeCloseTo((10 * (prev + 300 - bought) + 4 * 300) / 100, 2);
  });

  it('answers XIRR, the time-weighted returns of every period and the NIFTY 50 TRI benchmark', async () => {
    const token = await asha();
    const id = await create(token, 'Core');
    await add(token, id, {
      kind: 'buy',
      symbol: 'INFY',
      date: '2024-04-08',
      quantity: 10,
      price: 1400,
      charges: 20,
    });
    await add(token, id, {
      kind: 'buy',
      symbol: 'TCS',
      date: '2025-01-06',
      quantity: 3,
      price: 4000,
      charges: 15,
    });
    const r = (await call(token, `portfolio/getReturns?portfolio_id=${id}`))
      .body as unknown as PortfolioReturnsAnswer;
    expect(r.status).toBe(1);
    expect(r.xirr.kind).toBe('rate');
    expect(r.twr.map((p) => p.period)).toEqual(['Today', '1W', '1M', 'YTD', '1Y', '3Y', 'Max']);
    expect(r.twr.find((p) => p.period === 'Max')?.sinceInception).toBe(true);
    expect(r.twr.find((p) => p.period === '3Y')?.sinceInception).toBe(true);
    expect(r.twr.find((p) => p.period === '1M')?.cumulativePct).not.toBeNull();
    expect(r.benchmark).toMatchObject({ kind: 'ok', name: 'NIFTY 50 TRI' });
    if (r.benchmark.kind === 'ok') {
      expect(r.benchmark.note).toContain('no TRI');
      expect(r.benchmark.value).toBeGreaterThan(0);
    }
  });

  it('estimates capital gains by financial year with Schedule 112A rows and says it is not tax advice', async () => {
    const token = await asha();
    const id = await create(token, 'Core');
    await add(token, id, {
      kind: 'buy',
      symbol: 'INFY',
      date: '2023-04-10',
      quantity: 10,
      price: 1000,
      charges: 0,
    });
    await add(token, id, {
      kind: 'sell',
      symbol: 'INFY',
      date: '2024-09-10',
      quantity: 5,
      price: 1500,
      charges: 0,
    });
    await add(token, id, {
      kind: 'sell',
      symbol: 'INFY',
      date: '2025-04-10',
      quantity: 2,
      price: 1200,
      charges: 0,
    });
    const g = (await call(token, `portfolio/getCapitalGains?portfolio_id=${id}`))
      .body as unknown as CapitalGainsAnswer;
    expect(g).toMatchObject({ status: 1, estimate: true });
    expect(g.notice).toContain('not tax advice');
    expect(g.years.map((y) => y.label)).toEqual(['FY 2025-26', 'FY 2024-25']);
    const fy25 = g.years[1];
    // Long term (held > 12 months), sold after 23-Jul-2024: 12.5 %, gain 2,500 within the ₹1.25 lakh exemption.
    expect(fy25?.rows).toEqual([expect.objectContaining({ kind: 'long-term', gain: 2500, ratePct: 12.5 })]);
    expect(fy25?.schedule112A).toEqual([
      expect.objectContaining({ symbol: 'INFY', quantity: 5, balance: 2500 }),
    ]);
    expect(fy25?.tax).toBe(0);
  });

  it('applies the market’s bonus to the lots held before its ex-date', async () => {
    const token = await asha();
    const id = await create(token, 'Actions');
    const { symbol, action, buyOn, close } = stockWithAction('bonus');
    if (action.kind !== 'bonus') throw new Error('not a bonus');
    await add(token, id, {
      kind: 'buy',
      symbol,
      date: buyOn,
      quantity: 10 * action.heldShares,
      price: Math.round(close) / 100,
    });
    const h = await holdings(token, id);
    const row = h.rows.find((r) => r.symbol === symbol);
    expect(row?.quantity).toBeGreaterThanOrEqual(10 * action.heldShares + 10 * action.bonusShares);
    expect(h.actions).toContainEqual(expect.objectContaining({ symbol, date: action.exDate, kind: 'bonus' }));
    expect(row?.lots).toContainEqual(
      expect.objectContaining({ source: 'bonus', acquiredOn: action.exDate, cost: 0 }),
    );
    const list = await txs(token, id);
    expect(list.transactions.find((t) => t.kind === 'bonus')?.source).toBe('market');
  });

  it('applies the market’s split to the lots held before its ex-date, keeping their date and cost', async () => {
    const token = await asha();
    const id = await create(token, 'Split');
    const { symbol, action, buyOn, close } = stockWithAction('split');
    if (action.kind !== 'split') throw new Error('not a split');
    const price = Math.round(close) / 100;
    await add(token, id, { kind: 'buy', symbol, date: buyOn, quantity: 10, price });
    const h = await holdings(token, id);
    const row = h.rows.find((r) => r.symbol === symbol);
    const ratio = action.fromFaceValue / action.toFaceValue;
    expect(h.actions).toContainEqual(expect.objectContaining({ symbol, date: action.exDate, kind: 'split' }));
    // The split lot keeps its purchase date and whole cost; later bonuses may add lots of their own.
    expect(row?.lots[0]).toMatchObject({
      acquiredOn: buyOn,
      source: 'buy',
      quantity: Math.floor(10 * ratio),
      cost: 10 * price,
    });
  });

  it('imports a Zerodha tradebook and a Groww order history, skipping F&O and unexecuted rows', async () => {
    const token = await asha();
    const id = await create(token, 'Zerodha');
    expect(await importCsv(token, id, 'zerodha-tradebook.csv', 'zerodha-tradebook')).toMatchObject({
      status: 1,
      imported: 4,
      skipped: 1,
      message: 'Imported 4 transactions from zerodha-tradebook.csv',
    });
    const h = await holdings(token, id);
    expect(h.rows.find((r) => r.symbol === 'INFY')?.quantity).toBe(7);
    expect(h.rows.find((r) => r.symbol === 'TCS')?.quantity).toBe(4);
    const list = await txs(token, id);
    expect(
      list.transactions
        .filter((t) => t.source === 'import')
        .every((t) => t.sourceFile === 'zerodha-tradebook.csv'),
    ).toBe(true);

    const groww = await create(token, 'Groww');
    expect(await importCsv(token, groww, 'groww-order-history.csv', 'groww-orders')).toMatchObject({
      status: 1,
      imported: 2,
      skipped: 1,
    });
    const g = await holdings(token, groww);
    // Hand-computed estimate of the charges (delivery, no brokerage, the contract note's rounding):
    // buy ₹14,005: STT ₹14 + exchange ₹0.42 + SEBI ₹0.01 + stamp ₹2.10 + GST ₹0.08 = ₹16.61;
    // sell ₹6,001: STT ₹6 + exchange ₹0.18 + SEBI ₹0.01 + DP ₹13.50 + GST ₹2.46 = ₹22.15.
    const growwTxs = (await txs(token, groww)).transactions.filter((t) => t.source === 'import');
    expect(growwTxs.map((t) => [t.kind, t.charges, t.chargesEstimated])).toEqual([
      ['buy', 16.61, true],
      ['sell', 22.15, true],
    ]);
    // The 6 left keep 6/10 of ₹14,021.61 (₹8,412.97); the sale realised 6,001 − 22.15 − 5,608.64.
    expect(g.rows.find((r) => r.symbol === 'INFY')).toMatchObject({
      quantity: 6,
      invested: 8412.97,
      averageCost: 1402.16,
      realised: 370.21,
    });
  });

  it('estimates a tradebook’s charges by day, symbol and side, marks them, exports the mark, and lets a charges column of the user’s win', async () => {
    const token = await asha();
    const id = await create(token, 'Zerodha');
    await importCsv(token, id, 'zerodha-tradebook.csv', 'zerodha-tradebook');
    // INFY's two buys of 2025-04-07 (₹14,005 + ₹7,005) are one contract note's day: STT ₹21 +
    // exchange ₹0.62 + SEBI ₹0.02 + stamp ₹3.15 + GST ₹0.12 = ₹24.91, spread by turnover 16.60 + 8.31.
    // TCS ₹14,000: ₹16.61 (as the ₹14,005 buy). The INFY sale ₹12,002: STT ₹12 + exchange ₹0.36 +
    // SEBI ₹0.01 + DP ₹13.50 + GST ₹2.50 = ₹28.37.
    const list = (await txs(token, id)).transactions.filter((t) => t.source === 'import');
    expect(list.map((t) => [t.symbol, t.kind, t.charges, t.chargesEstimated])).toEqual([
      ['INFY', 'buy', 16.6, true],
      ['INFY', 'buy', 8.31, true],
      ['TCS', 'buy', 16.61, true],
      ['INFY', 'sell', 28.37, true],
    ]);
    const exported = String((await call(token, `portfolio/exportCsv?portfolio_id=${id}`)).body.csv);
    expect(exported).toContain('2025-06-02,buy,TCS,INE467B01029,4,3500,16.61,,,,yes\n');
    // Re-imported as the generic template, the estimate keeps its mark.
    const copy = await create(token, 'Copy');
    await call(token, 'portfolio/importCsv', {
      portfolio_id: copy,
      file_name: 'copy.csv',
      format: 'generic',
      content: exported,
    });
    expect(
      (await txs(token, copy)).transactions.every((t) => t.source === 'market' || t.chargesEstimated),
    ).toBe(true);
    // A charges column of the user's own in a tradebook wins and is not marked.
    const own = await create(token, 'Own charges');
    const withCharges = [
      'symbol,isin,trade_date,segment,trade_type,quantity,price,charges',
      'TCS,INE467B01029,2025-06-02,EQ,buy,4.000000,3500.00,12.34',
      'TCS,INE467B01029,2025-06-03,EQ,buy,1.000000,3500.00,',
    ].join('\n');
    expect(
      (
        await call(token, 'portfolio/importCsv', {
          portfolio_id: own,
          file_name: 'own.csv',
          format: 'zerodha-tradebook',
          content: withCharges,
        })
      ).body,
    ).toMatchObject({ status: 1, imported: 2 });
    // The blank cell is estimated: ₹3,500 buy: STT ₹4 (₹3.50 rounds up) + exchange ₹0.10 + SEBI ₹0.00
    // (₹0.0035) + stamp ₹0.53 (₹0.525) + GST ₹0.02 (₹0.018) = ₹4.65.
    expect(
      (await txs(token, own)).transactions
        .filter((t) => t.source === 'import')
        .map((t) => [t.date, t.charges, t.chargesEstimated]),
    ).toEqual([
      ['2025-06-02', 12.34, false],
      ['2025-06-03', 4.65, true],
    ]);
    // The generic template's charges are the user's: never marked.
    const generic = await create(token, 'Generic');
    await importCsv(token, generic, 'generic-template.csv', 'generic');
    expect((await txs(token, generic)).transactions.some((t) => t.chargesEstimated)).toBe(false);
  });

  it('refuses a whole file for one bad row, naming the file and line, and imports nothing', async () => {
    const token = await asha();
    const id = await create(token, 'Strict');
    expect(await importCsv(token, id, 'zerodha-tradebook-bad-row.csv', 'zerodha-tradebook')).toEqual({
      status: 0,
      message: 'zerodha-tradebook-bad-row.csv line 4: Quantity is a whole number above 0',
    });
    expect(await importCsv(token, id, 'generic-bad-date.csv', 'generic')).toEqual({
      status: 0,
      message: 'generic-bad-date.csv line 3: date “2025-13-40” is not YYYY-MM-DD',
    });
    const oversold = await importCsv(token, id, 'zerodha-tradebook-oversold.csv', 'zerodha-tradebook');
    expect(oversold.status).toBe(0);
    expect(String(oversold.message)).toMatch(/^zerodha-tradebook-oversold\.csv line 3: /);
    expect(await importCsv(token, id, 'generic-template.csv', 'zerodha-tradebook')).toEqual({
      status: 0,
      message: 'generic-template.csv line 1: missing column trade_date, trade_type',
    });
    expect((await txs(token, id)).transactions).toEqual([]);
  });

  it('exports transactions in the generic template, which imports back to the same holdings', async () => {
    const token = await asha();
    const id = await create(token, 'Generic');
    expect(await importCsv(token, id, 'generic-template.csv', 'generic')).toMatchObject({
      status: 1,
      imported: 4,
    });
    const exported = (await call(token, `portfolio/exportCsv?portfolio_id=${id}`)).body;
    expect(exported).toMatchObject({ status: 1, fileName: 'Generic-transactions.csv' });
    const csv = String(exported.csv);
    expect(csv.split('\n')[0]).toBe(
      'date,type,symbol,isin,quantity,price,charges,ratio_new,ratio_old,acquired_on,charges_estimated',
    );
    expect(csv).toContain('2024-05-02,transfer-in,SBIN,INE062A01020,20,600,40,,,2023-01-10,\n');
    const copy = await create(token, 'Copy');
    const back = (
      await call(token, 'portfolio/importCsv', {
        portfolio_id: copy,
        file_name: 'copy.csv',
        format: 'generic',
        content: csv,
      })
    ).body;
    expect(back).toMatchObject({ status: 1, imported: 4 });
    const a = await holdings(token, id);
    const b = await holdings(token, copy);
    expect(b.rows.map((r) => [r.symbol, r.quantity, r.invested, r.realised])).toEqual(
      a.rows.map((r) => [r.symbol, r.quantity, r.invested, r.realised]),
    );
    // The SBIN lot keeps its original acquisition date.
    expect(a.rows.find((r) => r.symbol === 'SBIN')?.lots[0]?.acquiredOn).toBe('2023-01-10');
  });

  it('answers another user’s portfolio (or a missing one) as none with HTTP 404, on every call, and asks a signed-out caller to sign in', async () => {
    const owner = await asha();
    const other = await ravi();
    const id = await create(owner, 'Mine');
    const buy = await add(owner, id, {
      kind: 'buy',
      symbol: 'INFY',
      date: '2025-04-07',
      quantity: 1,
      price: 1400,
    });
    const txId = buy.transactions?.[0]?.id ?? '';
    const none = { statusCode: 404, body: { status: 0, message: 'No such portfolio' } };
    const missing = 'missingAAAAA';
    for (const portfolio of [id, missing]) {
      for (const url of ['getTransactions', 'getHoldings', 'getReturns', 'getCapitalGains', 'exportCsv'])
        expect(await call(other, `portfolio/${url}?portfolio_id=${portfolio}`), url).toEqual(none);
      expect(
        await call(other, 'portfolio/savePortfolio', { portfolio_id: portfolio, name: 'Taken' }),
      ).toEqual(none);
      expect(await call(other, 'portfolio/deletePortfolio', { portfolio_id: portfolio })).toEqual(none);
      expect(
        await call(other, 'portfolio/addTransaction', {
          portfolio_id: portfolio,
          kind: 'buy',
          symbol: 'INFY',
          date: '2025-04-07',
          quantity: 1,
          price: 1,
        }),
      ).toEqual(none);
      expect(
        await call(other, 'portfolio/deleteTransaction', { portfolio_id: portfolio, transaction_id: txId }),
      ).toEqual(none);
      expect(
        await call(other, 'portfolio/importCsv', {
          portfolio_id: portfolio,
          file_name: 'generic-template.csv',
          format: 'generic',
          content: fixture('generic-template.csv'),
        }),
      ).toEqual(none);
    }
    // Another user's transaction in one's own portfolio is none too.
    const own = await create(other, 'Theirs');
    expect(
      await call(other, 'portfolio/deleteTransaction', { portfolio_id: own, transaction_id: txId }),
    ).toEqual({ statusCode: 404, body: { status: 0, message: 'No such transaction' } });
    // A refusal of a portfolio that is the caller's stays HTTP 200.
    expect(await call(owner, 'portfolio/savePortfolio', { portfolio_id: id, name: '' })).toEqual({
      statusCode: 200,
      body: { status: 0, message: 'Name the portfolio' },
    });
    expect(
      ((await call(other, 'portfolio/getlist')).body as unknown as PortfolioListAnswer).portfolios.map(
        (p) => p.name,
      ),
    ).toEqual(['Theirs']);
    expect((await txs(owner, id)).transactions.filter((t) => t.source !== 'market')).toHaveLength(1);
    for (const url of ['portfolio/getlist', `portfolio/getHoldings?portfolio_id=${id}`])
      expect((await call(null, url)).statusCode).toBe(401);
    expect((await call(null, 'portfolio/savePortfolio', { name: 'x' })).statusCode).toBe(401);
  });

  it('shows the paper-trading portfolio read-only, with holdings only', async () => {
    const token = await asha();
    expect((await call(token, 'portfolio/getHoldings?portfolio_id=paper')).body).toMatchObject({
      status: 1,
      portfolio: { id: 'paper', kind: 'paper', readOnly: true },
      rows: [],
    });
    const refusal = 'The paper-trading portfolio is read-only: trade it on the order dashboard';
    expect(
      await add(token, 'paper', {
        kind: 'buy',
        symbol: 'INFY',
        date: '2025-04-07' as IsoDate,
        quantity: 1,
        price: 1,
      }),
    ).toEqual({ status: 0, message: refusal });
    expect((await call(token, 'portfolio/deletePortfolio', { portfolio_id: 'paper' })).body).toEqual({
      status: 0,
      message: refusal,
    });
    expect((await call(token, 'portfolio/getReturns?portfolio_id=paper')).body).toMatchObject({ status: 0 });
  });
});

describe.each(testDrivers())('the paper-trading portfolio (%s)', (driver) => {
  const moving = createTestMarket();
  const ctx = useTestApp(driver, async () => ({ market: moving.market }));

  it('shows the order dashboard’s settled delivery buys as a read-only portfolio of their own', async () => {
    const token = await registerUser(ctx.t, { mobile: '9876543242', email: 'meera.p@example.in' });
    const auth = { authorization: `Bearer ${token}` };
    const form = {
      symbol: 'ITC',
      quantity: '7',
      price: '',
      triggerPrice: '',
      type: 'Market',
      signalType: 'Buy',
      product: 'Delivery',
    };
    const placed = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v3/OrderDashboard/submitSimpleOrderData',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(placed.json<Body>().status).toBe(1);
    // Through the close and into the next session: the delivery buy settles into holdings.
    moving.advance(4 * 3_600_000 + 55 * 60_000);
    moving.advance(10 * 60_000);
    const list = async () =>
      (
        await ctx.t.app.inject({ method: 'GET', url: '/api/v3/portfolio/getlist', headers: auth })
      ).json<PortfolioListAnswer>();
    await expect
      .poll(async () => (await list()).portfolios.map((p) => p.id), { timeout: 10_000 })
      .toEqual(['paper']);
    const paper = (await list()).portfolios[0];
    expect(paper).toMatchObject({ kind: 'paper', readOnly: true, holdings: 1 });
    const holdings = (
      await ctx.t.app.inject({
        method: 'GET',
        url: '/api/v3/portfolio/getHoldings?portfolio_id=paper',
        headers: auth,
      })
    ).json<PortfolioHoldingsAnswer>();
    expect(holdings.rows).toEqual([expect.objectContaining({ symbol: 'ITC', quantity: 7, lots: [] })]);
    expect(holdings.rows[0]?.value).toBeCloseTo(7 * (holdings.rows[0]?.ltp ?? 0), 2);
  });
});
