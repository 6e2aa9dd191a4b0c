/**
 * @nivesh/market: the pure market domain (no I/O, no wall clock; ARCHITECTURE §1, §5.1).
 * Test-only helpers (`test-support.ts`, `read-fixture.ts`, `synthetic-ohlcv.ts`) are not exported.
 */

export * from './backtest';
export * from './backtest-runs';
export * from './builtin-screens';
export * from './calendar/ist';
export * from './calendar/market-clock';
export * from './calendar/nse-calendar';
export * from './calendar/nse-holidays';
export * from './calendar/projected-years';
export * from './calendar/sessions';
export * from './charges';
export type * from './daily-columns';
export * from './derivatives/contract-symbol';
export * from './derivatives/fii-derivatives-stats';
export * from './derivatives/futures-basis';
export * from './derivatives/nse-iv';
export * from './derivatives/participant-oi';
export * from './fundamentals/fiscal-calendar';
export * from './fundamentals/generate-financials';
export * from './fundamentals/key-ratios';
export * from './fundamentals/piotroski';
export { sectorPeBand } from './fundamentals/sector-profiles';
export type * from './fundamentals/statement-types';
export { atr, trueRange } from './indicators/average-true-range';
export { type BollingerResult, bollingerBands } from './indicators/bollinger-bands';
export { type MacdOptions, type MacdResult, macd } from './indicators/macd';
export { ema, type MovingAverageKind, sma } from './indicators/moving-averages';
export { rsi } from './indicators/rsi';
export type { Series } from './indicators/series';
export { type SupertrendResult, supertrend } from './indicators/supertrend';
export { vwap } from './indicators/vwap';
export * from './institutional/deals/simulated-deals';
export * from './institutional/events/simulated-corporate-events';
export * from './institutional/fii-dii-flows';
export * from './institutional/insider/simulated-insider-trades';
export * from './intraday-screens';
export * from './levels/pivot-levels';
export * from './live/live-indices';
export * from './live/session-player';
export * from './live/simulated-nse';
export * from './market-state/from-daily-history';
export * from './market-state/market-state';
export type * from './market-state/market-state-types';
export { readXlsFirstSheet, type XlsSheet, type XlsValue } from './nse-files/biff8';
export { parseCmBhavcopy } from './nse-files/cm-bhavcopy';
export type { CmBhavcopyRow } from './nse-files/cm-bhavcopy-row';
export {
  type ParsedPurpose,
  PURPOSE_KINDS,
  type PurposeDividend,
  type PurposeKind,
  parsePurpose,
  priceActionsOf,
  purposeText,
} from './nse-files/corporate-action-purpose';
export { type DealRow, parseDeals } from './nse-files/deals';
export { detectNseFormat, NSE_FORMATS, type NseFormat } from './nse-files/detect-nse-format';
export { type InstitutionalFlowRow, parseFiiDiiDaily, parseFiiDiiMonthly } from './nse-files/fii-dii';
export {
  FII_STATS_SEGMENT_LABELS,
  FII_STATS_SEGMENTS,
  type FiiStatsFigure,
  type FiiStatsFile,
  type FiiStatsRow,
  type FiiStatsSegment,
  isFiiStatsFileName,
  parseFiiStats,
} from './nse-files/fii-stats';
export { type FoBhavcopyRow, parseFoBhavcopy } from './nse-files/fo-bhavcopy';
export {
  type FoContract,
  type FoFuturesReportRow,
  parseContractDescriptor,
  parseFoFuturesReport,
} from './nse-files/fo-futures-report';
export { type HolidayRow, parseHolidayCalendar } from './nse-files/holiday-calendar';
export { type IndexCloseRow, parseIndexCloses } from './nse-files/index-closes';
export { type IndexBar, parseIndexHistory, parseIndexHistoryNse } from './nse-files/index-history';
export { type IndexValuationRow, parseIndexValuations } from './nse-files/index-valuations';
export {
  type FiledInsiderCategory,
  INSIDER_TRADING_COLUMNS,
  type InsiderTradingRow,
  parseInsiderTrading,
} from './nse-files/insider-trading';
export {
  type EquityListRow,
  type IndexConstituentRow,
  parseEquityList,
  parseIndexConstituents,
} from './nse-files/instrument-lists';
export { isValidIndianIsin } from './nse-files/isin';
export { NseFileError } from './nse-files/nse-file-error';
export * from './nse-files/option-chain-json';
export { type ParsedNseFile, parseNseFile } from './nse-files/parse-nse-file';
export {
  PARTICIPANT_OI_CLIENT_TYPES,
  PARTICIPANT_OI_FILE_COLUMNS,
  type ParticipantOiFileRow,
  parseParticipantOi,
  parseParticipantOiCompiled,
} from './nse-files/participant-oi';
export {
  type CorporateActionRow,
  parseCorporateActions,
  parseWeek52Hits,
  type Week52HitRow,
} from './nse-files/pr-bundle';
export { parseSecBhavdataFull, type SecBhavdataRow } from './nse-files/sec-bhavdata-full';
export {
  parseSecurityHistoryBhav,
  parseSecurityHistoryNse,
  parseSecurityHistoryQuoted,
  type SecurityBar,
} from './nse-files/security-history';
export { parseUdiffCmBhavcopy } from './nse-files/udiff-cm-bhavcopy';
export {
  parseUdiffFoBhavcopy,
  UDIFF_FO_INSTRUMENTS,
  type UdiffFoBhavcopyRow,
} from './nse-files/udiff-fo-bhavcopy';
export type { NseFileWarning } from './nse-files/unique-keys';
export * from './option-tips';
export * from './options/black-scholes';
export * from './options/chain-analytics';
export * from './options/chain-statistics';
export * from './options/expiry-pricer';
export * from './options/gamma-exposure';
export * from './options/implied-volatility';
export * from './options/india-vix';
export * from './options/india-vix-history';
export * from './options/iv-rank';
export * from './options/normal';
export * from './options/oi-build-up';
export * from './options/oi-levels';
export * from './options/option-chain';
export * from './options/option-expiries';
export * from './options/option-quotes';
export * from './options/option-underlyings';
export * from './options/simulated-india-vix';
export * from './options/strategies';
export * from './options/volatility-surface';
export * from './orders';
export { etfCostModel, resolveEtfTracking } from './other-instruments/etf-models';
export * from './other-instruments/generate-other-instruments';
export * from './other-instruments/intraday-coupling';
export * from './other-instruments/intraday-on-tick';
export type * from './other-instruments/types';
export * from './patterns';
export * from './portfolio';
export * from './portfolio-analysis';
export * from './robo-portfolios';
export * from './screening';
export * from './signals';
export * from './simulator/corporate-actions';
export * from './simulator/daily-history';
export * from './simulator/index-calculator';
export * from './simulator/intraday-bars';
export * from './simulator/intraday-path';
export * from './simulator/prng';
export * from './stock-tips';
export * from './strategies';
export * from './units';
export { type EquityRow, NSE_SECTORS, type NseSector } from './universe/types';
export * from './universe/universe';
export * from './user-strategies';
