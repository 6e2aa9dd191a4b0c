import { get } from '../endpoint';
import { liveTipsQuery, liveTipsSchemas, tipsQuery, tipsSchemas } from '../market/option-tips';

/** Option tips and their record (apps/server/src/option-tips/). */
export const optionTipEndpoints = {
  tips: get({
    path: 'OptionchainTips/getTips',
    summary:
      'The record of option tips: closed tips with their outcome net of charges, statistics per rule and overall, the method and the hash chain',
    query: tipsQuery,
    answer: tipsSchemas.answer,
  }),
  liveTips: get({
    path: 'OptionchainTips/getLiveTips',
    summary: "Today's option tips with entry, target, stop, LTP and live P&L (premium)",
    query: liveTipsQuery,
    answer: liveTipsSchemas.answer,
    premiumFeature: 'live-option-tips',
  }),
} as const;
