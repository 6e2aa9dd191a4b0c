import { get, post } from '../endpoint';
import {
  contractOrderBody,
  fnoPositionsQuery,
  fnoPositionsSchemas,
  orderMarginSchemas,
  placeContractSchemas,
} from '../orders/option-trading';

const signedIn = { access: 'session' } as const;

/** OptionTrading/*: F&O paper trading of the option trading terminal (issue 15). */
export const optionTradingEndpoints = {
  orderMargin: post({
    path: 'OptionTrading/getOrderMargin',
    summary: 'What an F&O order of one or more legs will block (premium, SPAN-like margin, charges)',
    body: contractOrderBody,
    answer: orderMarginSchemas.answer,
    ...signedIn,
  }),
  placeOrders: post({
    path: 'OptionTrading/placeOrders',
    summary: 'Place a paper F&O order of one or more legs (options and futures, in lots)',
    body: contractOrderBody,
    answer: placeContractSchemas.answer,
    ...signedIn,
  }),
  positions: get({
    path: 'OptionTrading/getPositions',
    summary: 'My F&O positions with live P&L and greeks, and the session’s F&O orders',
    query: fnoPositionsQuery,
    answer: fnoPositionsSchemas.answer,
    ...signedIn,
  }),
};
