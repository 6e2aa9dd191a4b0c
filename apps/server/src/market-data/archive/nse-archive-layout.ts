/**
 * Where NSE publishes each trading day's files (the archive layout of nsearchives.nseindia.com and
 * www.nseindia.com), and the name each is imported under (the importer reads the format and the day
 * from the name). Pure: a date in, the list out.
 */
import type { IsoDate } from '@nivesh/market';

/** One file of a trading day in NSE's archive. */
export interface ArchiveFile {
  /** What it holds, for reports. */
  readonly dataset:
    | 'equity bhavcopy'
    | 'F&O bhavcopy'
    | 'PR bundle (corporate actions, 52-week hits)'
    | 'bulk deals'
    | 'block deals'
    | 'participant-wise open interest'
    | 'FII/DII cash (provisional)'
    | 'index closes';
  /** Which of NSE's hosts serves it: the archive (nsearchives) or the site's API (www). */
  readonly host: 'archives' | 'api';
  /** Path and query under that host's base URL. */
  readonly path: string;
  /** The name the downloaded body is imported under (a `.zip`'s entries keep their own names). */
  readonly importAs: string;
  /**
   * `fii-dii-json`: the body is NSE's `fiidiiTradeReact` JSON answer (the latest day only), written
   * as the daily FII/DII CSV before it is imported.
   */
  readonly convert?: 'fii-dii-json';
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The files NSE publishes for `date` after the close, in the order they are imported. */
export function archiveFilesFor(date: IsoDate): readonly ArchiveFile[] {
  const [yyyy = '', mm = '', dd = ''] = date.split('-');
  const yymmdd = `${yyyy}${mm}${dd}`;
  const ddmmyy = `${dd}${mm}${yyyy.slice(2)}`;
  const ddmmyyyy = `${dd}${mm}${yyyy}`;
  const dashed = `${dd}-${mm}-${yyyy}`;
  const named = `${dd}-${MONTHS[Number(mm) - 1] ?? ''}-${yyyy}`;
  const udiff = (segment: 'CM' | 'FO') => `BhavCopy_NSE_${segment}_0_0_0_${yymmdd}_F_0000.csv`;
  return [
    {
      dataset: 'equity bhavcopy',
      host: 'archives',
      path: `/content/cm/${udiff('CM')}.zip`,
      importAs: `${udiff('CM')}.zip`,
    },
    {
      dataset: 'F&O bhavcopy',
      host: 'archives',
      path: `/content/fo/${udiff('FO')}.zip`,
      importAs: `${udiff('FO')}.zip`,
    },
    {
      dataset: 'PR bundle (corporate actions, 52-week hits)',
      host: 'archives',
      path: `/archives/equities/bhavcopy/pr/PR${ddmmyy}.zip`,
      importAs: `PR${ddmmyy}.zip`,
    },
    {
      dataset: 'bulk deals',
      host: 'api',
      path: `/api/historical/bulk-deals?from=${dashed}&to=${dashed}&csv=true`,
      importAs: `bulk_deals_${named}.csv`,
    },
    {
      dataset: 'block deals',
      host: 'api',
      path: `/api/historical/block-deals?from=${dashed}&to=${dashed}&csv=true`,
      importAs: `block_deals_${named}.csv`,
    },
    {
      dataset: 'index closes',
      host: 'archives',
      path: `/content/indices/ind_close_all_${ddmmyyyy}.csv`,
      importAs: `ind_close_all_${ddmmyyyy}.csv`,
    },
    {
      dataset: 'participant-wise open interest',
      host: 'archives',
      path: `/content/nsccl/fao_participant_oi_${ddmmyyyy}.csv`,
      importAs: `fao_participant_oi_${ddmmyyyy}.csv`,
    },
    {
      dataset: 'FII/DII cash (provisional)',
      host: 'api',
      path: '/api/fiidiiTradeReact',
      importAs: `fii_dii_cash_daily_${ddmmyyyy}.csv`,
      convert: 'fii-dii-json',
    },
  ];
}
