// The derivatives area's endpoints as TanStack Query options: every page of the area fetches
// through these (one place per endpoint), refreshed while the session trades.
import {
  derivativeEndpoints,
  type OiAnalysisQuery,
  type OiHistoryQuery,
  type OptionChainQuery,
  optionTipEndpoints,
  type PayoffBody,
  type StrategyDetailsQuery,
  type StrategyPosition,
  type TipsQuery,
  type UNDERLYING_KINDS,
} from '@nivesh/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { liveMarketQueryOptions, refreshWhileLive } from '@/lib/live-market-query';

/** Chains and analytics refresh this often while the session trades (ms). */
export const DERIVATIVES_REFRESH_MS = 5_000;
const AREA = 'derivatives';

/** globalSetting/getOptionData: every underlying with lot, strike step and expiries. */
export const optionDataQueryOptions = () =>
  liveMarketQueryOptions(AREA, derivativeEndpoints.optionData, {}, 30_000);
export const useOptionData = () => useQuery(optionDataQueryOptions());

/** Optionchain/getOptionChain. */
export const optionChainQueryOptions = (params: OptionChainQuery) =>
  liveMarketQueryOptions(AREA, derivativeEndpoints.optionChain, params, DERIVATIVES_REFRESH_MS);
export const useOptionChain = (params: OptionChainQuery) =>
  useQuery({ ...optionChainQueryOptions(params), placeholderData: keepPreviousData });

/** OptionchainOI/getAnalysisData. */
export const oiAnalysisQueryOptions = (params: OiAnalysisQuery) =>
  liveMarketQueryOptions(AREA, derivativeEndpoints.oiAnalysis, params, 15_000);
export const useOiAnalysis = (params: OiAnalysisQuery) =>
  useQuery({ ...oiAnalysisQueryOptions(params), placeholderData: keepPreviousData });

/** Optionchain/getOiHistory: PCR, max pain and highest-OI strikes by day and intraday. */
export const oiHistoryQueryOptions = (params: OiHistoryQuery) =>
  liveMarketQueryOptions(AREA, derivativeEndpoints.oiHistory, params, 60_000);
export const useOiHistory = (params: OiHistoryQuery) =>
  useQuery({ ...oiHistoryQueryOptions(params), placeholderData: keepPreviousData });

/** Optionchain/getSupportTarget: OI support and resistance of every index or F&O stock. */
export const supportTargetQueryOptions = (kind: (typeof UNDERLYING_KINDS)[number]) =>
  liveMarketQueryOptions(AREA, derivativeEndpoints.supportTarget, { kind }, 60_000);
export const useSupportTarget = (kind: (typeof UNDERLYING_KINDS)[number]) =>
  useQuery(supportTargetQueryOptions(kind));

/** A valued strategy trades while its chain's market does (the source sits on the position). */
const positionLive = (answer: { readonly position: StrategyPosition }) => answer.position.source.live;

/** OptionStrategies/getlist: the catalogue (it does not change while the app runs). */
export const strategyListQueryOptions = () =>
  queryOptions({
    queryKey: [AREA, derivativeEndpoints.strategyList.path],
    queryFn: ({ signal }) => callEndpoint(derivativeEndpoints.strategyList, { query: {}, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useStrategyList = () => useQuery(strategyListQueryOptions());

/** OptionStrategies/getDetails: a catalogue strategy placed at the money. */
export const strategyDetailsQueryOptions = (params: StrategyDetailsQuery) =>
  liveMarketQueryOptions(AREA, derivativeEndpoints.strategyDetails, params, 15_000, positionLive);
export const useStrategyDetails = (params: StrategyDetailsQuery) =>
  useQuery({ ...strategyDetailsQueryOptions(params), placeholderData: keepPreviousData });

/**
 * OptionStrategies/getPayoff: a position valued on the live chain. A POST that only reads, so it is
 * a query keyed by its body (sliders re-ask; the previous answer stays on screen meanwhile).
 */
export const payoffQueryOptions = (body: PayoffBody) =>
  queryOptions({
    queryKey: [AREA, derivativeEndpoints.payoff.path, body],
    queryFn: ({ signal }) => callEndpoint(derivativeEndpoints.payoff, { body, signal }),
    // The current P&L follows the live chain while the session trades.
    refetchInterval: refreshWhileLive(15_000, positionLive),
    staleTime: 5_000,
  });
export const usePayoff = (body: PayoffBody | undefined) =>
  useQuery({
    ...payoffQueryOptions(body ?? { symbol: 'NIFTY', legs: [] }),
    enabled: body !== undefined && body.legs.length > 0,
    placeholderData: keepPreviousData,
  });

/** OptionchainTips/getTips: the record of the option tips (closed tips, paged, and the statistics). */
export const tipsQueryOptions = (params: TipsQuery) =>
  liveMarketQueryOptions(AREA, optionTipEndpoints.tips, params, 60_000);
export const useOptionTips = (params: TipsQuery) =>
  useQuery({ ...tipsQueryOptions(params), placeholderData: keepPreviousData });

/** OptionchainTips/getLiveTips: today's tips with their live P&L (the F&O plan's live option tips). */
export const liveTipsQueryOptions = () =>
  liveMarketQueryOptions(AREA, optionTipEndpoints.liveTips, {}, 15_000);
export const useLiveOptionTips = () => useQuery(liveTipsQueryOptions());
