import {
  dashboardRecordQuery,
  dashboardRecordSchemas,
  watchListSignalQuery,
  watchListSignalSchemas,
} from '../dashboard/dashboard';
import { get } from '../endpoint';

/** DashboardRecord/getDashboardRecord and getWatchListSignal: the signed-in user's day. */
export const dashboardEndpoints = {
  watchListSignal: get({
    path: 'DashboardRecord/getWatchListSignal',
    summary: "Today's auto-signals on the stocks of one of my watchlists (HTTP 404: not my list)",
    query: watchListSignalQuery,
    answer: watchListSignalSchemas.answer,
    access: 'session',
    alsoAnswers: [404],
  }),
  dashboardRecord: get({
    path: 'DashboardRecord/getDashboardRecord',
    summary:
      'My day: a watchlist with quotes and its signals, sectors today, paper orders and positions, the portfolio card (HTTP 404: not my list)',
    query: dashboardRecordQuery,
    answer: dashboardRecordSchemas.answer,
    access: 'session',
    alsoAnswers: [404],
  }),
};
