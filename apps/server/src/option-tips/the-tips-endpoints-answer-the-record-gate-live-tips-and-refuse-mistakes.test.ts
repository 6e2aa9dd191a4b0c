import type { LiveTipsAnswer, TipsAnswer } from '@nivesh/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { optionTipEvents } from '../db/schema';
import { planUserQuery } from '../payments/payment-test-support';
import { signalMarketKey } from '../signals/auto-signals.repository';
import { useTestApp } from '../testing/test-app-lifecycle';
import { createTestMarket, TEST_MARKET_SEED } from '../testing/test-market';
import { TipLedger } from './tip-ledger';

type Refusal = { status: 0; message: string; premium?: { tiers: string[] } };

/** A NIFTY call tip of the test session, closed at its target for ₹2,183.14 net. */
const TIP = {
  underlying: 'NIFTY',
  rule: 'put-wall-bounce',
  sessionDate: '2026-11-20',
  issuedAt: Date.parse('2026-11-20T04:15:00Z'),
  exitBy: Date.parse('2026-11-20T09:50:00Z'),
  lotSize: 75,
  side: 'buy',
  legs: [{ expiry: '2026-11-24', strike: 26000, right: 'CE', side: 'buy', lots: 1, priceAtIssue: 11_500 }],
  premiumAtIssue: 11_500,
  target: 14_950,
  stop: 9_200,
  facts: { spot: 25_960, spotBefore: 25_920, pcr: 1.3, ivRank: 40, level: 25_900 },
};
const JUDGED = {
  status: 'target',
  entry: { at: TIP.issuedAt + 60_000, legs: [12_000], premium: 12_000 },
  exit: { at: TIP.issuedAt + 180_000, legs: [15_000], premium: 15_000 },
  grossPaise: 225_000,
  chargesPaise: 7_000,
  netPaise: 218_000,
};

describe('OptionchainTips/getTips and OptionchainTips/getLiveTips', () => {
  const ctx = useTestApp('pglite', async () => ({
    market: createTestMarket().market,
    env: { MARKET_SEED: TEST_MARKET_SEED },
  }));
  const get = async <T>(path: string) => {
    const res = await ctx.t.app.inject({ url: `/api/v3/${path}` });
    return { statusCode: res.statusCode, body: res.json<T>() };
  };

  it('answers the record with its statistics, method and verified chain; an edited entry shows', async () => {
    const ledger = new TipLedger(ctx.database.db, signalMarketKey('simulated', TEST_MARKET_SEED));
    const content = (kind: 'issued' | 'judged', body: object, at: number) => ({
      kind,
      tipId: `${TIP.sessionDate}|NIFTY|put-wall-bounce`,
      sessionDate: TIP.sessionDate,
      underlying: 'NIFTY',
      rule: 'put-wall-bounce',
      recordedAt: new Date(at),
      body: JSON.stringify(body),
    });
    await ledger.append([content('issued', TIP, TIP.issuedAt)]);
    await ledger.append([content('judged', JUDGED, JUDGED.exit.at)]);

    const { body } = await get<TipsAnswer>('OptionchainTips/getTips');
    expect(body.status).toBe(1);
    expect(body.ledger).toMatchObject({ entries: 2, verified: true, brokenAt: null, since: '2026-11-20' });
    expect(body.record.overall).toMatchObject({ sampleSize: 1, wins: 1, hitRatePct: 100, netPnl: 2180 });
    expect(body.record.byRule.map((r) => r.stats.sampleSize)).toEqual([1, 0, 0, 0]);
    expect(body.tips[0]).toMatchObject({
      status: 'target',
      target: 149.5,
      entry: { premium: 120 },
      netPnl: 2180,
    });
    expect(body.method).toMatchObject({ firstIssue: '09:30', lastIssue: '14:45', exitBy: '15:20' });
    expect(body.method.thresholds).toMatchObject({ bullishPcr: 1.2, bearishPcr: 0.7, richIvRank: 80 });

    const filtered = await get<TipsAnswer>(
      'OptionchainTips/getTips?underlying=banknifty&rule=put-wall-bounce',
    );
    expect(filtered.body).toMatchObject({ status: 1, total: 0, page: 1, pages: 1 });

    const [first] = await ledger.all();
    await ctx.database.db
      .update(optionTipEvents)
      .set({ body: '{}' })
      .where(eq(optionTipEvents.id, first?.id ?? 0));
    const tampered = await get<TipsAnswer>('OptionchainTips/getTips');
    expect(tampered.body.ledger).toMatchObject({ verified: false, brokenAt: 1 });
  });

  it('refuses mistakes in the query with 400, never 500', async () => {
    for (const query of [
      'rule=guess',
      'underlying=RELIANCE',
      'from=2026-13-45x',
      'from=2026-11-20&to=2026-11-01',
      'page=0',
      'limit=1000',
    ]) {
      const res = await get<Refusal>(`OptionchainTips/getTips?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('opens live tips to the F&O plan only', async () => {
    const visitor = await get<Refusal>('OptionchainTips/getLiveTips');
    expect(visitor.body).toMatchObject({ status: 0, premium: { tiers: ['fno'] } });
    const paid = await get<LiveTipsAnswer>(`OptionchainTips/getLiveTips?${await planUserQuery(ctx.t, 4)}`);
    expect(paid.body).toMatchObject({ status: 1, sessionDate: '2026-11-23', tips: [] });
    expect(paid.body.today.sampleSize).toBe(0);
  });
});
