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
    summary: 'Open-interest analysis: PCR, max pain, levels, build-up, gamma exposure, IV',
    query: oiAnalysisQuery,
    answer: oiAnalysisSchemas.answer,
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
  payoff: post({
    path: 'OptionStrategies/getPayoff',
    summary:
      'Payoff at expiry and at a date, breakevens, greeks, probability of profit and margin of a position',
    body: payoffBody,
    answer: payoffSchemas.answer,
  }),
} as const;
