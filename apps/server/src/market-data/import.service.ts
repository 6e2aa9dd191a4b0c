import { createHash } from 'node:crypto';
import type {
  CmBhavcopyRow,
  CorporateActionRow,
  DealRow,
  EquityListRow,
  FoBhavcopyRow,
  FoFuturesReportRow,
  HolidayRow,
  IndexBar,
  IndexCloseRow,
  IndexConstituentRow,
  IndexValuationRow,
  InstitutionalFlowRow,
  NseFileWarning,
  ParsedNseFile,
  SecBhavdataRow,
  SecurityBar,
  Week52HitRow,
} from '@nivesh/market';
import { istParts, NseFileError, parseFiiStats, parseNseFile, rupeesToPaise } from '@nivesh/market';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { importLog, optionChainSnapshots } from '../db/schema';
import { type BulkColumn, bulkInsert } from './bulk-insert';
import { FII_STATS_DATASET, FII_STATS_FORMAT, writeFiiStats } from './fii-stats-import';
import { INSIDER_TRADES_DATASET, writeInsiderTrades } from './insider-trades-import';
import { type ImportConflict, type MergeSpec, planMerge } from './merge-rows';

/** What one imported file did. */
export interface ImportResult {
  readonly fileName: string;
  readonly format: string;
  /** What the rows fill, e.g. `equity-bars` or `index-bars:NIFTY 50` (see import_log). */
  readonly dataset: string;
  readonly rows: number;
  /** Distinct trade dates of the rows, ascending (the as-of date for constituent lists). */
  readonly tradeDates: string[];
  /** Rows of the file that were already stored with the same figures (merging formats). */
  readonly identical: number;
  /** Rows that disagree with a stored row: reported, not written (the stored row is kept). */
  readonly conflicts: ImportConflict[];
  /** Duplicated rows dropped and other notes, each `<file> line <n>: <what>`. */
  readonly warnings: string[];
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
  /**
   * For datasets whose files merge by key (prices, index levels, ratios, flows): replaces the
   * date-range check and `write`; compares with the stored rows, writes the new and identical ones
   * and answers the conflicts.
   */
  readonly merge?: (tx: Db) => Promise<Merged>;
}

/** What a merging write did. */
interface Merged {
  readonly written: number;
  readonly identical: number;
  readonly conflicts: ImportConflict[];
}

/** A plan of a dataset whose days are imported once (a file overlapping stored days is refused). */
function datedPlan(
  dataset: string,
  what: string,
  rows: number,
  tradeDates: string[],
  write: (tx: Db) => Promise<number>,
): Plan {
  return { dataset, what, rows, tradeDates, datedDataset: true, write };
}

/**
 * A plan whose rows merge with the stored ones by `spec`'s key (no date-range refusal): `write`
 * gets the new and identical rows, conflicts are reported.
 */
function mergePlan<Row>(
  dataset: string,
  what: string,
  spec: DatedMerge<Row>,
  file: { readonly rows: readonly Row[]; readonly lines?: readonly number[] | undefined },
  write: (tx: Db, rows: readonly Row[]) => Promise<number>,
): Plan {
  const { rows, lines } = file;
  return {
    dataset,
    what,
    rows: rows.length,
    tradeDates: distinctDates(rows.map(spec.dateOf)),
    datedDataset: true,
    write: (tx) => write(tx, rows),
    merge: async (tx) => {
      const { accepted, identical, conflicts } = await planMerge(tx, spec, rows, lines);
      return { written: await write(tx, accepted), identical, conflicts };
    },
  };
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
  return importPlanned(
    db,
    { fileName, format: parsed.format, plan, sha256, warnings: parsed.warnings },
    clock,
  );
}

/**
 * Imports NSE's FII derivatives statistics workbook (`fii_stats_DD-Mon-YYYY.xls`, binary, so not
 * through `parseNseFile`): parsed whole, its day written once (a day already imported is refused
 * and nothing changes), like any dated dataset.
 */
export async function importFiiStatsFile(
  db: Db,
  fileName: string,
  bytes: Uint8Array,
  clock: Clock,
): Promise<ImportResult> {
  const file = parseFiiStats(fileName, bytes);
  const plan = datedPlan(
    FII_STATS_DATASET,
    'FII derivatives statistics',
    file.rows.length,
    [file.tradeDate],
    (tx) => writeFiiStats(tx, file, fileName),
  );
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return importPlanned(db, { fileName, format: FII_STATS_FORMAT, plan, sha256, warnings: [] }, clock);
}

/** Writes a planned file and its import_log row in one transaction (see importNseFile). */
async function importPlanned(
  db: Db,
  parsed: {
    readonly fileName: string;
    readonly format: string;
    readonly plan: Plan;
    readonly sha256: string;
    readonly warnings: readonly NseFileWarning[];
  },
  clock: Clock,
): Promise<ImportResult> {
  const { fileName, plan, sha256 } = parsed;
  const first = plan.tradeDates[0] ?? null;
  const last = plan.tradeDates.at(-1) ?? null;
  const nothing = 'nothing was changed';
  // Set inside the transaction's callback (a plain `let` would stay narrowed to null here).
  const outcome: { merged: Merged | null } = { merged: null };
  try {
    await db.transaction(async (tx) => {
      // Two imports of one dataset at once would both pass the duplicate check: serialise them.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nivesh-import:${plan.dataset}`}))`);
      // By default a day of a dataset is imported once; a plan may have its own rule, and rows
      // that merge by key are compared row by row instead.
      const duplicate = plan.findDuplicate
        ? await plan.findDuplicate(tx)
        : plan.merge
          ? null
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
      if (plan.merge) outcome.merged = await plan.merge(tx);
      else await plan.write(tx);
      await tx.insert(importLog).values({
        fileName,
        format: parsed.format,
        dataset: plan.dataset,
        firstDate: first,
        lastDate: last,
        rows: plan.rows - (outcome.merged?.conflicts.length ?? 0),
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
  const done = outcome.merged;
  return {
    fileName,
    format: parsed.format,
    dataset: plan.dataset,
    rows: plan.rows - (done?.conflicts.length ?? 0),
    tradeDates: plan.tradeDates,
    identical: done?.identical ?? 0,
    conflicts: done?.conflicts ?? [],
    warnings: parsed.warnings.map((w) => `${w.fileName} line ${w.line}: ${w.message}`),
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
      return mergePlan('equity-bars', 'equity bars', EQUITY_MERGE, parsed, (tx, accepted) =>
        writeEquityBars(tx, accepted, source),
      );
    }
    case 'sec-bhavdata-full': {
      const rows = parsed.rows;
      return datedPlan(
        'equity-delivery',
        'delivery figures (sec_bhavdata_full)',
        rows.length,
        distinctDates(rows.map((r) => r.tradeDate)),
        (tx) => writeSecBhavdata(tx, rows, source),
      );
    }
    case 'fo-bhavcopy':
    case 'fo-udiff-bhavcopy': {
      // Both layouts give the classic row; a day from either is the same fo-bars day.
      const rows = parsed.rows;
      return datedPlan(
        'fo-bars',
        'F&O bars',
        rows.length,
        distinctDates(rows.map((r) => r.tradeDate)),
        (tx) => writeFoBhavcopy(tx, rows, source),
      );
    }
    case 'option-chain-json':
      return planOptionChain(parsed, source, clock);
    case 'participant-oi':
    case 'participant-oi-compiled': {
      const rows = parsed.rows;
      return datedPlan(
        'participant-oi',
        'participant OI figures',
        rows.length,
        distinctDates(rows.map((r) => r.tradeDate)),
        (tx) => writeParticipantOi(tx, rows, source),
      );
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
      return datedPlan('fo-bars', 'F&O bars', rows.length, [tradeDate], (tx) =>
        writeFoFuturesReport(tx, rows, tradeDate, source),
      );
    }
    case 'index-history':
    case 'index-history-nse': {
      const indexName = indexNameOf(fileName, 'an index history', 'NIFTY_50_daily_2000-2022.csv');
      return mergePlan(
        `index-bars:${indexName}`,
        `${indexName} index bars`,
        indexMerge(indexName),
        parsed,
        (tx, accepted) => writeIndexBars(tx, indexName, accepted, source),
      );
    }
    case 'index-valuations': {
      const indexName = indexNameOf(
        fileName,
        'an index P/E-P/B-yield history',
        'NIFTY_50_PE_PB_DivYield_2000-2022.csv',
      );
      return mergePlan(
        `index-valuations:${indexName}`,
        `${indexName} P/E, P/B and dividend yield`,
        valuationMerge(indexName),
        parsed,
        (tx, accepted) => writeIndexValuations(tx, indexName, accepted, source),
      );
    }
    case 'index-closes':
      // Every index of the day in one file: bars keyed by each row's index, ratios beside them.
      return mergePlan('index-closes', 'index closes', INDEX_CLOSES_MERGE, parsed, async (tx, accepted) => {
        const written = await writeIndexBars(tx, null, accepted, source);
        await writeIndexValuations(
          tx,
          null,
          accepted.filter((r) => r.pe !== null || r.pb !== null || r.divYield !== null),
          source,
        );
        return written;
      });
    case 'fii-dii-daily':
    case 'fii-dii-monthly': {
      const { period } = parsed;
      return mergePlan(
        `institutional-flows:${period}`,
        `FII/DII ${period === 'day' ? 'daily' : 'monthly'} figures`,
        flowMerge(period),
        parsed,
        (tx, accepted) => writeInstitutionalFlows(tx, period, accepted, source),
      );
    }
    case 'holiday-calendar': {
      const { segment, rows } = parsed;
      return datedPlan(
        `holidays:${segment}`,
        `${segment} holidays`,
        rows.length,
        distinctDates(rows.map((r) => r.date)),
        (tx) => writeHolidays(tx, segment, rows, source),
      );
    }
    case 'corporate-actions': {
      const { rows, tradeDate } = parsed;
      return datedPlan('corporate-actions', 'corporate actions (PR bundle)', rows.length, [tradeDate], (tx) =>
        writeCorporateActions(tx, tradeDate, rows, source),
      );
    }
    case 'week52-hits': {
      const { rows, tradeDate } = parsed;
      return datedPlan('week52-hits', '52-week highs and lows (PR bundle)', rows.length, [tradeDate], (tx) =>
        writeWeek52Hits(tx, tradeDate, rows, source),
      );
    }
    case 'deals': {
      const { kind, rows } = parsed;
      return datedPlan(
        `deals:${kind}`,
        `${kind} deals`,
        rows.length,
        distinctDates(rows.map((r) => r.tradeDate)),
        (tx) => writeDeals(tx, kind, rows, source),
      );
    }
    case 'insider-trading': {
      const { rows } = parsed;
      return datedPlan(
        INSIDER_TRADES_DATASET,
        'insider-trading disclosures',
        rows.length,
        distinctDates(rows.map((r) => r.sessionDate)),
        (tx) => writeInsiderTrades(tx, rows, source),
      );
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
      return datedPlan(
        `index-constituents:${indexName}`,
        `${indexName} constituents`,
        rows.length,
        [asOf],
        (tx) => writeConstituents(tx, indexName, asOf, rows, source),
      );
    }
    case 'security-history-nse':
    case 'security-history-bhav':
    case 'security-history-quoted': {
      return mergePlan('security-bars', 'per-security history bars', SECURITY_MERGE, parsed, (tx, accepted) =>
        writeSecurityBars(tx, accepted, source),
      );
    }
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

const STOP_WORDS = new Set(['DAILY', 'NSE', 'HISTORY', 'HISTORICAL', 'DATA', 'SAMPLE', 'FORMAT', 'PR', 'PE']);

/** The index a history file is of, from its name, or a refusal saying how to name it. */
function indexNameOf(fileName: string, what: string, example: string): string {
  const name = indexNameFromHistoryFile(fileName);
  if (name === null) {
    throw new ImportRefusedError(
      fileName,
      `${what} names its index only in the file name (e.g. ${example}), and none was found`,
    );
  }
  return name;
}

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

/** An index's bar, from a one-index history (`indexName` given) or the every-index closes (its row's). */
type AnyIndexBar = Omit<IndexBar, 'prevClose'> & { readonly indexName?: string };

function writeIndexBars(
  tx: Db,
  indexName: string | null,
  rows: readonly AnyIndexBar[],
  source: string,
): Promise<number> {
  return bulkInsert<AnyIndexBar>(
    tx,
    'index_daily_bars',
    [
      { name: 'index_name', type: 'text', value: (r) => indexName ?? r.indexName ?? '' },
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
    // Merged rows agree on the levels (merge-rows.ts): only what the stored day lacks is filled.
    fillGaps('index_daily_bars', ['index_name', 'trade_date'], ['open', 'high', 'low', 'volume', 'turnover']),
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

/** A merge spec that also tells each row's date (for the file's trade dates). */
type DatedMerge<Row> = MergeSpec<Row> & { readonly dateOf: (row: Row) => string };

const price = (name: string) => ({ name, type: 'bigint', unit: 'paise' }) as const;

/** What bhavcopy rows and history bars share: identity, prices, previous close and volume. */
interface DailyBar {
  readonly symbol: string;
  readonly series: string;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly prevClose: number | null;
  readonly volume: number;
}

/** Daily bars merge by (symbol, series, date) on their prices, previous close and volume. */
function barMerge<Row extends DailyBar>(table: string, dateOf: (row: Row) => string): DatedMerge<Row> {
  return {
    table,
    key: [
      { name: 'symbol', type: 'text', value: (r) => r.symbol },
      { name: 'series', type: 'text', value: (r) => r.series },
      { name: 'trade_date', type: 'date', value: dateOf },
    ],
    compared: [
      { ...price('open'), value: (r) => r.open },
      { ...price('high'), value: (r) => r.high },
      { ...price('low'), value: (r) => r.low },
      { ...price('close'), value: (r) => r.close },
      { ...price('prev_close'), value: (r) => r.prevClose },
      { name: 'volume', type: 'bigint', value: (r) => r.volume },
    ],
    describe: (r) => `${r.symbol} ${r.series} on ${dateOf(r)}`,
    dateOf,
  };
}

const EQUITY_MERGE = barMerge<CmBhavcopyRow>('equity_daily_bars', (r) => r.tradeDate);
/** History bars: figures a layout lacks (null) are not compared, and fill in when they arrive. */
const SECURITY_MERGE: DatedMerge<SecurityBar> = {
  ...barMerge<SecurityBar>('security_daily_bars', (r) => r.date),
  // A history's day must also agree with the bhavcopy bar of that day, where one is stored.
  alsoAgainst: ['equity_daily_bars'],
};

function indexMerge(indexName: string): DatedMerge<IndexBar> {
  return {
    table: 'index_daily_bars',
    key: [
      { name: 'index_name', type: 'text', value: () => indexName },
      { name: 'trade_date', type: 'date', value: (r) => r.date },
    ],
    compared: (['open', 'high', 'low', 'close'] as const).map((name) => ({
      name,
      type: 'double precision' as const,
      value: (r: IndexBar) => r[name],
    })),
    describe: (r) => `${indexName} on ${r.date}`,
    dateOf: (r) => r.date,
  };
}

/** The every-index closes merge on (index, day) like a one-index history, comparing the levels. */
const INDEX_CLOSES_MERGE: DatedMerge<IndexCloseRow> = {
  table: 'index_daily_bars',
  key: [
    { name: 'index_name', type: 'text', value: (r) => r.indexName },
    { name: 'trade_date', type: 'date', value: (r) => r.date },
  ],
  compared: (['open', 'high', 'low', 'close'] as const).map((name) => ({
    name,
    type: 'double precision' as const,
    value: (r: IndexCloseRow) => r[name],
  })),
  describe: (r) => `${r.indexName} on ${r.date}`,
  dateOf: (r) => r.date,
};

function valuationMerge(indexName: string): DatedMerge<IndexValuationRow> {
  return {
    table: 'index_valuations',
    key: [
      { name: 'index_name', type: 'text', value: () => indexName },
      { name: 'trade_date', type: 'date', value: (r) => r.date },
    ],
    compared: [
      { name: 'pe', type: 'double precision', value: (r) => r.pe },
      { name: 'pb', type: 'double precision', value: (r) => r.pb },
      { name: 'div_yield', type: 'double precision', value: (r) => r.divYield },
    ],
    describe: (r) => `${indexName} on ${r.date}`,
    dateOf: (r) => r.date,
  };
}

function flowMerge(period: string): DatedMerge<InstitutionalFlowRow> {
  return {
    table: 'institutional_flows',
    key: [
      { name: 'period', type: 'text', value: () => period },
      { name: 'trade_date', type: 'date', value: (r) => r.date },
      { name: 'category', type: 'text', value: (r) => r.category },
    ],
    compared: [
      { ...price('buy'), value: (r) => r.buy },
      { ...price('sell'), value: (r) => r.sell },
      { ...price('net'), value: (r) => r.net },
    ],
    describe: (r) => `${r.category} ${period === 'day' ? 'on' : 'in the month to'} ${r.date}`,
    dateOf: (r) => r.date,
  };
}

/** `on conflict (<key>) do update` filling only what the stored row lacks (its figures agree). */
function fillGaps(table: string, key: readonly string[], columns: readonly string[]): SQL {
  const set = columns.map((c) => `"${c}" = coalesce("${table}"."${c}", excluded."${c}")`).join(', ');
  return sql.raw(`on conflict (${key.map((k) => `"${k}"`).join(', ')}) do update set ${set}`);
}

function writeSecurityBars(tx: Db, rows: readonly SecurityBar[], source: string): Promise<number> {
  return bulkInsert<SecurityBar>(
    tx,
    'security_daily_bars',
    [
      { name: 'symbol', type: 'text', value: (r) => r.symbol },
      { name: 'series', type: 'text', value: (r) => r.series },
      { name: 'trade_date', type: 'date', value: (r) => r.date },
      { name: 'open', type: 'bigint', value: (r) => r.open },
      { name: 'high', type: 'bigint', value: (r) => r.high },
      { name: 'low', type: 'bigint', value: (r) => r.low },
      { name: 'close', type: 'bigint', value: (r) => r.close },
      { name: 'last', type: 'bigint', value: (r) => r.last },
      { name: 'prev_close', type: 'bigint', value: (r) => r.prevClose },
      { name: 'vwap', type: 'bigint', value: (r) => r.vwap },
      { name: 'week52_high', type: 'bigint', value: (r) => r.week52High },
      { name: 'week52_low', type: 'bigint', value: (r) => r.week52Low },
      { name: 'volume', type: 'bigint', value: (r) => r.volume },
      { name: 'turnover', type: 'bigint', value: (r) => r.turnover },
      { name: 'trades', type: 'integer', value: (r) => r.trades },
      { name: 'isin', type: 'text', value: (r) => r.isin },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
    fillGaps(
      'security_daily_bars',
      ['symbol', 'series', 'trade_date'],
      ['last', 'prev_close', 'vwap', 'week52_high', 'week52_low', 'trades', 'isin'],
    ),
  );
}

function writeIndexValuations(
  tx: Db,
  indexName: string | null,
  rows: readonly (IndexValuationRow & { readonly indexName?: string })[],
  source: string,
): Promise<number> {
  return bulkInsert<IndexValuationRow & { readonly indexName?: string }>(
    tx,
    'index_valuations',
    [
      { name: 'index_name', type: 'text', value: (r) => indexName ?? r.indexName ?? '' },
      { name: 'trade_date', type: 'date', value: (r) => r.date },
      { name: 'pe', type: 'double precision', value: (r) => r.pe },
      { name: 'pb', type: 'double precision', value: (r) => r.pb },
      { name: 'div_yield', type: 'double precision', value: (r) => r.divYield },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
    fillGaps('index_valuations', ['index_name', 'trade_date'], ['pe', 'pb', 'div_yield']),
  );
}

function writeInstitutionalFlows(
  tx: Db,
  period: string,
  rows: readonly InstitutionalFlowRow[],
  source: string,
): Promise<number> {
  return bulkInsert<InstitutionalFlowRow>(
    tx,
    'institutional_flows',
    [
      { name: 'period', type: 'text', value: () => period },
      { name: 'trade_date', type: 'date', value: (r) => r.date },
      { name: 'category', type: 'text', value: (r) => r.category },
      { name: 'buy', type: 'bigint', value: (r) => r.buy },
      { name: 'sell', type: 'bigint', value: (r) => r.sell },
      { name: 'net', type: 'bigint', value: (r) => r.net },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
    sql`on conflict (period, trade_date, category) do nothing`,
  );
}

function writeHolidays(
  tx: Db,
  segment: string,
  rows: readonly HolidayRow[],
  source: string,
): Promise<number> {
  return bulkInsert<HolidayRow>(
    tx,
    'market_holidays',
    [
      { name: 'segment', type: 'text', value: () => segment },
      { name: 'holiday_date', type: 'date', value: (r) => r.date },
      { name: 'week_day', type: 'text', value: (r) => r.weekDay },
      { name: 'description', type: 'text', value: (r) => r.description },
      { name: 'morning_session', type: 'text', value: (r) => r.morningSession },
      { name: 'evening_session', type: 'text', value: (r) => r.eveningSession },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
  );
}

function writeCorporateActions(
  tx: Db,
  announcedOn: string,
  rows: readonly CorporateActionRow[],
  source: string,
): Promise<number> {
  return bulkInsert<CorporateActionRow>(
    tx,
    'corporate_actions',
    [
      { name: 'announced_on', type: 'date', value: () => announcedOn },
      { name: 'series', type: 'text', value: (r) => r.series },
      { name: 'symbol', type: 'text', value: (r) => r.symbol },
      { name: 'security', type: 'text', value: (r) => r.security },
      { name: 'record_date', type: 'date', value: (r) => r.recordDate },
      { name: 'book_closure_start', type: 'date', value: (r) => r.bookClosureStart },
      { name: 'book_closure_end', type: 'date', value: (r) => r.bookClosureEnd },
      { name: 'ex_date', type: 'date', value: (r) => r.exDate },
      { name: 'no_delivery_start', type: 'date', value: (r) => r.noDeliveryStart },
      { name: 'no_delivery_end', type: 'date', value: (r) => r.noDeliveryEnd },
      { name: 'purpose', type: 'text', value: (r) => r.purpose },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
  );
}

function writeWeek52Hits(
  tx: Db,
  tradeDate: string,
  rows: readonly Week52HitRow[],
  source: string,
): Promise<number> {
  return bulkInsert<Week52HitRow>(
    tx,
    'week52_hits',
    [
      { name: 'trade_date', type: 'date', value: () => tradeDate },
      { name: 'symbol', type: 'text', value: (r) => r.symbol },
      { name: 'series', type: 'text', value: (r) => r.series },
      { name: 'high_low', type: 'text', value: (r) => r.highLow },
      { name: 'security', type: 'text', value: (r) => r.security },
      { name: 'index_flag', type: 'text', value: (r) => r.indexFlag },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
  );
}

function writeDeals(tx: Db, kind: string, rows: readonly DealRow[], source: string): Promise<number> {
  return bulkInsert<DealRow>(
    tx,
    'deals',
    [
      { name: 'kind', type: 'text', value: () => kind },
      { name: 'trade_date', type: 'date', value: (r) => r.tradeDate },
      { name: 'symbol', type: 'text', value: (r) => r.symbol },
      { name: 'security_name', type: 'text', value: (r) => r.securityName },
      { name: 'client_name', type: 'text', value: (r) => r.clientName },
      { name: 'side', type: 'text', value: (r) => r.side },
      { name: 'quantity', type: 'bigint', value: (r) => r.quantity },
      { name: 'price', type: 'bigint', value: (r) => r.price },
      { name: 'remarks', type: 'text', value: (r) => r.remarks },
      { name: 'source_file', type: 'text', value: () => source },
    ],
    rows,
  );
}
