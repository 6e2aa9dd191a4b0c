import { get } from '../endpoint';
import { corporateActionsQuery, corporateActionsSchemas } from '../market/corporate-actions';
import {
  dealsPerformanceQuery,
  dealsPerformanceSchemas,
  dealsQuery,
  dealsSchemas,
  stockDealsQuery,
  stockDealsSchemas,
} from '../market/deals';
import {
  eventsPerformanceQuery,
  eventsPerformanceSchemas,
  eventsQuery,
  eventsSchemas,
} from '../market/events';
import {
  fiiDerivativesQuery,
  fiiDerivativesSchemas,
  fiiDiiActivitiesQuery,
  fiiDiiActivitiesSchemas,
  fiiDiiDataQuery,
  fiiDiiDataSchemas,
} from '../market/fii-dii';
import {
  insiderPerformanceQuery,
  insiderPerformanceSchemas,
  insiderTradesQuery,
  insiderTradesSchemas,
  stockInsiderTradesQuery,
  stockInsiderTradesSchemas,
} from '../market/insider-trades';

/** Today's activity of institutions: FII/DII cash flows, bulk and block deals (apps/server/src/today-activity/). */
export const todayActivityEndpoints = {
  fiiDiiData: get({
    path: 'TodayActivity/getFiiDiiData',
    summary:
      "A session's FII and DII cash-market purchases, sales and net (₹ crore), its history and month and year to date",
    query: fiiDiiDataQuery,
    answer: fiiDiiDataSchemas.answer,
  }),
  fiiDiiActivities: get({
    path: 'TodayActivity/getFiiDiiActivities',
    summary: 'FII and DII cash-market totals by month or year with NIFTY 50, and the cumulative flows',
    query: fiiDiiActivitiesQuery,
    answer: fiiDiiActivitiesSchemas.answer,
  }),
  fiiDerivatives: get({
    path: 'TodayActivity/getFiiDerivatives',
    summary:
      "A session's FII derivatives statistics: index and stock futures and options (and each index) bought, sold and open at the close, contracts and ₹ crore",
    query: fiiDerivativesQuery,
    answer: fiiDerivativesSchemas.answer,
  }),
  deals: get({
    path: 'TodayActivity/getDeals',
    summary:
      "A session's bulk or block deals (client, side, quantity, price, share of listed shares, move since), largest first",
    query: dealsQuery,
    answer: dealsSchemas.answer,
  }),
  dealsPerformance: get({
    path: 'TodayActivity/getDealsPerformance',
    summary:
      'What stocks did after bulk or block deals: returns at T+1, T+5, T+20, T+60 and minus NIFTY 50, by side, client, category or size, with 95 % intervals',
    query: dealsPerformanceQuery,
    answer: dealsPerformanceSchemas.answer,
  }),
  stockDeals: get({
    path: 'TodayActivity/getStockDeals',
    summary:
      "One stock's bulk and block deals over a range of sessions (default a year), newest first, with the move since",
    query: stockDealsQuery,
    answer: stockDealsSchemas.answer,
  }),
  corporateActions: get({
    path: 'TodayActivity/getCorporateActions',
    summary:
      "A session's corporate actions going ex (dividend per share and yield, split, bonus, rights, buy-back, demerger), or a stock's, with those announced for the next 30 days",
    query: corporateActionsQuery,
    answer: corporateActionsSchemas.answer,
  }),
  insiderTrades: get({
    path: 'TodayActivity/getInsiderTrades',
    summary:
      "A session's SEBI PIT 7(2) insider-trading disclosures (person, category, mode, holding before and after), open-market trades apart from ESOPs and pledges",
    query: insiderTradesQuery,
    answer: insiderTradesSchemas.answer,
  }),
  insiderPerformance: get({
    path: 'TodayActivity/getInsiderPerformance',
    summary:
      "What stocks did after insiders' open-market trades were disclosed: returns at T+1, T+5, T+20, T+60 and minus NIFTY 50, by category, side or value, with 95 % intervals",
    query: insiderPerformanceQuery,
    answer: insiderPerformanceSchemas.answer,
  }),
  stockInsiderTrades: get({
    path: 'TodayActivity/getStockInsiderTrades',
    summary:
      "One stock's insider-trading disclosures over a range of broadcast sessions (default a year), newest first, open-market trades totalled apart",
    query: stockInsiderTradesQuery,
    answer: stockInsiderTradesSchemas.answer,
  }),
  events: get({
    path: 'TodayActivity/getEvents',
    summary:
      "A session's corporate events (results, board meetings, AGMs) with their outcome once known, and the next 14 days' announced events",
    query: eventsQuery,
    answer: eventsSchemas.answer,
  }),
  eventsPerformance: get({
    path: 'TodayActivity/getEventsPerformance',
    summary:
      'What stocks did after corporate events: returns at T+1, T+5, T+20, T+60 and minus NIFTY 50, by type, profit growth or gap, with 95 % intervals',
    query: eventsPerformanceQuery,
    answer: eventsPerformanceSchemas.answer,
  }),
};
