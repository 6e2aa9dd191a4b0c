/**
 * PortfolioAnalysis/* (spec 7; issue 18): the signed-in user's risk profiles (the questionnaire,
 * scored by the shared rule of @nivesh/contracts) and the risk X-ray of the user's holdings against
 * one of them. Every read is scoped by the session's user: another user's profile answers HTTP 404
 * "No such profile", exactly as one that does not exist.
 *
 * The X-ray reads one of the user's portfolios (`portfolio_id`; current FIFO holdings at the live
 * price) or the order dashboard's paper book (`portfolio_id=paper` or `source=paper`); without
 * either, the first portfolio, else the paper book. Another user's portfolio answers HTTP 404
 * "No such portfolio", as on the dashboard.
 */
import {
  completeAnswers,
  LOSS_TOLERANCE_PCT,
  portfolioAnalysisEndpoints,
  RISK_PROFILE_MESSAGES,
  RISK_PROFILES_MAX,
  type RiskProfile,
  type RiskProfileSummary,
  riskProfileErrors,
  scoreRiskAnswers,
} from '@nivesh/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sessionOf } from '../auth/session-auth';
import type { RiskProfileRow } from '../db/schema';
import { ok, refuse, refuseNotFound } from '../http/answers';
import type { AreaRoutesOptions } from '../http/area-routes-options';
import { endpointRouter } from '../http/endpoint-routes';
import { marketSource } from '../market/market-answers';
import { NO_SUCH_PORTFOLIO } from '../portfolios/portfolios.routes';
import { holdingsOverlap, holdingsXray } from './holdings-xray';
import { chosenSource, xraySources } from './xray-sources';

/** The stored answers scored now, or null when they no longer make a complete questionnaire. */
function profileOf(row: RiskProfileRow): RiskProfile | null {
  const answers = completeAnswers(row.answers);
  if (!answers) return null;
  const s = scoreRiskAnswers(answers);
  return {
    id: row.id,
    name: row.name,
    score: s.score,
    maxScore: s.maxScore,
    category: s.category,
    createdAt: row.createdAt.toISOString(),
    rows: [...s.rows],
    scoreCategory: s.scoreCategory,
    band: s.band,
    cappedBy: s.cappedBy,
    allocation: s.allocation,
  };
}

function summaryOf(p: RiskProfile): RiskProfileSummary {
  return {
    id: p.id,
    name: p.name,
    score: p.score,
    maxScore: p.maxScore,
    category: p.category,
    createdAt: p.createdAt,
  };
}

const notFound = (reply: FastifyReply) => refuseNotFound(reply, RISK_PROFILE_MESSAGES.notFound);

export const portfolioAnalysisRoutes: FastifyPluginAsync<AreaRoutesOptions> = async (
  app,
  { services, clock, gates },
) => {
  const { market, riskProfiles: repository } = services;
  const route = endpointRouter(app, gates);

  route(portfolioAnalysisEndpoints.profileList, async (request) => {
    const rows = await repository.list(sessionOf(request).user.id);
    const profiles = rows.flatMap((row) => {
      const p = profileOf(row);
      return p ? [summaryOf(p)] : [];
    });
    return ok(`${profiles.length} of ${RISK_PROFILES_MAX} profiles`, { profiles, limit: RISK_PROFILES_MAX });
  });

  route(portfolioAnalysisEndpoints.addProfile, async (request) => {
    const { user } = sessionOf(request);
    const { mobile: _m, web_token: _w, ...draft } = request.body;
    const errors = Object.values(riskProfileErrors(draft));
    const answers = completeAnswers(draft);
    if (errors[0] !== undefined || !answers) return refuse(errors[0] ?? RISK_PROFILE_MESSAGES.answerRequired);
    const saved = await repository.withUserLock(user.id, async (tx) => {
      if ((await tx.count(user.id)) >= RISK_PROFILES_MAX) return null;
      return tx.insert(user.id, draft.name.trim(), answers, clock.now());
    });
    if (!saved) return refuse(RISK_PROFILE_MESSAGES.limit);
    const profile = profileOf(saved);
    if (!profile) return refuse(RISK_PROFILE_MESSAGES.answerRequired);
    return ok(`Saved “${profile.name}”: ${profile.score} of ${profile.maxScore}`, { profile });
  });

  route(portfolioAnalysisEndpoints.profileData, async (request, reply) => {
    const row = await repository.get(sessionOf(request).user.id, request.query.profile_id);
    const profile = row && profileOf(row);
    return profile ? ok(profile.name, { profile }) : notFound(reply);
  });

  route(portfolioAnalysisEndpoints.deleteProfile, async (request, reply) => {
    const deleted = await repository.delete(sessionOf(request).user.id, request.query.profile_id);
    return deleted ? ok('Profile deleted', {}) : notFound(reply);
  });

  route(portfolioAnalysisEndpoints.performance, async (request, reply) => {
    const { user } = sessionOf(request);
    const row = await repository.get(user.id, request.query.profile_id);
    const profile = row && profileOf(row);
    const answers = row && completeAnswers(row.answers);
    if (!profile || !answers) return notFound(reply);
    const sources = await xraySources(services, user.id, clock.now());
    const chosen = chosenSource(sources, request.query.portfolio_id, request.query.source);
    if (!chosen) return refuseNotFound(reply, NO_SUCH_PORTFOLIO);
    const state = market.feed.state;
    const xray = holdingsXray(
      state,
      chosen.held,
      profile.allocation,
      LOSS_TOLERANCE_PCT[answers.lossTolerance],
    );
    const others = sources.filter(
      (s) => s.choice.id !== chosen.choice.id && (s.choice.kind === 'portfolio' || s.held.length > 0),
    );
    const { overlap, warnings } = holdingsOverlap(state, chosen.held, others);
    const kind = chosen.choice.kind;
    return ok(
      xray.holdings.length === 0
        ? kind === 'paper'
          ? 'No paper holdings yet'
          : `No holdings in “${chosen.choice.name}” yet`
        : `${xray.holdings.length} holdings against “${profile.name}”`,
      {
        profile: summaryOf(profile),
        source: marketSource(market),
        holdings: kind,
        portfolio: chosen.choice,
        choices: sources.map((s) => s.choice),
        xray: { ...xray, warnings: [...xray.warnings, ...warnings] },
        overlap,
      },
    );
  });
};
