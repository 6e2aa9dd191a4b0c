import { CM_BHAVCOPY_COLUMNS } from './cm-bhavcopy';
import { splitCsvLine, splitLines } from './csv';
import { BLOCK_DEAL_COLUMNS, BULK_DEAL_COLUMNS } from './deals';
import { FII_DII_MONTHLY_COLUMNS, isFiiDiiDailyHeader } from './fii-dii';
import { FO_BHAVCOPY_COLUMNS } from './fo-bhavcopy';
import { FO_FUTURES_REPORT_COLUMNS } from './fo-futures-report';
import { HOLIDAY_CALENDAR_COLUMNS } from './holiday-calendar';
import { INDEX_CLOSES_COLUMNS } from './index-closes';
import { INDEX_HISTORY_COLUMNS, INDEX_HISTORY_NSE_COLUMNS } from './index-history';
import { INDEX_VALUATION_COLUMNS } from './index-valuations';
import { isInsiderTradingHeader } from './insider-trading';
import { EQUITY_LIST_COLUMNS, INDEX_CONSTITUENT_COLUMNS } from './instrument-lists';
import { looksLikeOptionChainJson } from './option-chain-json';
import { isParticipantOiCompiledHeader, isParticipantOiTitle } from './participant-oi';
import { CORPORATE_ACTION_COLUMNS, WEEK52_HITS_COLUMNS } from './pr-bundle';
import { SEC_BHAVDATA_FULL_COLUMNS } from './sec-bhavdata-full';
import { SECURITY_HISTORY_BHAV_COLUMNS, SECURITY_HISTORY_NSE_COLUMNS } from './security-history';
import { UDIFF_CM_COLUMNS } from './udiff-cm-bhavcopy';
import { UDIFF_FO_INSTRUMENTS } from './udiff-fo-bhavcopy';

/** Every NSE file layout this folder parses. */
export const NSE_FORMATS = [
  'cm-bhavcopy',
  'cm-udiff-bhavcopy',
  'sec-bhavdata-full',
  'fo-futures-report',
  'fo-bhavcopy',
  'fo-udiff-bhavcopy',
  'option-chain-json',
  'participant-oi',
  'participant-oi-compiled',
  'index-history',
  'index-history-nse',
  'security-history-nse',
  'security-history-bhav',
  'security-history-quoted',
  'equity-list',
  'index-constituents',
  'index-valuations',
  'holiday-calendar',
  'corporate-actions',
  'week52-hits',
  'deals',
  'fii-dii-daily',
  'fii-dii-monthly',
  'index-closes',
  'insider-trading',
] as const;

/** Identifier of a supported NSE file layout. */
export type NseFormat = (typeof NSE_FORMATS)[number];

const EXACT: ReadonlyArray<readonly [NseFormat, readonly string[]]> = [
  ['cm-bhavcopy', CM_BHAVCOPY_COLUMNS],
  ['sec-bhavdata-full', SEC_BHAVDATA_FULL_COLUMNS],
  ['fo-futures-report', FO_FUTURES_REPORT_COLUMNS],
  ['fo-bhavcopy', FO_BHAVCOPY_COLUMNS],
  ['index-history', INDEX_HISTORY_COLUMNS],
  ['index-history-nse', INDEX_HISTORY_NSE_COLUMNS],
  ['security-history-nse', SECURITY_HISTORY_NSE_COLUMNS],
  ['security-history-bhav', SECURITY_HISTORY_BHAV_COLUMNS],
  ['equity-list', EQUITY_LIST_COLUMNS],
  ['index-constituents', INDEX_CONSTITUENT_COLUMNS],
  ['index-valuations', INDEX_VALUATION_COLUMNS],
  ['holiday-calendar', HOLIDAY_CALENDAR_COLUMNS],
  ['corporate-actions', CORPORATE_ACTION_COLUMNS],
  ['week52-hits', WEEK52_HITS_COLUMNS],
  ['deals', BULK_DEAL_COLUMNS],
  ['deals', BLOCK_DEAL_COLUMNS],
  ['fii-dii-monthly', FII_DII_MONTHLY_COLUMNS],
  ['index-closes', INDEX_CLOSES_COLUMNS],
];

/** Header names as the parsers compare them: trimmed, upper-case, without the trailing empty column. */
export function normalizedHeader(fileName: string, text: string): string[] {
  const first = splitLines(text)[0] ?? '';
  const names = splitCsvLine(fileName, 1, first, true).map((n) => n.toUpperCase());
  // Old CM and F&O bhavcopies end every line with a comma.
  if (names.length > 1 && names[names.length - 1] === '') names.pop();
  return names;
}

function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, i) => name === b[i]);
}

/**
 * Recognises an NSE file by its header (the name is only used as a hint nowhere: renamed downloads
 * are common), an option-chain response by its JSON and the participant OI file by its title line;
 * returns null for anything else.
 */
export function detectNseFormat(fileName: string, text: string): NseFormat | null {
  if (looksLikeOptionChainJson(text)) return 'option-chain-json';
  const lines = splitLines(text);
  const first = lines[0] ?? '';
  // The quoted history has no header: recognise its first record ("ddmmyy" then 7 numbers).
  if (/^"\d{6}"(,"-?[\d.]*"){7}\s*$/.test(first)) return 'security-history-quoted';
  if (isParticipantOiTitle(first)) return 'participant-oi';
  let header: string[];
  try {
    header = normalizedHeader(fileName, text);
  } catch {
    return null;
  }
  for (const [format, columns] of EXACT) if (sameColumns(header, columns)) return format;
  if (header.length === 34 && UDIFF_CM_COLUMNS.every((c) => header.includes(c))) {
    // CM and F&O UDiFF files share one header; the segment and instrument columns tell them apart.
    const firstRow = splitCsvLine(fileName, 2, lines[1] ?? '', true);
    const segment = firstRow[header.indexOf('SGMT')];
    if (segment === 'CM') return 'cm-udiff-bhavcopy';
    const type = firstRow[header.indexOf('FININSTRMTP')] ?? '';
    return segment === 'FO' && type in UDIFF_FO_INSTRUMENTS ? 'fo-udiff-bhavcopy' : null;
  }
  if (isParticipantOiCompiledHeader(header)) return 'participant-oi-compiled';
  if (isFiiDiiDailyHeader(header)) return 'fii-dii-daily';
  if (isInsiderTradingHeader(header)) return 'insider-trading';
  return null;
}
