import { get, post } from '../endpoint';
import {
  oiAnalysisQuery,
  oiAnalysisSchemas,
  oiHistoryQuery,
  oiHistorySchemas,
  optionChainQuery,
  optionChainSchemas,
  optionDataQuery,
  optionDataSchemas,
  payoffBody,
  payoffSchemas,
  strategyDetailsQuery,
  strategyDetailsSchemas,
  strategyListQuery,
  strategyListSchemas,
  supportTargetQuery,
  supportTargetSchemas,
} from '../market/derivatives';
import {
  chainSnapshotQuery,
  chainSnapshotSchemas,
  chainSnapshotsQuery,
  chainSnapshotsSchemas,
} from '../market/option-data';
import { participantOiQuery, participantOiSchemas } from '../market/participant-oi';

/** Option chains, open-interest analytics and option strategies (apps/server/src/derivatives/). */
export const derivativeEndpoints = {
  optionData: get({
    path: 'globalSetting/getOptionData',
    summary: 'Option underlyings: lot sizes, strike steps and listed expiries',
    query: optionDataQuery,
    answer: optionDataSchemas.answer,
  }),
  optionChain: get({
    path: 'Optionchain/getOptionChain',
    summary: 'Option chain of an underlying and expiry, with IV, greeks and open interest',
    query: optionChainQuery,
    answer: optionChainSchemas.answer,
  }),
  oiHistory: get({
    path: 'Optionchain/getOiHistory',
    summary: 'Put-call ratio, max pain and the highest-OI strikes by day and through the session',
    query: oiHistoryQuery,
    answer: oiHistorySchemas.answer,
  }),
  supportTarget: get({
    path: 'Optionchain/getSupportTarget',
    summary: 'Support and resistance from open interest for every index or F&O stock',
    query: supportTargetQuery,
    answer: supportTargetSchemas.answer,
  }),
  oiAnalysis: get({
    path: 'OptionchainOI/getAnalysisData',
    summary: 'Open-interest analysis: PCR, max pain, levels, build-up, gamma exposure, IV (premium)',
    query: oiAnalysisQuery,
    answer: oiAnalysisSchemas.answer,
    premiumFeature: 'fno-tools',
  }),
  strategyList: get({
    path: 'OptionStrategies/getlist',
    summary: 'The catalogue of option strategies by market view',
    query: strategyListQuery,
    answer: strategyListSchemas.answer,
  }),
  strategyDetails: get({
    path: 'OptionStrategies/getDetails',
    summary: 'A catalogue strategy placed at the money on a live chain, with payoff and margin',
    query: strategyDetailsQuery,
    answer: strategyDetailsSchemas.answer,
  }),
  chainSnapshots: get({
    path: 'OptionData/getSnapshots',
    summary: 'Imported NSE option-chain snapshots: symbols, dates and the snapshots of a symbol on a date',
    query: chainSnapshotsQuery,
    answer: chainSnapshotsSchemas.answer,
  }),
  chainSnapshot: get({
    path: 'OptionData/getSnapshot',
    summary:
      'One imported NSE option-chain snapshot for an expiry, as NSE published it, with PCR, max pain and OI levels',
    query: chainSnapshotQuery,
    answer: chainSnapshotSchemas.answer,
  }),
  payoff: post({
    path: 'OptionStrategies/getPayoff',
    summary:
      'Payoff at expiry and at a date, breakevens, greeks, probability of profit and margin of a position',
    body: payoffBody,
    answer: payoffSchemas.answer,
  }),
  participantOi: get({
    path: 'FutureStock/getParticipantOi',
    summary:
      'Participant-wise open interest of a session (Client, DII, FII, Pro), net positions and FII index futures over the sessions',
    query: participantOiQuery,
    answer: participantOiSchemas.answer,
  }),
} as const;
