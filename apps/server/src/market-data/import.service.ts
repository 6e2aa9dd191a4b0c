import { createHash } from 'node:crypto';
import type {
  CmBhavcopyRow,
  EquityListRow,
  FoBhavcopyRow,
  FoFuturesReportRow,
  IndexBar,
  IndexConstituentRow,
  ParsedNseFile,
  SecBhavdataRow,
} from '@nivesh/market';
import { istParts, NseFileError, parseNseFile, rupeesToPaise } from '@nivesh/market';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { importLog, optionChainSnapshots } from '../db/schema';
import { type BulkColumn, bulkInsert } from './bulk-insert';

/** What one imported file did. */
export interface ImportResult {
  readonly fileName: string;
  readonly format: string;
  /** What the rows fill, e.g. `equity-bars` or `index-bars:NIFTY 50` (see import_log). */
  readonly dataset: string;
  readonly rows: number;
  /** Distinct trade dates of the rows, ascending (the as-of date for constituent lists). */
  readonly tradeDates: string[];
}

/** A file the importer refuses for a reason other than its content (a duplicate, a format it does not store). */
export class ImportRefusedError extends Error {
  override readonly name = 'ImportRefusedError';
  constructor(
    readonly fileName: string,
    readonly reason: string,
  ) {
    super(`${fileName}: ${reason}`);
  }
}

/** Whether an error is the importer speaking about a file (as opposed to a fault). */
export function isFileProblem(error: unknown): error is NseFileError | ImportRefusedError {
  return error instanceof NseFileError || error instanceof ImportRefusedError;
}

interface Plan {
  readonly dataset: string;
  /** "equity bars", "NIFTY 50 index bars": for messages. */
  readonly what: string;
  readonly rows: number;
  readonly tradeDates: string[];
  /** False for the instrument master: a newer EQUITY_L replaces the older rows. */
  readonly datedDataset: boolean;
  /**
   * Replaces the dataset/date-range check where a day may hold several files (option-chain
   * snapshots: one per instant); answers why the file is a duplicate, or null.
   */
  readonly findDuplicate?: (tx: Db) => Promise<string | null>;
  /** Writes the rows; answers how many were written. */
  write(tx: Db): Promise<number>;
}

/**
 * Imports one NSE file: parses it (pure, everything-or-nothing), then writes its rows and an
 * import_log row in ONE transaction. A day already imported for the same dataset, or the same
 * content under any name, is refused and nothing is changed; any failure rolls the whole file back.
 */
export async function importNseFile(
  db: Db,
  fileName: string,
  text: string,
  clock: Clock,
): Promise<ImportResult> {
  const parsed = parseNseFile(fileName, text);
  const plan = planImport(fileName, parsed, clock);
  const sha256 = createHash('sha256').update(text).digest('hex');
  const first = plan.tradeDates[0] ?? null;
  const last = plan.tradeDates.at(-1) ?? null;
  const nothing = 'nothing was changed';
  try {
    await db.transaction(async (tx) => {
      // Two imports of one dataset at once would both pass the duplicate check: serialise them.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nivesh-import:${plan.dataset}`}))`);
      // By default a day of a dataset is imported once; a plan may have its own rule.
      const duplicate = plan.findDuplicate
        ? await plan.findDuplicate(tx)
        : await overlappingDays(tx, plan, first, last);
      if (duplicate !== null) throw new ImportRefusedError(fileName, `${duplicate}; ${nothing}`);
      const sameContent = await tx
        .select()
        .from(importLog)
        .where(eq(importLog.sha256, sha256))
        .orderBy(asc(importLog.id))
        .limit(1);
      const seen = sameContent[0];
      if (seen) {
        throw new ImportRefusedError(
          fileName,
          `the same content was already imported (as ${seen.fileName} on ${seen.importedAt.toISOString()}); ${nothing}`,
        );
      }
      await plan.write(tx);
      await tx.insert(importLog).values({
        fileName,
        format: parsed.format,
        dataset: plan.dataset,
        firstDate: first,
        lastDate: last,
        rows: plan.rows,
        sha256,
        importedAt: clock.now(),
      });
    });
  } catch (error) {
    if (isFileProblem(error)) throw error;
    const unique = uniqueViolation(error);
    if (unique) {
      throw new ImportRefusedError(
        fileName,
        `${plan.what}: a row is already in the database (${unique}); ${nothing}`,
      );
    }
    throw error;
  }
  return {
    fileName,
    format: parsed.format,
    dataset: plan.dataset,
    rows: plan.rows,
    tradeDates: plan.tradeDates,
  };
}

/** Why a dated file overlaps days its dataset already has (ranges, so histories overlap whole), or null. */
async function overlappingDays(
  tx: Db,
  plan: Plan,
  first: string | null,
  last: string | null,
): Promise<string | null> {
  if (!plan.datedDataset || first === null || last === null) return null;
  const overlapping = await tx
    .select()
    .from(importLog)
    .where(
      and(
        eq(importLog.dataset, plan.dataset),
        lte(importLog.firstDate, last),
        gte(importLog.lastDate, first),
      ),
    )
    .orderBy(asc(importLog.firstDate))
    .limit(1);
  const earlier = overlapping[0];
  if (!earlier) return null;
  const days = first === last ? first : `${first} to ${last}`;
  const verb = first === last ? 'are' : 'overlap days that are';
  return `${plan.what} for ${days} ${verb} already imported (from ${earlier.fileName} on ${earlier.importedAt.toISOString()})`;
}

function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, detail } = e as Error & { code?: unknown; detail?: unknown };
    if (code === '23505') return typeof detail === 'string' ? detail : e.message;
  }
  return null;
}

function distinctDates(dates: Iterable<string>): string[] {
  return [...new Set(dates)].sort();
}

function planImport(fileName: string, parsed: ParsedNseFile, clock: Clock): Plan {
  const source = fileName;
  switch (parsed.format) {
    case 'cm-bhavcopy':
    case 'cm-udiff-bhavcopy': {
      const rows = parsed.rows;
      return {
        dataset: 'equity-bars',
        what: 'equity bars',
        rows: rows.length,
        tradeDates: distinctDates(rows.map((r) => r.tradeDate)),
        datedDataset: true,
        write: (tx) => writeEquityBars(tx, rows, source),
      };
    }
    case 'sec-bhavdata-full': {
      const rows = parsed.rows;
      return {
        dataset: 'equity-delivery',
        what: 'delivery figures (sec_bhavdata_full)',
        rows: rows.length,
        tradeDates: distinctDates(rows.map((r) => r.tradeDate)),
        datedDataset: true,
        write: (tx) => writeSecBhavdata(tx, rows, source),
      };
    }
    case 'fo-bhavcopy':
    case 'fo-udiff-bhavcopy': {
      // Both layouts give the classic row; a day from either is the same fo-bars day.
      const rows = parsed.rows;
      return {
        dataset: 'fo-bars',
        what: 'F&O bars',
        rows: rows.length,
        tradeDates: distinctDates(rows.map((r) => r.tradeDate)),
        datedDataset: true,
        write: (tx) => writeFoBhavcopy(tx, rows, source),
      };
    }
    case 'option-chain-json':
      return planOptionChain(parsed, source, clock);
    case 'participant-oi':
    case 'participant-oi-compiled': {
      const rows = parsed.rows;
      return {
        dataset: 'participant-oi',
        what: 'participant OI figures',
        rows: rows.length,
        tradeDates: distinctDates(rows.map((r) => r.tradeDate)),
        datedDataset: true,
        write: (tx) => writeParticipantOi(tx, rows, source),
      };
    }
    case 'fo-futures-report': {
      const tradeDate = parsed.tradeDate;
      if (tradeDate === undefined) {
        throw new ImportRefusedError(
          fileName,
          'a futures report carries no trade date: keep the day in the file name (e.g. fo_futures_contracts_19JUL2024.csv)',
        );
      }
      const rows = parsed.rows;
      return {
        dataset: 'fo-bars',
        what: 'F&O bars',
        rows: rows.length,
        tradeDates: [tradeDate],
        datedDataset: true,
        write: (tx) => writeFoFuturesReport(tx, rows, tradeDate, source),
      };
    }
    case 'index-history':
    case 'index-history-nse': {
      const indexName = indexNameFromHistoryFile(fileName);
      if (indexName === null) {
        throw new ImportRefusedError(
          fileName,
          'an index history names its index only in the file name (e.g. NIFTY_50_daily_2000-2022.csv), and none was found',
        );
      }
      const rows = parsed.rows;
      return {
        dataset: `index-bars:${indexName}`,
        what: `${indexName} index bars`,
        rows: rows.length,
        tradeDates: distinctDates(rows.map((r) => r.date)),
        datedDataset: true,
        write: (tx) => writeIndexBars(tx, indexName, rows, source),
      };
    }
    case 'equity-list': {
      const rows = parsed.rows;
      return {
        dataset: 'instruments',
        what: 'instruments',
        rows: rows.length,
        tradeDates: [],
        datedDataset: false,
        write: (tx) => writeInstruments(tx, rows, source),
      };
    }
    case 'index-constituents': {
      const indexName = indexNameFromConstituentFile(fileName);
      if (indexName === null) {
        throw new ImportRefusedError(
          fileName,
          'a constituent list names its index only in the file name (e.g. ind_nifty500list.csv), and none was found',
        );
      }
      const asOf = /(\d{4}-\d{2}-\d{2})/.exec(fileName)?.[1] ?? istParts(clock.now()).date;
      const rows = parsed.rows;
      return {
        dataset: `index-constituents:${indexName}`,
        what: `${indexName} constituents`,
        rows: rows.length,
        tradeDates: [asOf],
        datedDataset: true,
        write: (tx) => writeConstituents(tx, indexName, asOf, rows, source),
      };
    }
    case 'security-history-nse':
    case 'security-history-bhav':
    case 'security-history-quoted':
      throw new ImportRefusedError(
        fileName,
        `recognised as a per-security history (${parsed.format}), which the importer does not store; import daily bhavcopies instead`,
      );
  }
}

type ParsedChain = Extract<ParsedNseFile, { format: 'option-chain-json' }>;
type ParticipantRow = Extract<
  ParsedNseFile,
  { format: 'participant-oi' | 'participant-oi-compiled' }
>['rows'][number];

/**
 * An option-chain snapshot: dataset `option-chain:<SYMBOL>` on the snapshot's IST date, but other
 * instants of that day are further snapshots, not duplicates. A file is a duplicate when a snapshot
 * of the same symbol at the same instant already holds one of its expiries (an old-API file holds
 * every expiry; a v3 file one, so the expiries of one instant may come in several files).
 */
function planOptionChain(parsed: ParsedChain, source: string, clock: Clock): Plan {
  const { chain, rows } = parsed;
  const expiries = chain.expiries.map((e) => e.expiry);
  return {
    dataset: `option-chain:${chain.symbol}`,
    what: `${chain.symbol} option chain`,
    rows: rows.length,
    tradeDates: [chain.tradeDate],
    datedDataset: true,
    findDuplicate: async (tx) => {
      const found = await tx.execute(
        sql`select s.file_name, s.imported_at, min(r.expiry)::text as expiry
            from option_chain_snapshots s join option_chain_rows r on r.snapshot_id = s.id
            where s.symbol = ${chain.symbol} and s.taken_at = ${chain.timestamp}::timestamptz
              and r.expiry = any(${sql.param(expiries)}::date[])
            group by s.id, s.file_name, s.imported_at order by s.id limit 1`,
      );
      const earlier = firstRow(found);
      if (earlier === null) return null;
      const when = new Date(String(earlier.imported_at)).toISOString();
      return `the ${chain.symbol} option chain of ${chain.timestamp} (expiry ${String(earlier.expiry)}) is already imported (from ${String(earlier.file_name)} on ${when})`;
    },
    write: async (tx) => {
      const [snapshot] = await tx
        .insert(optionChainSnapshots)
        .values({
          symbol: chain.symbol,
          takenAt: new Date(chain.timestamp),
          underlyingValue: chain.underlyingValue,
          source: chain.source,
          fileName: source,
          importedAt: clock.now(),
        })
        .returning({ id: optionChainSnapshots.id });
      if (!snapshot) throw new Error('the snapshot insert returned no id');
      return writeOptionChainRows(tx, snapshot.id, rows);
    },
  };
}

/** The first row of a raw query on either driver (both answer `{ rows }`), or null. */
function firstRow(result: unknown): Record<string, unknown> | null {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    return null;
  const row: unknown = result.rows[0];
  return typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : null;
}

// Prices of a chain are rupees rounded to the paisa by the parser; stored as paise.
const paiseOf = (rupees: number): number => rupeesToPaise(rupees);

function writeOptionChainRows(tx: Db, snapshotId: number, rows: ParsedChain['rows']): Promise<number> {
  return bulkInsert<ParsedChain['rows'][number]>(
    tx,
    'option_chain_rows',
    [
      { name: 'snapshot_id', type: 'bigint', value: () => snapshotId },
      { name: 'expiry', type: 'date', value: (r) => r.expiry },
      { name: 'strike', type: 'numeric', value: (r) => r.strike },
      { name: 'side', type: 'text', value: (r) => r.side },
      { name: 'oi', type: 'double precision', value: (r) => r.oi },
      { name: 'oi_change', type: 'double precision', value: (r) => r.oiChange },
      { name: 'volume', type: 'bigint', value: (r) => r.volume },
      { name: 'iv', type: 'double precision', value: (r) => r.iv },
      { name: 'ltp', type: 'bigint', value: (r) => paiseOf(r.ltp) },
      { name: 'change', type: 'bigint', value: (r) => paiseOf(r.change) },
      { name: 'bid', type: 'bigint', value: (r) => paiseOf(r.bid) },
      { name: 'ask', type: 'bigint', value: (r) => paiseOf(r.ask) },
      { name: 'bid_qty', type: 'bigint', value: (r) => r.bidQty },
      { name: 'ask_qty', type: 'bigint', value: (r) => r.askQty },
      { name: 'total_buy_qty', type: 'bigint', value: (r) => r.totalBuyQty },
      { name: 'total_sell_qty', type: 'bigint', value: (r) => r.totalSellQty },
    ],
    rows,
  );
}

/** Participant OI: the twelve contract columns, one row per participant and day. */
const PARTICIPANT_OI_DB_COLUMNS = [
  ['future_index_long', 'futureIndexLong'],
  ['future_index_short', 'futureIndexShort'],
  ['future_stock_long', 'futureStockLong'],
  ['future_stock_short', 'futureStockShort'],
  ['option_index_call_long', 'optionIndexCallLong'],
  ['option_index_put_long', 'optionIndexPutLong'],
  ['option_index_call_short', 'optionIndexCallShort'],
  ['option_index_put_short', 'optionIndexPutShort'],
  ['option_stock_call_long', 'optionStockCallLong'],
  ['option_stock_put_long', 'optionStockPutLong'],
  ['option_stock_call_short', 'optionStockCallShort'],
  ['option_stock_put_short', 'optionStockPutShort'],
] as const;

function writeParticipantOi(tx: Db, rows: readonly ParticipantRow[], source: string): Promise<number> {
  return bulkInsert<ParticipantRow>(
    tx,
    'participant_oi_daily',
    [
      { name: 'trade_date', type: 'date', value: (r) => r.tradeDate },
      { name: 'client_type', type: 'text', value: (r) => r.clientType },
      ...PARTICIPANT_OI_DB_COLUMNS.map(
        ([name, field]): BulkColumn<ParticipantRow> => ({ name, type: 'bigint', value: (r) => r[field] }),
      ),
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
  );
}

const STOP_WORDS = new Set(['DAILY', 'NSE', 'HISTORY', 'HISTORICAL', 'DATA', 'SAMPLE', 'FORMAT', 'PR']);

/** `NIFTY_50_daily_2000-2022.csv` → `NIFTY 50`; `INDIA_VIX_nse_format_2016-2023.csv` → `INDIA VIX`. */
export function indexNameFromHistoryFile(fileName: string): string | null {
  const base = (fileName.split(/[\\/]/).at(-1) ?? fileName).replace(/\.csv$/i, '');
  const words: string[] = [];
  for (const token of base.split(/[_\s]+/)) {
    const word = token.toUpperCase();
    if (word === '' || STOP_WORDS.has(word) || /^\d{4}/.test(word)) break;
    words.push(word);
  }
  return words.length > 0 ? words.join(' ') : null;
}

/** `ind_nifty500list.csv` → `NIFTY 500`; `ind_niftybanklist.csv` → `NIFTY BANK`. */
export function indexNameFromConstituentFile(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).at(-1) ?? fileName;
  const m = /^ind_nifty([a-z0-9]+?)list/i.exec(base);
  return m?.[1] ? `NIFTY ${m[1].toUpperCase()}` : null;
}

const EQUITY_PRICE_COLUMNS = ['open', 'high', 'low', 'close', 'last', 'prev_close', 'volume', 'turnover'];

function equityColumns<Row extends CmBhavcopyRow | SecBhavdataRow>(
  source: string,
  extra: BulkColumn<Row>[],
): BulkColumn<Row>[] {
  return [
    { name: 'symbol', type: 'text', value: (r) => r.symbol },
    { name: 'series', type: 'text', value: (r) => r.series },
    { name: 'trade_date', type: 'date', value: (r) => r.tradeDate },
    { name: 'open', type: 'bigint', value: (r) => r.open },
    { name: 'high', type: 'bigint', value: (r) => r.high },
    { name: 'low', type: 'bigint', value: (r) => r.low },
    { name: 'close', type: 'bigint', value: (r) => r.close },
    { name: 'last', type: 'bigint', value: (r) => r.last },
    { name: 'prev_close', type: 'bigint', value: (r) => r.prevClose },
    { name: 'volume', type: 'bigint', value: (r) => r.volume },
    { name: 'turnover', type: 'bigint', value: (r) => r.turnover },
    { name: 'trades', type: 'integer', value: (r) => r.trades },
    { name: 'source_file', type: 'text', value: () => source },
    ...extra,
  ];
}

function setExcluded(columns: readonly string[]): SQL {
  return sql.raw(columns.map((c) => `"${c}" = excluded."${c}"`).join(', '));
}

/**
 * Bhavcopy bars. Where sec_bhavdata_full came first the bar exists: the bhavcopy's prices win
 * (its turnover is in rupees, sec_bhavdata's in lakh) and the delivery figures stay.
 */
function writeEquityBars(tx: Db, rows: readonly CmBhavcopyRow[], source: string): Promise<number> {
  return bulkInsert(
    tx,
    'equity_daily_bars',
    equityColumns<CmBhavcopyRow>(source, [{ name: 'isin', type: 'text', value: (r) => r.isin }]),
    rows,
    sql`on conflict (symbol, series, trade_date) do update set ${setExcluded([...EQUITY_PRICE_COLUMNS, 'trades', 'isin', 'source_file'])}`,
  );
}

/**
 * sec_bhavdata_full: sets delivery_qty and vwap on the bars a bhavcopy already gave; inserts whole
 * bars (without ISIN, which this file lacks) for days or securities no bhavcopy gave, so the file
 * also works alone.
 */
function writeSecBhavdata(tx: Db, rows: readonly SecBhavdataRow[], source: string): Promise<number> {
  return bulkInsert(
    tx,
    'equity_daily_bars',
    equityColumns<SecBhavdataRow>(source, [
      { name: 'delivery_qty', type: 'bigint', value: (r) => r.deliveryQty },
      { name: 'vwap', type: 'bigint', value: (r) => r.vwap },
    ]),
    rows,
    sql`on conflict (symbol, series, trade_date) do update set ${setExcluded(['delivery_qty', 'vwap'])}`,
  );
}

// Futures have no strike and no option type; the primary key needs values, so they are 0 and ''.
const FO_KEY: BulkColumn<FoBhavcopyRow | FoFuturesReportRow>[] = [
  { name: 'instrument', type: 'text', value: (r) => r.instrument },
  { name: 'symbol', type: 'text', value: (r) => r.symbol },
  { name: 'expiry', type: 'date', value: (r) => r.expiry },
  { name: 'strike', type: 'bigint', value: (r) => r.strike ?? 0 },
  { name: 'option_type', type: 'text', value: (r) => r.optionType ?? '' },
  { name: 'open', type: 'bigint', value: (r) => r.open },
  { name: 'high', type: 'bigint', value: (r) => r.high },
  { name: 'low', type: 'bigint', value: (r) => r.low },
  { name: 'close', type: 'bigint', value: (r) => r.close },
  { name: 'settle', type: 'bigint', value: (r) => r.settlement },
  { name: 'traded_value', type: 'bigint', value: (r) => r.tradedValue },
];

function writeFoBhavcopy(tx: Db, rows: readonly FoBhavcopyRow[], source: string): Promise<number> {
  return bulkInsert<FoBhavcopyRow>(
    tx,
    'fo_daily_bars',
    [
      ...FO_KEY,
      { name: 'trade_date', type: 'date', value: (r) => r.tradeDate },
      { name: 'contracts', type: 'bigint', value: (r) => r.contracts },
      { name: 'open_interest', type: 'bigint', value: (r) => r.openInterest },
      { name: 'change_in_oi', type: 'bigint', value: (r) => r.changeInOpenInterest },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
  );
}

function writeFoFuturesReport(
  tx: Db,
  rows: readonly FoFuturesReportRow[],
  tradeDate: string,
  source: string,
): Promise<number> {
  return bulkInsert<FoFuturesReportRow>(
    tx,
    'fo_daily_bars',
    [
      ...FO_KEY,
      { name: 'trade_date', type: 'date', value: () => tradeDate },
      { name: 'contracts', type: 'bigint', value: (r) => r.tradedContracts },
      { name: 'open_interest_contracts', type: 'bigint', value: (r) => r.openInterestContracts },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
  );
}

function writeIndexBars(
  tx: Db,
  indexName: string,
  rows: readonly IndexBar[],
  source: string,
): Promise<number> {
  return bulkInsert<IndexBar>(
    tx,
    'index_daily_bars',
    [
      { name: 'index_name', type: 'text', value: () => indexName },
      { name: 'trade_date', type: 'date', value: (r) => r.date },
      { name: 'open', type: 'double precision', value: (r) => r.open },
      { name: 'high', type: 'double precision', value: (r) => r.high },
      { name: 'low', type: 'double precision', value: (r) => r.low },
      { name: 'close', type: 'double precision', value: (r) => r.close },
      { name: 'volume', type: 'bigint', value: (r) => r.volume },
      { name: 'turnover', type: 'bigint', value: (r) => r.turnover },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
  );
}

/** EQUITY_L is the instrument master: the newest list imported wins for each symbol. */
function writeInstruments(tx: Db, rows: readonly EquityListRow[], source: string): Promise<number> {
  return bulkInsert<EquityListRow>(
    tx,
    'instruments',
    [
      { name: 'symbol', type: 'text', value: (r) => r.symbol },
      { name: 'name', type: 'text', value: (r) => r.name },
      { name: 'series', type: 'text', value: (r) => r.series },
      { name: 'listing_date', type: 'date', value: (r) => r.listingDate },
      { name: 'isin', type: 'text', value: (r) => r.isin },
      { name: 'face_value', type: 'bigint', value: (r) => r.faceValue },
      { name: 'paid_up_value', type: 'bigint', value: (r) => r.paidUpValue },
      { name: 'market_lot', type: 'integer', value: (r) => r.marketLot },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
    sql`on conflict (symbol) do update set ${setExcluded(['name', 'series', 'listing_date', 'isin', 'face_value', 'paid_up_value', 'market_lot', 'source_file'])}`,
  );
}

function writeConstituents(
  tx: Db,
  indexName: string,
  asOf: string,
  rows: readonly IndexConstituentRow[],
  source: string,
): Promise<number> {
  return bulkInsert<IndexConstituentRow>(
    tx,
    'index_constituents',
    [
      { name: 'index_name', type: 'text', value: () => indexName },
      { name: 'as_of', type: 'date', value: () => asOf },
      { name: 'symbol', type: 'text', value: (r) => r.symbol },
      { name: 'company_name', type: 'text', value: (r) => r.companyName },
      { name: 'industry', type: 'text', value: (r) => r.industry },
      { name: 'series', type: 'text', value: (r) => r.series },
      { name: 'isin', type: 'text', value: (r) => r.isin },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
  );
}
