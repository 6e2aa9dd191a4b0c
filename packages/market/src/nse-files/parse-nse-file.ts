import type { IsoDate } from '../units';
import { parseCmBhavcopy } from './cm-bhavcopy';
import type { CmBhavcopyRow } from './cm-bhavcopy-row';
import { type DealRow, parseDeals } from './deals';
import { detectNseFormat, normalizedHeader } from './detect-nse-format';
import { type InstitutionalFlowRow, parseFiiDiiDaily, parseFiiDiiMonthly } from './fii-dii';
import { type FoBhavcopyRow, parseFoBhavcopy } from './fo-bhavcopy';
import { type FoFuturesReportRow, parseFoFuturesReport } from './fo-futures-report';
import { type HolidayRow, parseHolidayCalendar } from './holiday-calendar';
import { type IndexCloseRow, parseIndexCloses } from './index-closes';
import { type IndexBar, parseIndexHistory, parseIndexHistoryNse } from './index-history';
import { type IndexValuationRow, parseIndexValuations } from './index-valuations';
import { type InsiderTradingRow, parseInsiderTrading } from './insider-trading';
import {
  type EquityListRow,
  type IndexConstituentRow,
  parseEquityList,
  parseIndexConstituents,
} from './instrument-lists';
import { NseFileError } from './nse-file-error';
import { type NseChainFile, type NseChainRow, nseChainRows, parseOptionChainJson } from './option-chain-json';
import { type ParticipantOiFileRow, parseParticipantOi, parseParticipantOiCompiled } from './participant-oi';
import {
  type CorporateActionRow,
  parseCorporateActions,
  parseWeek52Hits,
  type Week52HitRow,
} from './pr-bundle';
import { parseSecBhavdataFull, type SecBhavdataRow } from './sec-bhavdata-full';
import {
  parseSecurityHistoryBhav,
  parseSecurityHistoryNse,
  parseSecurityHistoryQuoted,
  type SecurityBar,
} from './security-history';
import { parseUdiffCmBhavcopy } from './udiff-cm-bhavcopy';
import { parseUdiffFoBhavcopy, type UdiffFoBhavcopyRow } from './udiff-fo-bhavcopy';
import type { NseFileWarning } from './unique-keys';

/** A parsed NSE file: the format decides the row type; `tradeDate` is set for one-day files. */
export type ParsedNseFile = ParsedNseFileBody & {
  /** Rows dropped (duplicated lines) or read in a particular way, each naming file and line. */
  readonly warnings: readonly NseFileWarning[];
  /** The line of each row, for the formats whose rows merge with stored ones (see WithWarnings). */
  readonly lines?: readonly number[];
};

/** The format-specific part of {@link ParsedNseFile}. */
export type ParsedNseFileBody =
  | { readonly format: 'cm-bhavcopy'; readonly rows: CmBhavcopyRow[]; readonly tradeDate?: IsoDate }
  | { readonly format: 'cm-udiff-bhavcopy'; readonly rows: CmBhavcopyRow[]; readonly tradeDate?: IsoDate }
  | { readonly format: 'sec-bhavdata-full'; readonly rows: SecBhavdataRow[]; readonly tradeDate?: IsoDate }
  | {
      readonly format: 'fo-futures-report';
      readonly rows: FoFuturesReportRow[];
      readonly tradeDate?: IsoDate;
    }
  | { readonly format: 'fo-bhavcopy'; readonly rows: FoBhavcopyRow[]; readonly tradeDate?: IsoDate }
  | {
      readonly format: 'fo-udiff-bhavcopy';
      readonly rows: UdiffFoBhavcopyRow[];
      readonly tradeDate?: IsoDate;
    }
  | {
      readonly format: 'option-chain-json';
      /** Every CE and PE entry as a flat row. */
      readonly rows: NseChainRow[];
      /** The same snapshot grouped by expiry and strike, with its symbol, time and source. */
      readonly chain: NseChainFile;
      readonly tradeDate: IsoDate;
    }
  | {
      readonly format: 'participant-oi' | 'participant-oi-compiled';
      readonly rows: ParticipantOiFileRow[];
      readonly tradeDate?: IsoDate;
    }
  | {
      readonly format: 'index-history' | 'index-history-nse';
      readonly rows: IndexBar[];
      readonly tradeDate?: undefined;
    }
  | {
      readonly format: 'security-history-nse' | 'security-history-bhav' | 'security-history-quoted';
      readonly rows: SecurityBar[];
      readonly tradeDate?: undefined;
    }
  | { readonly format: 'equity-list'; readonly rows: EquityListRow[]; readonly tradeDate?: undefined }
  | {
      readonly format: 'index-constituents';
      readonly rows: IndexConstituentRow[];
      readonly tradeDate?: undefined;
    }
  | {
      readonly format: 'index-valuations';
      readonly rows: IndexValuationRow[];
      readonly tradeDate?: undefined;
    }
  | {
      readonly format: 'holiday-calendar';
      /** The exchange segment the holidays are of (FO, CM…), from the file name. */
      readonly segment: string;
      readonly rows: HolidayRow[];
      readonly tradeDate?: undefined;
    }
  | { readonly format: 'corporate-actions'; readonly rows: CorporateActionRow[]; readonly tradeDate: IsoDate }
  | { readonly format: 'week52-hits'; readonly rows: Week52HitRow[]; readonly tradeDate: IsoDate }
  | {
      readonly format: 'deals';
      readonly kind: 'bulk' | 'block';
      readonly rows: DealRow[];
      readonly tradeDate?: undefined;
    }
  | { readonly format: 'index-closes'; readonly rows: IndexCloseRow[]; readonly tradeDate?: undefined }
  | {
      readonly format: 'insider-trading';
      readonly rows: InsiderTradingRow[];
      readonly tradeDate?: undefined;
    }
  | {
      readonly format: 'fii-dii-daily' | 'fii-dii-monthly';
      readonly period: 'day' | 'month';
      readonly rows: InstitutionalFlowRow[];
      readonly tradeDate?: undefined;
    };

function day<T extends { tradeDate: IsoDate | undefined }>(
  parsed: T,
): Omit<T, 'tradeDate'> & { tradeDate?: IsoDate } {
  const { tradeDate, ...rest } = parsed;
  return tradeDate === undefined ? rest : { ...rest, tradeDate };
}

/**
 * Detects the layout from the header and parses the whole file; throws {@link NseFileError} (and
 * returns no rows at all) on the first problem.
 */
export function parseNseFile(fileName: string, text: string): ParsedNseFile {
  const format = detectNseFormat(fileName, text);
  switch (format) {
    case 'cm-bhavcopy':
      return { format, ...day(parseCmBhavcopy(fileName, text)) };
    case 'cm-udiff-bhavcopy':
      return { format, ...day(parseUdiffCmBhavcopy(fileName, text)) };
    case 'sec-bhavdata-full':
      return { format, ...day(parseSecBhavdataFull(fileName, text)) };
    case 'fo-futures-report':
      return { format, ...day(parseFoFuturesReport(fileName, text)) };
    case 'fo-bhavcopy':
      return { format, ...day(parseFoBhavcopy(fileName, text)) };
    case 'fo-udiff-bhavcopy':
      return { format, ...day(parseUdiffFoBhavcopy(fileName, text)) };
    case 'option-chain-json': {
      const chain = parseOptionChainJson(fileName, text);
      return { format, rows: nseChainRows(chain), chain, tradeDate: chain.tradeDate, warnings: [] };
    }
    case 'participant-oi':
      return { format, ...day(parseParticipantOi(fileName, text)), warnings: [] };
    case 'participant-oi-compiled':
      return { format, ...day(parseParticipantOiCompiled(fileName, text)), warnings: [] };
    case 'index-history':
      return { format, ...parseIndexHistory(fileName, text) };
    case 'index-history-nse':
      return { format, ...parseIndexHistoryNse(fileName, text) };
    case 'security-history-nse':
      return { format, ...parseSecurityHistoryNse(fileName, text) };
    case 'security-history-bhav':
      return { format, ...parseSecurityHistoryBhav(fileName, text) };
    case 'security-history-quoted':
      return { format, ...parseSecurityHistoryQuoted(fileName, text) };
    case 'equity-list':
      return { format, ...parseEquityList(fileName, text) };
    case 'index-constituents':
      return { format, ...parseIndexConstituents(fileName, text) };
    case 'index-valuations':
      return { format, ...parseIndexValuations(fileName, text) };
    case 'holiday-calendar':
      return { format, ...parseHolidayCalendar(fileName, text) };
    case 'corporate-actions':
      return { format, ...parseCorporateActions(fileName, text) };
    case 'week52-hits':
      return { format, ...parseWeek52Hits(fileName, text) };
    case 'deals':
      return { format, ...parseDeals(fileName, text) };
    case 'fii-dii-daily':
      return { format, ...parseFiiDiiDaily(fileName, text) };
    case 'fii-dii-monthly':
      return { format, ...parseFiiDiiMonthly(fileName, text) };
    case 'index-closes':
      return { format, ...parseIndexCloses(fileName, text) };
    case 'insider-trading':
      return { format, ...parseInsiderTrading(fileName, text) };
    case null:
      throw unknownFormat(fileName, text);
  }
}

function unknownFormat(fileName: string, text: string): NseFileError {
  if (text.trim() === '') return new NseFileError(fileName, 1, 'the file is empty');
  if (/^\uFEFF?\s*[{[]/.test(text)) {
    return new NseFileError(
      fileName,
      1,
      'a JSON file that is not an NSE option-chain response (it has no "records"; NSE answers {} to a request it blocks): save the answer of /api/option-chain-v3 or the old /api/option-chain-indices',
    );
  }
  let seen: string;
  try {
    seen = normalizedHeader(fileName, text).slice(0, 16).join(', ');
  } catch {
    seen = '(unreadable first line)';
  }
  return new NseFileError(
    fileName,
    1,
    `unknown file format; header seen: ${seen}. Expected an NSE CM bhavcopy (old or UDiFF), sec_bhavdata_full, F&O bhavcopy or futures report, index or security history, the daily closes of every index (ind_close_all), index P/E-P/B-yield history, EQUITY_L, an index constituent list, a holiday list, a PR-bundle Bc/bh file, bulk or block deals, FII/DII figures, or the insider-trading (SEBI PIT) disclosures of Corporate filings`,
  );
}
