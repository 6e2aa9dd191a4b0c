import type { Endpoint } from './endpoint';
import { endpointKey } from './endpoints';

/**
 * Every call of the specification's section 7 ("The calls it makes"), as it spells them. `X/*`
 * stands for a whole controller the spec does not list call by call.
 */
export const SPEC_CALLS: readonly (readonly ['GET' | 'POST', string])[] = [
  ['POST', 'Addstrategies/addStg'],
  ['POST', 'login/googleLogin'],
  ['POST', 'DashboardRecord/getUpdateRating'],
  ['POST', 'stock/saveStockWatchList'],
  ['POST', 'RoboPort/addRoboPortData'],
  ['POST', 'Payment/orderDetails'],
  ['POST', 'Payment/paymentDetails'],
  ['POST', 'OrderDashboard/submitOrderData'],
  ['POST', 'OrderDashboard/submitSimpleOrderData'],
  ['GET', 'login/sendotp'],
  ['GET', 'login/validatemobile'],
  ['GET', 'login/validateemail'],
  ['GET', 'login/validateOTP'],
  ['GET', 'login/registeruser'],
  ['GET', 'DashboardRecord/getDashboardRecord'],
  ['GET', 'DashboardRecord/getMyAccountRecord'],
  ['GET', 'DashboardRecord/getMyLearningRecord'],
  ['GET', 'DashboardRecord/getMyRatingList'],
  ['GET', 'DashboardRecord/getMyLearningDetail'],
  ['GET', 'DashboardRecord/getWatchListSignal'],
  ['GET', 'OrderDashboard/getStockList'],
  ['GET', 'OrderDashboard/deleteOrderRecord'],
  ['GET', 'OrderDashboard/deleteOrderStock'],
  ['GET', 'OrderDashboard/deleteSimpleOrderStock'],
  ['GET', 'OrderDashboard/updateOrderSymbolRecord'],
  ['GET', 'OrderDashboard/getOrderData'],
  ['GET', 'OrderDashboard/getSimpleOrderData'],
  ['GET', 'OrderDashboard/simpleOrderHistory'],
  ['GET', 'OrderDashboard/tradeOrderHistory'],
  ['GET', 'OrderDashboard/getPortFolioOrderRecord'],
  ['GET', 'OrderDashboard/gettypDaata'],
  ['GET', 'OrderDashboard/getOrderDetails'],
  ['GET', 'OrderDashboard/updateReOrder'],
  ['GET', 'Subscription/subWebFunction'],
  ['GET', 'subscription/packageDetails'],
  ['GET', 'stock/getAllStockData'],
  ['GET', 'stock/getStockSupportData'],
  ['GET', 'stock/stockDetails'],
  ['GET', 'stock/stockScanDetails'],
  ['GET', 'stock/gethStockAnalysisData'],
  ['GET', 'stock/gethFuturelysisData'],
  ['GET', 'stock/getStockData'],
  ['GET', 'stock/getBoardsDataBySymbol'],
  ['GET', 'stock/getcolumnlist'],
  ['GET', 'stock/updatecolumn'],
  ['GET', 'stock/getFilterData'],
  ['GET', 'market/marketSignal'],
  ['GET', 'market/marketDetails'],
  ['GET', 'chartData/getChartingData'],
  ['GET', 'HeatMap/getlist'],
  ['GET', 'HeatMap/getlistBySymbol'],
  ['GET', 'OptionStrategies/getlist'],
  ['GET', 'OptionStrategies/getDetails'],
  ['GET', 'Optionchain/*'],
  ['GET', 'OptionchainOI/getAnalysisData'],
  ['GET', 'OptionTrading/*'],
  ['GET', 'OptionData/*'],
  ['GET', 'OptionchainTips/*'],
  ['GET', 'TradingTerminal/getTradingTerminal'],
  ['GET', 'TradingTerminal/getTradingTerminalData'],
  ['GET', 'TradingTools/getData'],
  ['GET', 'autoSignal/*'],
  ['GET', 'screener/*'],
  ['GET', 'fundamentalScreener/*'],
  ['GET', 'SpecialScreener/stockData'],
  ['GET', 'Commodity/*'],
  ['GET', 'FutureStock/*'],
  ['GET', 'PreMarket/getPreMarketData'],
  ['GET', 'PricePattern/*'],
  ['GET', 'piotroski/piotroskiScan'],
  ['GET', 'hourlyGainerLooser/*'],
  ['GET', 'global_market/globalmarketData'],
  ['GET', 'sector/*'],
  ['GET', 'exSector/*'],
  ['GET', 'TodayActivity/*'],
  ['GET', 'StockIdea/*'],
  ['GET', 'StockTips/*'],
  ['GET', 'SignalAlert/*'],
  ['GET', 'BackTest/gettypDaata'],
  ['GET', 'watchlist/getlist'],
  ['GET', 'watchlist/watchtliststock'],
  ['GET', 'watchlist/deletewatchlist'],
  ['GET', 'watchlist/getwatchlistData'],
  ['GET', 'watchlist/updatewatchlistData'],
  ['GET', 'portfolio/*'],
  ['GET', 'PortfolioAnalysis/*'],
  ['GET', 'RoboPort/*'],
  ['GET', 'Addstrategies/getStock'],
  ['GET', 'Addstrategies/delstg'],
  ['GET', 'globalSetting/getFooterDetails'],
  ['GET', 'globalSetting/globaldata'],
  ['GET', 'globalSetting/getOptionData'],
  ['GET', 'page/premiumService'],
  ['GET', 'page/aboutdata'],
  ['GET', 'page/getSymbolList'],
  ['GET', 'page/faqData'],
  ['GET', 'page/whydata'],
  ['GET', 'page/privacypolicy'],
  ['GET', 'page/termandcon'],
  ['GET', 'page/refundpolicy'],
  ['GET', 'page/getServiceDetails'],
  ['GET', 'link/getLink'],
  ['GET', 'Tutorials/getTute'],
  ['GET', 'Tutorials/getTuteData'],
  ['GET', 'Getworklist'],
  ['GET', 'test/getTestData'],
];

export interface SpecCallCoverage {
  readonly method: 'GET' | 'POST';
  readonly call: string;
  /** The registry's endpoints that serve it (for `X/*`, every endpoint of controller X). */
  readonly definedBy: readonly string[];
}

/** For each call of spec section 7: which endpoints of the registry define it (none: still to build). */
export function specCallCoverage(endpoints: readonly Endpoint[]): SpecCallCoverage[] {
  return SPEC_CALLS.map(([method, call]) => {
    const controller = call.endsWith('/*') ? call.slice(0, -2) : null;
    const definedBy = endpoints
      .filter((e) =>
        controller === null ? e.path === call && e.method === method : e.path.startsWith(`${controller}/`),
      )
      .map(endpointKey);
    return { method, call, definedBy };
  });
}
