/**
 * OptionchainTips/* (packages/contracts/src/endpoints/option-tips.ts): the record of the option
 * tips (public: closed tips only, so the record stays public) and today's tips with their live P&L
 * (the `live-option-tips` feature of the F&O plan).
 */
import {
  OPTION_TIP_RULE_NAMES,
  OPTION_TIP_UNDERLYINGS,
  type OptionTipDto,
  optionTipEndpoints,
  type TipMethodDto,
  type TipStatsDto,
} from '@nivesh/contracts';
import {
  type OptionTip,
  type RecordedTip,
  TIP_THRESHOLDS,
  type TipFill,
  type TipJudgement,
  type TipRecordStats,
  tipRecord,
  tipRecordStats,
} from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import type { OptionMarkets } from '../derivatives/option-markets';
import { ok } from '../http/answers';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';
import { sessionClock } from '../intraday-screeners/session-bars-status';
import type { MarketService } from '../market/market.service';
import { marketSource, round } from '../market/market-answers';
import { legColumns, type OptionTipsService, type StoredTip, TIP_SCHEDULE } from './option-tips.service';
import { verifyLedger } from './tip-ledger';

export interface OptionTipsRoutesOptions {
  readonly gates: EndpointGates;
  readonly market: MarketService;
  readonly markets: OptionMarkets;
  readonly tips: OptionTipsService;
}

const rupees = (paise: number): number => round(paise / 100, 2);
const nullableRupees = (paise: number | null): number | null => (paise === null ? null : rupees(paise));
const pct = (x: number): number => round(x * 100, 2);

/** The method in numbers (the page states it in words). */
export function tipMethod(): TipMethodDto {
  const t = TIP_THRESHOLDS;
  return {
    underlyings: [...OPTION_TIP_UNDERLYINGS],
    everyMinutes: TIP_SCHEDULE.every,
    firstIssue: sessionClock(TIP_SCHEDULE.first),
    lastIssue: sessionClock(TIP_SCHEDULE.last),
    exitBy: sessionClock(TIP_SCHEDULE.exit),
    thresholds: {
      nearLevelPct: pct(t.nearLevel),
      bullishPcr: t.bullishPcr,
      bearishPcr: t.bearishPcr,
      richIvRank: t.richIvRank,
      cheapIvRank: t.cheapIvRank,
      optionTargetPct: pct(t.optionTarget),
      optionStopPct: pct(t.optionStop),
      shortStraddleTargetPct: pct(t.shortStraddleTarget),
      shortStraddleStopPct: pct(t.shortStraddleStop),
      longStraddleTargetPct: pct(t.longStraddleTarget),
      longStraddleStopPct: pct(t.longStraddleStop),
      minimumPremium: rupees(t.minimumPremiumPaise),
    },
  };
}

export function statsDto(s: TipRecordStats): TipStatsDto {
  return {
    sampleSize: s.sampleSize,
    open: s.open,
    unfilled: s.unfilled,
    wins: s.wins,
    losses: s.losses,
    byStatus: s.byStatus,
    hitRatePct: s.hitRate === null ? null : round(s.hitRate * 100, 1),
    averageWin: nullableRupees(s.averageWinPaise),
    averageLoss: nullableRupees(s.averageLossPaise),
    expectancy: nullableRupees(s.expectancyPaise),
    profitFactor: s.profitFactor === null ? null : round(s.profitFactor, 2),
    maxDrawdown: rupees(s.maxDrawdownPaise),
    netPnl: rupees(s.netPaise),
  };
}

const fillDto = (f: TipFill | null) =>
  f && { at: f.at, premium: rupees(f.premium), legs: f.legs.map(rupees) };

const finite = (x: number): number | null => (Number.isFinite(x) ? round(x, 2) : null);

/** A tip as answered, with its judgement (stored or live) and each leg's LTP when known. */
export function tipDto(
  stored: StoredTip,
  j: TipJudgement | null,
  ltps: readonly (number | null)[] = [],
): OptionTipDto {
  const { tip } = stored;
  return {
    id: stored.id,
    underlying: tip.underlying,
    rule: tip.rule,
    sessionDate: tip.sessionDate,
    issuedAt: tip.issuedAt,
    exitBy: tip.exitBy,
    lotSize: tip.lotSize,
    side: tip.side,
    legs: tip.legs.map((l, i) => ({ ...l, priceAtIssue: rupees(l.priceAtIssue), ltp: ltps[i] ?? null })),
    premiumAtIssue: rupees(tip.premiumAtIssue),
    target: rupees(tip.target),
    stop: rupees(tip.stop),
    facts: {
      spot: round(tip.facts.spot, 2),
      spotBefore: round(tip.facts.spotBefore, 2),
      pcr: finite(tip.facts.pcr),
      ivRank: tip.facts.ivRank === null ? null : finite(tip.facts.ivRank),
      level: tip.facts.level,
    },
    status: j?.status ?? 'open',
    entry: fillDto(j?.entry ?? null),
    exit: fillDto(j?.exit ?? null),
    grossPnl: rupees(j?.grossPaise ?? 0),
    charges: rupees(j?.chargesPaise ?? 0),
    netPnl: rupees(j?.netPaise ?? 0),
    hash: stored.hash,
  };
}

/** A tip as the record reads it: open until judged. */
const recorded = (tip: OptionTip, j: TipJudgement | null): RecordedTip => ({
  rule: tip.rule,
  status: j?.status ?? 'open',
  netPaise: j?.netPaise ?? 0,
  exitAt: j?.exit?.at ?? null,
});

export const optionTipsRoutes: FastifyPluginAsync<OptionTipsRoutesOptions> = async (app, options) => {
  const route = endpointRouter(app, options.gates);
  const { market, markets, tips } = options;

  route(optionTipEndpoints.tips, async ({ query }) => {
    const rows = await tips.ledger.all();
    const check = verifyLedger(rows);
    const all = (await tips.stored()).filter(
      (s) =>
        (query.underlying === 'ALL' || s.tip.underlying === query.underlying) &&
        (!query.from || s.tip.sessionDate >= query.from) &&
        (!query.to || s.tip.sessionDate <= query.to),
    );
    const record = tipRecord(
      all.map((s) => recorded(s.tip, s.judgement)),
      OPTION_TIP_RULE_NAMES,
    );
    const closed = all
      .filter((s) => s.judgement && (query.rule === 'all' || s.tip.rule === query.rule))
      .sort((a, b) => b.tip.issuedAt - a.tip.issuedAt);
    const pages = Math.max(1, Math.ceil(closed.length / query.limit));
    const page = Math.min(query.page, pages);
    const slice = closed.slice((page - 1) * query.limit, page * query.limit);
    return ok(`${closed.length} closed option tips`, {
      source: marketSource(market),
      method: tipMethod(),
      ledger: { ...check, since: rows[0]?.sessionDate ?? null },
      record: {
        overall: statsDto(record.overall),
        byRule: record.byRule.map((r) => ({ rule: r.rule, stats: statsDto(r.stats) })),
      },
      tips: slice.map((s) => tipDto(s, s.judgement)),
      page,
      pages,
      total: closed.length,
    });
  });

  route(optionTipEndpoints.liveTips, async () => {
    const session = market.feed.session();
    const today = (await tips.stored()).filter((s) => s.tip.sessionDate === session.date);
    const dtos: OptionTipDto[] = [];
    const judged: RecordedTip[] = [];
    for (const s of today) {
      const j = s.judgement ?? (await tips.judgeNow(s.tip)) ?? null;
      const ref = markets.underlying(s.tip.underlying);
      const expiry =
        ref && markets.liveChain(ref).today.expiries.find((e) => e.expiry === s.tip.legs[0]?.expiry);
      const ltps = s.tip.legs.map((leg) => {
        if (!expiry) return null;
        const { i, side } = legColumns(expiry, leg);
        const price = i >= 0 ? side.price[i] : undefined;
        return price === undefined ? null : rupees(price);
      });
      dtos.push(tipDto(s, j, ltps));
      judged.push(recorded(s.tip, j));
    }
    return ok(`${dtos.length} option tips today`, {
      source: marketSource(market),
      method: tipMethod(),
      sessionDate: session.date,
      tips: dtos.sort((a, b) => b.issuedAt - a.issuedAt),
      today: statsDto(tipRecordStats(judged)),
    });
  });
};
