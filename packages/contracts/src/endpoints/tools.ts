import { get, noInput, post } from '../endpoint';
import {
  backtestRunAnswer,
  backtestRunQuery,
  backtestStrategiesQuery,
  backtestStrategiesSchemas,
} from '../market/backtest';
import {
  mostCommonSignalsSchemas,
  signalDataQuery,
  signalDataSchemas,
  signalListQuery,
  signalListSchemas,
  signalPerformanceQuery,
  signalPerformanceSchemas,
} from '../market/signals';
import {
  terminalDataQuery,
  terminalDataSchemas,
  toolPerformanceQuery,
  toolPerformanceSchemas,
  tradingTerminalSchemas,
  tradingToolsQuery,
  tradingToolsSchemas,
} from '../market/trading-tools';
import {
  checkRuleAnswer,
  checkRuleQuery,
  saveUserStrategyAnswer,
  userStrategyBody,
  userStrategyDeleteSchemas,
  userStrategyDetailsSchemas,
  userStrategyIdQuery,
  userStrategyListSchemas,
  userStrategyPerformanceSchemas,
  userStrategyStocksAnswer,
} from '../user-strategies/user-strategies';

/** autoSignal/*: the auto-signal record. */
export const signalEndpoints = {
  signalList: get({
    path: 'autoSignal/getSignalList',
    summary: 'Auto-signal types with their counts and measured hit rates',
    query: signalListQuery,
    answer: signalListSchemas.answer,
  }),
  signalData: get({
    path: 'autoSignal/getSignalData',
    summary: "One auto-signal type's signals of a day",
    query: signalDataQuery,
    answer: signalDataSchemas.answer,
  }),
  signalMostCommon: get({
    path: 'autoSignal/mostCommon',
    summary: 'Stocks with the most auto-signals',
    query: signalListQuery,
    answer: mostCommonSignalsSchemas.answer,
  }),
  signalPerformance: get({
    path: 'autoSignal/performance',
    summary: "The auto-signals' measured performance, with its method",
    query: signalPerformanceQuery,
    answer: signalPerformanceSchemas.answer,
  }),
};

/** TradingTools/*, TradingTerminal/*, BackTest/*. */
export const toolEndpoints = {
  tradingTools: get({
    path: 'TradingTools/getData',
    summary: 'Every trading tool with the stocks it flags today',
    query: tradingToolsQuery,
    answer: tradingToolsSchemas.answer,
  }),
  toolPerformance: get({
    path: 'TradingTools/getPerformance',
    summary: "The trading tools' measured performance (premium)",
    query: toolPerformanceQuery,
    answer: toolPerformanceSchemas.answer,
    premiumFeature: 'trading-tools-performance',
  }),
  tradingTerminal: get({
    path: 'TradingTerminal/getTradingTerminal',
    summary: 'The trading terminal: flagged stocks with entry, stop and target',
    query: noInput,
    answer: tradingTerminalSchemas.answer,
  }),
  tradingTerminalData: get({
    path: 'TradingTerminal/getTradingTerminalData',
    summary: "One tool's stocks in the trading terminal",
    query: terminalDataQuery,
    answer: terminalDataSchemas.answer,
  }),
  backtestStrategies: get({
    path: 'BackTest/gettypDaata',
    summary: 'What can be back-tested: tools, auto-signal types, scopes',
    query: backtestStrategiesQuery,
    answer: backtestStrategiesSchemas.answer,
  }),
  backtestRun: get({
    path: 'BackTest/run',
    summary: 'Run a back-test with NSE charges and a NIFTY 50 comparison',
    query: backtestRunQuery,
    answer: backtestRunAnswer,
  }),
};

/** Addstrategies/*: the signed-in user's own strategies. */
export const userStrategyEndpoints = {
  strategyList: get({
    path: 'Addstrategies/getList',
    summary: "The signed-in user's strategies",
    query: noInput,
    answer: userStrategyListSchemas.answer,
    access: 'session',
  }),
  strategyDetails: get({
    path: 'Addstrategies/getDetails',
    summary: 'One of my strategies',
    query: userStrategyIdQuery,
    answer: userStrategyDetailsSchemas.answer,
    access: 'session',
  }),
  checkRule: get({
    path: 'Addstrategies/checkRule',
    summary: 'Check an entry or exit rule (errors with position)',
    query: checkRuleQuery,
    answer: checkRuleAnswer,
  }),
  addStrategy: post({
    path: 'Addstrategies/addStg',
    summary: 'Add or edit one of my strategies',
    body: userStrategyBody,
    answer: saveUserStrategyAnswer,
    access: 'session',
  }),
  deleteStrategy: get({
    path: 'Addstrategies/delstg',
    summary: 'Delete one of my strategies',
    query: userStrategyIdQuery,
    answer: userStrategyDeleteSchemas.answer,
    access: 'session',
  }),
  strategyStocks: get({
    path: 'Addstrategies/getStock',
    summary: 'The stocks whose entry rule holds at the last completed bar',
    query: userStrategyIdQuery,
    answer: userStrategyStocksAnswer,
    access: 'session',
  }),
  strategyPerformance: get({
    path: 'Addstrategies/performance',
    summary: "A strategy's back-tested performance",
    query: userStrategyIdQuery,
    answer: userStrategyPerformanceSchemas.answer,
    access: 'session',
  }),
};
