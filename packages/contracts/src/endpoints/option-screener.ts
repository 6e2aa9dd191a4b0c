import { get } from '../endpoint';
import { optionScreenAnswer, optionScreenQuery } from '../market/option-screener';

/** The option screener (apps/server/src/derivatives/option-screener.ts). */
export const optionScreenerEndpoints = {
  runScreen: get({
    path: 'Optionchain/runScreen',
    summary:
      'Run a screen in the screening language over F&O underlyings or their option contracts (iv, iv_rank, pcr, max_pain, oi_change…)',
    query: optionScreenQuery,
    answer: optionScreenAnswer,
    alsoAnswers: [400],
  }),
};
