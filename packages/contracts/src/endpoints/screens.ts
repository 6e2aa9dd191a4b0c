import { get, noInput, post } from '../endpoint';
import { answerSchema } from '../envelope';
import {
  builtinScreenDataQuery,
  builtinScreenDataSchemas,
  builtinScreenListQuery,
  builtinScreenListSchemas,
  screenerByDateQuery,
  screenerByDateSchemas,
  screenerMostCommonQuery,
  screenerMostCommonSchemas,
  specialStockDataQuery,
} from '../market/builtin-screeners';
import {
  filterDataSchemas,
  intradayScreenerListSchemas,
  intradaySectorQuery,
  intradayStockDataQuery,
  intradayStockDataSchemas,
  preMarketScreenerDataQuery,
  preMarketScreenerDataSchemas,
  preMarketScreenerListSchemas,
  preMarketStockQuery,
  preMarketStockSchemas,
  pricePatternListSchemas,
  pricePatternStocksQuery,
  pricePatternStocksSchemas,
} from '../market/intraday-screeners';
import {
  deleteScreenBody,
  runScreenAnswer,
  runScreenQuery,
  savedScreensSchemas,
  saveScreenAnswer,
  saveScreenBody,
  screenLanguageSchemas,
} from '../market/screens';

/** screener/* (custom screens in the screening language, saved screens). */
export const screenEndpoints = {
  screenLanguage: get({
    path: 'screener/screenLanguage',
    summary: "The screening language's fields and functions (for completion)",
    query: noInput,
    answer: screenLanguageSchemas.answer,
  }),
  runScreen: get({
    path: 'screener/runScreen',
    summary: 'Run a screen written in the screening language over the market',
    query: runScreenQuery,
    answer: runScreenAnswer,
  }),
  savedScreens: get({
    path: 'screener/getSavedScreens',
    summary: "The signed-in user's saved screens",
    query: noInput,
    answer: savedScreensSchemas.answer,
    access: 'session',
  }),
  saveScreen: post({
    path: 'screener/saveScreen',
    summary: 'Save a screen',
    body: saveScreenBody,
    answer: saveScreenAnswer,
    access: 'session',
  }),
  deleteScreen: post({
    path: 'screener/deleteScreen',
    summary: 'Delete a saved screen',
    body: deleteScreenBody,
    answer: answerSchema({}),
    access: 'session',
  }),
};

/** The built-in screeners: fundamental, technical and special screens, by date, most common. */
export const builtinScreenerEndpoints = {
  screenList: get({
    path: 'fundamentalScreener/getScreenList',
    summary: 'The built-in screens with their counts',
    query: builtinScreenListQuery,
    answer: builtinScreenListSchemas.answer,
  }),
  screenData: get({
    path: 'fundamentalScreener/getScreenData',
    summary: "A built-in screen's stocks",
    query: builtinScreenDataQuery,
    answer: builtinScreenDataSchemas.answer,
  }),
  specialStockData: get({
    path: 'SpecialScreener/stockData',
    summary: "A special screen's stocks",
    query: specialStockDataQuery,
    answer: builtinScreenDataSchemas.answer,
  }),
  screenerByDate: get({
    path: 'screener/getScreenerData',
    summary: "A screen's stocks as of a completed session",
    query: screenerByDateQuery,
    answer: screenerByDateSchemas.answer,
  }),
  screenerMostCommon: get({
    path: 'screener/mostCommon',
    summary: 'Stocks that most screens list',
    query: screenerMostCommonQuery,
    answer: screenerMostCommonSchemas.answer,
  }),
};

/** Intraday and pre-market screeners, price patterns and the filter data. */
export const intradayScreenerEndpoints = {
  intradayScreenerList: get({
    path: 'IntradayScreener/getScreenerList',
    summary: 'The intraday screens with their counts',
    query: intradaySectorQuery,
    answer: intradayScreenerListSchemas.answer,
  }),
  intradayStockData: get({
    path: 'IntradayScreener/getStockData',
    summary: "An intraday screen's stocks",
    query: intradayStockDataQuery,
    answer: intradayStockDataSchemas.answer,
  }),
  patternList: get({
    path: 'PricePattern/getPatternList',
    summary: 'The price patterns with their counts',
    query: intradaySectorQuery,
    answer: pricePatternListSchemas.answer,
  }),
  patternStocks: get({
    path: 'PricePattern/getPatternStocks',
    summary: "A price pattern's stocks",
    query: pricePatternStocksQuery,
    answer: pricePatternStocksSchemas.answer,
  }),
  preMarketScreenerList: get({
    path: 'PreMarket/getScreenerList',
    summary: 'The pre-market screens with their counts',
    query: intradaySectorQuery,
    answer: preMarketScreenerListSchemas.answer,
  }),
  preMarketScreenerData: get({
    path: 'PreMarket/getScreenerData',
    summary: "A pre-market screen's stocks",
    query: preMarketScreenerDataQuery,
    answer: preMarketScreenerDataSchemas.answer,
  }),
  preMarketStock: get({
    path: 'PreMarket/getStockData',
    summary: "One stock's pre-open book",
    query: preMarketStockQuery,
    answer: preMarketStockSchemas.answer,
  }),
  filterData: get({
    path: 'stock/getFilterData',
    summary: 'Every screen, pattern and signal a stock is in now',
    query: noInput,
    answer: filterDataSchemas.answer,
  }),
};
