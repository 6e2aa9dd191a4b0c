import { get, noInput, post } from '../endpoint';
import {
  addRiskProfileBody,
  riskPerformanceQuery,
  riskPerformanceSchemas,
  riskProfileDataSchemas,
  riskProfileDeleteSchemas,
  riskProfileIdQuery,
  riskProfileListSchemas,
} from '../portfolio-analysis/portfolio-analysis';

/** PortfolioAnalysis/*: the signed-in user's risk profiles and the risk X-ray of their holdings. */
export const portfolioAnalysisEndpoints = {
  profileList: get({
    path: 'PortfolioAnalysis/getProfiles',
    summary: "The signed-in user's risk profiles with their scores and categories",
    query: noInput,
    answer: riskProfileListSchemas.answer,
    access: 'session',
  }),
  addProfile: post({
    path: 'PortfolioAnalysis/addProfile',
    summary: 'Answer the risk questionnaire: the profile is scored, categorised and kept',
    body: addRiskProfileBody,
    answer: riskProfileDataSchemas.answer,
    access: 'session',
  }),
  profileData: get({
    path: 'PortfolioAnalysis/getProfileData',
    summary: 'One of my risk profiles: the scoring table, the category and the suggested allocation',
    query: riskProfileIdQuery,
    answer: riskProfileDataSchemas.answer,
    access: 'session',
    alsoAnswers: [404],
  }),
  deleteProfile: get({
    path: 'PortfolioAnalysis/deleteProfile',
    summary: 'Delete one of my risk profiles',
    query: riskProfileIdQuery,
    answer: riskProfileDeleteSchemas.answer,
    access: 'session',
    alsoAnswers: [404],
  }),
  performance: get({
    path: 'PortfolioAnalysis/getPerformance',
    summary:
      'The risk X-ray of one of my portfolios (or my paper holdings) against one of my profiles: exposure, concentration, beta, volatility, drawdown, overlap with NIFTY 50 and my other portfolios, and warnings',
    query: riskPerformanceQuery,
    answer: riskPerformanceSchemas.answer,
    access: 'session',
    alsoAnswers: [404],
  }),
};
