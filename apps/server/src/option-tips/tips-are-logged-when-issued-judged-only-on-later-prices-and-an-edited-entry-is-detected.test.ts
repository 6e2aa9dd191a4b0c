import { isoDate, type OptionTip, type TipJudgement } from '@nivesh/market';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionTipEvents } from '../db/schema';
import { DerivativesService } from '../derivatives/derivatives.service';
import type { OptionMarkets } from '../derivatives/option-markets';
import { signalMarketKey } from '../signals/auto-signals.repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createTestMarket, TEST_MARKET_SEED, type TestMarket } from '../testing/test-market';
import { OptionTipsService, tipIdOf } from './option-tips.service';
import { TipLedger, verifyLedger } from './tip-ledger';

// The demo clock starts the test market on Monday 2026-11-23 at 10:30 IST; the test plays the
// session to 15:25, one market minute at a time, as the server's ticks would.
describe('the option tips service on the simulated market', () => {
  let database: TestDatabase;
  let t: TestMarket;
  let ledger: TipLedger;
  let service: OptionTipsService;
  let markets: OptionMarkets;
  const errors: unknown[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = createTestMarket();
    ledger = new TipLedger(database.db, signalMarketKey('simulated', TEST_MARKET_SEED));
    markets = new DerivativesService(t.market, database.db).markets;
    service = new OptionTipsService(t.market, markets, ledger, (e) => errors.push(e));
    for (let minute = 0; minute <= 295; minute++) {
      await service.step();
      t.advance(60_000);
    }
    await service.step();
  }, 300_000);
  afterAll(async () => database.close());

  it('issues tips at quarter-hour marks, each logged when issued and judged in a later entry', async () => {
    expect(errors).toEqual([]);
    const rows = await ledger.all();
    const issued = rows.filter((r) => r.kind === 'issued');
    expect(issued.length).toBeGreaterThan(0);
    const session = t.market.feed.session();
    for (const row of issued) {
      const tip = JSON.parse(row.body) as { issuedAt: number; exitBy: number };
      // Issued within three market minutes after a quarter-hour mark, and logged at that instant.
      const minutes = (tip.issuedAt - session.openMs) / 60_000;
      expect(minutes % 15).toBeLessThan(3);
      expect(row.recordedAt.getTime()).toBe(tip.issuedAt);
      expect(tip.exitBy).toBe(session.openMs + 365 * 60_000);
      const judged = rows.find((r) => r.kind === 'judged' && r.tipId === row.tipId);
      // The session is past 15:20: every tip is judged, in an entry appended after its issue.
      expect(judged?.id).toBeGreaterThan(row.id);
      const j = JSON.parse(judged?.body ?? '{}') as { status: string; entry: { at: number } | null };
      expect(['target', 'stop', 'time', 'unfilled']).toContain(j.status);
      if (j.entry) expect(j.entry.at).toBeGreaterThan(tip.issuedAt);
    }
    expect(verifyLedger(rows)).toMatchObject({ verified: true, brokenAt: null, entries: rows.length });
  });

  it('appends nothing more once everything is judged, and no tip twice for a rule, underlying and day', async () => {
    const before = await ledger.all();
    await service.step();
    t.advance(60_000);
    await service.step();
    const after = await ledger.all();
    expect(after).toHaveLength(before.length);
    const ids = after.filter((r) => r.kind === 'issued').map((r) => r.tipId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('judges a tip of a past session the server did not see close on that session rebuilt from its seed', async () => {
    const issued = (await ledger.all()).find((r) => r.kind === 'issued');
    if (!issued) throw new Error('an issued tip expected');
    const tip = JSON.parse(issued.body) as OptionTip;
    // The same contracts, issued at the same time of the session before (Friday 2026-11-20).
    const back = Date.parse('2026-11-23T00:00:00Z') - Date.parse('2026-11-20T00:00:00Z');
    const past: OptionTip = {
      ...tip,
      sessionDate: '2026-11-20',
      issuedAt: tip.issuedAt - back,
      exitBy: tip.exitBy - back,
    };
    await ledger.append([
      {
        kind: 'issued',
        tipId: tipIdOf(past),
        sessionDate: past.sessionDate,
        underlying: past.underlying,
        rule: past.rule,
        recordedAt: new Date(past.issuedAt),
        body: JSON.stringify(past),
      },
    ]);
    const fresh = new OptionTipsService(t.market, markets, ledger, (e) => errors.push(e));
    await fresh.step();
    expect(errors).toEqual([]);
    const judged = (await ledger.all()).find((r) => r.kind === 'judged' && r.tipId === tipIdOf(past));
    const j = JSON.parse(judged?.body ?? '{}') as TipJudgement;
    expect(['target', 'stop', 'time']).toContain(j.status);
    expect(j.entry?.at).toBeGreaterThan(past.issuedAt);
    expect(j.exit?.at).toBeLessThanOrEqual(past.exitBy);
  });

  it('detects an edited entry, a deleted one, and an UPDATE of a row in the database', async () => {
    const rows = await ledger.all();
    const [first, second] = rows;
    if (!first || !second) throw new Error('two entries expected');
    const edited = rows.map((r) =>
      r.id === second.id ? { ...r, body: r.body.replace('"lots":1', '"lots":2') } : r,
    );
    expect(verifyLedger(edited)).toMatchObject({ verified: false, brokenAt: 2 });
    expect(verifyLedger(rows.filter((r) => r.id !== first.id))).toMatchObject({
      verified: false,
      brokenAt: 1,
    });
    // An UPDATE of a row in the database is caught the same way.
    await database.db
      .update(optionTipEvents)
      .set({ sessionDate: isoDate('2026-11-20') })
      .where(eq(optionTipEvents.id, first.id));
    expect(verifyLedger(await ledger.all())).toMatchObject({ verified: false, brokenAt: 1 });
  });
});
