import { IST_OFFSET_MS, type IsoDate, type ParsedNseFile } from '@nivesh/market';
import { and, asc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { optionChainRows, optionChainSnapshots, participantOiDaily } from '../db/schema';

/** A chain as the option-chain parser gives it (symbol, IST timestamp, spot, source, expiries). */
export type StoredChain = Extract<ParsedNseFile, { format: 'option-chain-json' }>['chain'];
type ChainSide = NonNullable<StoredChain['expiries'][number]['rows'][number]['call']>;
type ParticipantRow = Extract<
  ParsedNseFile,
  { format: 'participant-oi' | 'participant-oi-compiled' }
>['rows'][number];

/** One stored snapshot, without its rows. */
export interface ChainSnapshotSummary {
  readonly id: number;
  readonly symbol: string;
  /** ISO 8601 in IST, as in the file: `2022-03-28T10:47:19+05:30`. */
  readonly takenAt: string;
  readonly underlyingValue: number;
  readonly source: StoredChain['source'];
  readonly fileName: string;
  /** The expiries the snapshot holds, ascending. */
  readonly expiries: IsoDate[];
}

/** An instant as ISO 8601 on the IST wall clock (IST has no daylight saving). */
function istIso(instant: Date): string {
  return `${new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

function sourceOf(text: string): StoredChain['source'] {
  return text === 'nse-json-v3' ? 'nse-json-v3' : 'nse-json-v1';
}

/**
 * The stored snapshots, oldest first: all, one symbol's, or one symbol's on one IST day (the
 * `(symbol, taken_at)` index serves both).
 */
export async function listChainSnapshots(
  db: Db,
  symbol?: string,
  date?: IsoDate,
): Promise<ChainSnapshotSummary[]> {
  const where: SQL[] = [];
  if (symbol !== undefined) where.push(eq(optionChainSnapshots.symbol, symbol));
  if (date !== undefined) {
    const start = new Date(`${date}T00:00:00+05:30`);
    where.push(gte(optionChainSnapshots.takenAt, start));
    where.push(lt(optionChainSnapshots.takenAt, new Date(start.getTime() + 86_400_000)));
  }
  const snapshots = await db
    .select({
      id: optionChainSnapshots.id,
      symbol: optionChainSnapshots.symbol,
      takenAt: optionChainSnapshots.takenAt,
      underlyingValue: optionChainSnapshots.underlyingValue,
      source: optionChainSnapshots.source,
      fileName: optionChainSnapshots.fileName,
      expiries: sql<string>`(select string_agg(distinct r.expiry::text, ',' order by r.expiry::text)
        from ${optionChainRows} r where r.snapshot_id = ${optionChainSnapshots.id})`,
    })
    .from(optionChainSnapshots)
    .where(and(...where))
    .orderBy(asc(optionChainSnapshots.takenAt), asc(optionChainSnapshots.id));
  return snapshots.map((s) => ({
    id: s.id,
    symbol: s.symbol,
    takenAt: istIso(s.takenAt),
    underlyingValue: s.underlyingValue,
    source: sourceOf(s.source),
    fileName: s.fileName,
    expiries: s.expiries ? (s.expiries.split(',') as IsoDate[]) : [],
  }));
}

/** Every symbol and IST date that has an imported snapshot (one light query: no rows read). */
export async function importedChainDays(db: Db): Promise<{ symbol: string; date: IsoDate }[]> {
  const snapshots = await db
    .select({ symbol: optionChainSnapshots.symbol, takenAt: optionChainSnapshots.takenAt })
    .from(optionChainSnapshots);
  return snapshots.map((s) => ({ symbol: s.symbol, date: istIso(s.takenAt).slice(0, 10) as IsoDate }));
}

/** A stored snapshot in the parser's structure (rows by expiry, strikes ascending), or null. */
export async function chainSnapshot(db: Db, id: number): Promise<StoredChain | null> {
  return (await storedChainSnapshot(db, id))?.chain ?? null;
}

/** A stored snapshot with the name of the file it was imported from, or null. */
export async function storedChainSnapshot(
  db: Db,
  id: number,
): Promise<{ chain: StoredChain; fileName: string } | null> {
  const [snapshot] = await db.select().from(optionChainSnapshots).where(eq(optionChainSnapshots.id, id));
  if (!snapshot) return null;
  const rows = await db
    .select()
    .from(optionChainRows)
    .where(eq(optionChainRows.snapshotId, id))
    .orderBy(asc(optionChainRows.expiry), asc(optionChainRows.strike), asc(optionChainRows.side));
  const expiries: { expiry: IsoDate; rows: { strike: number; call?: ChainSide; put?: ChainSide }[] }[] = [];
  for (const row of rows) {
    let expiry = expiries.at(-1);
    if (expiry?.expiry !== row.expiry) {
      expiry = { expiry: row.expiry as IsoDate, rows: [] };
      expiries.push(expiry);
    }
    let strike = expiry.rows.at(-1);
    if (strike?.strike !== row.strike) {
      strike = { strike: row.strike };
      expiry.rows.push(strike);
    }
    // Prices are stored in paise; the parser's rupees are whole paise, so this is exact.
    const side: ChainSide = {
      oi: row.oi,
      oiChange: row.oiChange,
      volume: row.volume,
      iv: row.iv,
      ltp: row.ltp / 100,
      change: row.change / 100,
      bid: row.bid / 100,
      bidQty: row.bidQty,
      ask: row.ask / 100,
      askQty: row.askQty,
      totalBuyQty: row.totalBuyQty,
      totalSellQty: row.totalSellQty,
    };
    if (row.side === 'CE') strike.call = side;
    else strike.put = side;
  }
  const timestamp = istIso(snapshot.takenAt);
  const chain: StoredChain = {
    source: sourceOf(snapshot.source),
    symbol: snapshot.symbol,
    timestamp,
    tradeDate: timestamp.slice(0, 10) as IsoDate,
    underlyingValue: snapshot.underlyingValue,
    expiries,
  };
  return { chain, fileName: snapshot.fileName };
}

/** One participant's positions on one day, in contracts (the parser's row). */
export type ParticipantOiDay = ParticipantRow;

/** One participant's positions on one day with the file they were imported from. */
export type StoredParticipantOiDay = ParticipantRow & { readonly sourceFile: string };

/** Participant-wise OI by date (then Client, DII, FII, Pro) with each row's file, optionally between two dates inclusive. */
export async function participantOiWithFiles(
  db: Db,
  range: { readonly from?: IsoDate; readonly to?: IsoDate } = {},
): Promise<StoredParticipantOiDay[]> {
  const where: SQL[] = [];
  if (range.from !== undefined) where.push(gte(participantOiDaily.tradeDate, range.from));
  if (range.to !== undefined) where.push(lte(participantOiDaily.tradeDate, range.to));
  const rows = await db
    .select()
    .from(participantOiDaily)
    .where(and(...where))
    .orderBy(asc(participantOiDaily.tradeDate), asc(participantOiDaily.clientType));
  return rows.map(({ sourceFile, tradeDate, clientType, ...positions }) => ({
    ...(positions as Omit<ParticipantRow, 'tradeDate' | 'clientType'>),
    tradeDate: tradeDate as IsoDate,
    clientType: clientType as ParticipantRow['clientType'],
    sourceFile,
  }));
}

/** Participant-wise OI by date (then Client, DII, FII, Pro), optionally between two dates inclusive. */
export async function participantOi(
  db: Db,
  range: { readonly from?: IsoDate; readonly to?: IsoDate } = {},
): Promise<ParticipantOiDay[]> {
  return (await participantOiWithFiles(db, range)).map(({ sourceFile: _file, ...row }) => row);
}
