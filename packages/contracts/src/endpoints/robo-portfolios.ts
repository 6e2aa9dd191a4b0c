import { get, noInput, post } from '../endpoint';
import {
  roboFollowBody,
  roboFollowQuery,
  roboFollowSchemas,
  roboFollowStatusSchemas,
  roboHoldingsSchemas,
  roboModelQuery,
  roboModelsSchemas,
  roboPerformanceSchemas,
  roboRebalancesQuery,
  roboRebalancesSchemas,
} from '../robo-portfolios/robo-portfolios';

/** RoboPort/*: model portfolios by stated rules on the simulated market (public; following one needs a session). */
export const roboPortfolioEndpoints = {
  roboModels: get({
    path: 'RoboPort/getModels',
    summary: 'The model portfolios: name, rule in plain words, inception and return against NIFTY 50',
    query: noInput,
    answer: roboModelsSchemas.answer,
  }),
  roboHoldings: get({
    path: 'RoboPort/getHoldings',
    summary: "One model portfolio's current holdings",
    query: roboModelQuery,
    answer: roboHoldingsSchemas.answer,
  }),
  roboRebalances: get({
    path: 'RoboPort/getRebalances',
    summary: "One model portfolio's rebalance record, newest first, a page at a time",
    query: roboRebalancesQuery,
    answer: roboRebalancesSchemas.answer,
  }),
  roboPerformance: get({
    path: 'RoboPort/getPerformance',
    summary: "One model portfolio's performance net of charges and its equity curve against NIFTY 50",
    query: roboModelQuery,
    answer: roboPerformanceSchemas.answer,
  }),
  roboFollow: post({
    path: 'RoboPort/addRoboPortData',
    summary: 'Follow a model portfolio into a new paper portfolio of mine, bought at its latest weights',
    body: roboFollowBody,
    answer: roboFollowSchemas.answer,
    access: 'session',
  }),
  roboFollowStatus: get({
    path: 'RoboPort/getFollow',
    summary: 'Which model one of my portfolios follows, since when, and its rebalances not applied since',
    query: roboFollowQuery,
    answer: roboFollowStatusSchemas.answer,
    access: 'session',
    alsoAnswers: [404],
  }),
};
