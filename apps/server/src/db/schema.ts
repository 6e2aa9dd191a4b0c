import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { newRecordId } from './record-id';

// Every timestamp is timestamptz: stored in UTC, shown in IST at the edges (ARCHITECTURE §4).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    userName: text('user_name').notNull(),
    email: text('email'),
    googleSub: text('google_sub'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    // Emails compare case-insensitively: Foo@x.com and foo@x.com are one account.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
  ],
);

/** One row per code sent; the newest unconsumed row of a mobile is its live challenge. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    /** The client IP that asked for the code: for the per-IP hourly limit. */
    requestIp: text('request_ip').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: ts('sent_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: ts('consumed_at'),
  },
  (t) => [
    index('otp_challenges_mobile_sent_idx').on(t.mobile, t.sentAt),
    index('otp_challenges_ip_sent_idx').on(t.requestIp, t.sentAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Short-lived single-use proofs: `mobile` (the OTP was verified for a number that has no account)
 * and `google` (a verified Google identity waiting for its mobile). Stored (hashed) rather than
 * HMAC-signed so that single use is enforced by the database.
 */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['mobile', 'google'] }).notNull(),
    mobile: text('mobile'),
    googleSub: text('google_sub'),
    email: text('email'),
    userName: text('user_name'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('verification_tokens_token_hash_key').on(t.tokenHash)],
);

// Imported real market data (market-data/import.service.ts). Prices are integer paise (bigint, read
// back as numbers: paise of any real price fit in 2^53), index levels are points, dates are `date`.
const paise = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/** One security's day from a CM bhavcopy (old or UDiFF); sec_bhavdata_full adds delivery and VWAP. */
export const equityDailyBars = pgTable(
  'equity_daily_bars',
  {
    symbol: text('symbol').notNull(),
    series: text('series').notNull(),
    tradeDate: day('trade_date').notNull(),
    open: paise('open').notNull(),
    high: paise('high').notNull(),
    low: paise('low').notNull(),
    close: paise('close').notNull(),
    last: paise('last').notNull(),
    prevClose: paise('prev_close').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    turnover: paise('turnover').notNull(),
    trades: integer('trades'),
    isin: text('isin'),
    deliveryQty: bigint('delivery_qty', { mode: 'number' }),
    vwap: paise('vwap'),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.symbol, t.series, t.tradeDate] }),
    index('equity_daily_bars_trade_date_idx').on(t.tradeDate),
  ],
);

/** One F&O contract's day, from the classic F&O bhavcopy or the futures report. */
export const foDailyBars = pgTable(
  'fo_daily_bars',
  {
    instrument: text('instrument').notNull(),
    symbol: text('symbol').notNull(),
    expiry: day('expiry').notNull(),
    // 0 and '' for futures rather than null, so that they can be part of the primary key.
    strike: paise('strike').notNull(),
    optionType: text('option_type').notNull(),
    tradeDate: day('trade_date').notNull(),
    open: paise('open'),
    high: paise('high'),
    low: paise('low'),
    close: paise('close'),
    settle: paise('settle'),
    contracts: bigint('contracts', { mode: 'number' }).notNull(),
    tradedValue: paise('traded_value'),
    /** Shares/units (classic bhavcopy). */
    openInterest: bigint('open_interest', { mode: 'number' }),
    changeInOi: bigint('change_in_oi', { mode: 'number' }),
    /** Contracts (futures report, which has no OI in units). */
    openInterestContracts: bigint('open_interest_contracts', { mode: 'number' }),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instrument, t.symbol, t.expiry, t.strike, t.optionType, t.tradeDate] }),
    index('fo_daily_bars_trade_date_idx').on(t.tradeDate),
  ],
);

/** An index's day in points (NIFTY 50, INDIA VIX, ...); the name comes from the file name. */
export const indexDailyBars = pgTable(
  'index_daily_bars',
  {
    indexName: text('index_name').notNull(),
    tradeDate: day('trade_date').notNull(),
    open: doublePrecision('open'),
    high: doublePrecision('high'),
    low: doublePrecision('low'),
    close: doublePrecision('close').notNull(),
    volume: bigint('volume', { mode: 'number' }),
    turnover: paise('turnover'),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [primaryKey({ columns: [t.indexName, t.tradeDate] })],
);

/** Listed equities from EQUITY_L (upserted: the newest list wins). */
export const instruments = pgTable('instruments', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  series: text('series').notNull(),
  listingDate: day('listing_date').notNull(),
  isin: text('isin').notNull(),
  faceValue: paise('face_value').notNull(),
  paidUpValue: paise('paid_up_value').notNull(),
  marketLot: integer('market_lot').notNull(),
  sourceFile: text('source_file').notNull(),
});

/** An index constituent list as of a date (from the file name, else the import day). */
export const indexConstituents = pgTable(
  'index_constituents',
  {
    indexName: text('index_name').notNull(),
    asOf: day('as_of').notNull(),
    symbol: text('symbol').notNull(),
    companyName: text('company_name').notNull(),
    industry: text('industry').notNull(),
    series: text('series').notNull(),
    isin: text('isin').notNull(),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [primaryKey({ columns: [t.indexName, t.asOf, t.symbol] })],
);

/**
 * One row per imported file. `dataset` names what the rows fill (`equity-bars`, `equity-delivery`,
 * `fo-bars`, `index-bars:NIFTY 50`, `instruments`, `index-constituents:NIFTY 500`, `participant-oi`,
 * `option-chain:NIFTY`): a file whose dataset and date range overlap an earlier import is refused
 * (option-chain snapshots are checked by symbol and instant instead), as is a known sha256.
 */
export const importLog = pgTable(
  'import_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    dataset: text('dataset').notNull(),
    firstDate: day('first_date'),
    lastDate: day('last_date'),
    rows: integer('rows').notNull(),
    sha256: text('sha256').notNull(),
    importedAt: ts('imported_at').notNull(),
  },
  (t) => [
    index('import_log_dataset_dates_idx').on(t.dataset, t.firstDate),
    index('import_log_sha256_idx').on(t.sha256),
  ],
);

/**
 * NSE option-chain snapshots from the API's JSON (`nse-json-v1`: option-chain-indices/equities,
 * every expiry; `nse-json-v3`: option-chain-v3, one expiry per file): one row per imported file,
 * `taken_at` = records.timestamp (IST). Intraday snapshots of a symbol are separate rows; a file of
 * a symbol and instant that already has one of its expiries is refused (import.service.ts).
 */
export const optionChainSnapshots = pgTable(
  'option_chain_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol').notNull(),
    takenAt: ts('taken_at').notNull(),
    /** Spot of the underlying: index points or the share price in rupees. */
    underlyingValue: doublePrecision('underlying_value').notNull(),
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    importedAt: ts('imported_at').notNull(),
  },
  (t) => [
    index('option_chain_snapshots_symbol_taken_at_idx').on(t.symbol, t.takenAt),
    check('option_chain_snapshots_source_check', sql`${t.source} in ('nse-json-v1', 'nse-json-v3')`),
  ],
);

/**
 * One side of one strike of a snapshot. OI and its change in contracts as NSE gives them (long-dated
 * contracts can be fractional); prices in paise; iv in percent (NSE's figure, 0 = none).
 */
export const optionChainRows = pgTable(
  'option_chain_rows',
  {
    snapshotId: bigint('snapshot_id', { mode: 'number' })
      .notNull()
      .references(() => optionChainSnapshots.id, { onDelete: 'cascade' }),
    expiry: day('expiry').notNull(),
    strike: numeric('strike', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    side: text('side').notNull(),
    oi: doublePrecision('oi').notNull(),
    oiChange: doublePrecision('oi_change').notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    iv: doublePrecision('iv').notNull(),
    ltp: paise('ltp').notNull(),
    change: paise('change').notNull(),
    bid: paise('bid').notNull(),
    ask: paise('ask').notNull(),
    bidQty: bigint('bid_qty', { mode: 'number' }).notNull(),
    askQty: bigint('ask_qty', { mode: 'number' }).notNull(),
    totalBuyQty: bigint('total_buy_qty', { mode: 'number' }).notNull(),
    totalSellQty: bigint('total_sell_qty', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.snapshotId, t.expiry, t.strike, t.side] }),
    check('option_chain_rows_side_check', sql`${t.side} in ('CE', 'PE')`),
  ],
);

const contracts = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** NSE's participant-wise open interest (fao_participant_oi): contracts per participant and day. */
export const participantOiDaily = pgTable(
  'participant_oi_daily',
  {
    tradeDate: day('trade_date').notNull(),
    /** Client, DII, FII or Pro (the file's TOTAL row is checked, not stored). */
    clientType: text('client_type').notNull(),
    futureIndexLong: contracts('future_index_long'),
    futureIndexShort: contracts('future_index_short'),
    futureStockLong: contracts('future_stock_long'),
    futureStockShort: contracts('future_stock_short'),
    optionIndexCallLong: contracts('option_index_call_long'),
    optionIndexPutLong: contracts('option_index_put_long'),
    optionIndexCallShort: contracts('option_index_call_short'),
    optionIndexPutShort: contracts('option_index_put_short'),
    optionStockCallLong: contracts('option_stock_call_long'),
    optionStockPutLong: contracts('option_stock_put_long'),
    optionStockCallShort: contracts('option_stock_call_short'),
    optionStockPutShort: contracts('option_stock_put_short'),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradeDate, t.clientType] })],
);

/**
 * Per-security daily histories (NSE's historical-data export with 52-week columns, histories
 * compiled from bhavcopies, the quoted no-header files): kept apart from equity_daily_bars because
 * these layouts lack fields a bhavcopy always has (last, previous close, ISIN). Files overlapping by
 * (symbol, series, date) merge: identical rows are accepted, conflicting ones reported, never
 * overwritten (market-data/README.md).
 */
export const securityDailyBars = pgTable(
  'security_daily_bars',
  {
    symbol: text('symbol').notNull(),
    series: text('series').notNull(),
    tradeDate: day('trade_date').notNull(),
    open: paise('open').notNull(),
    high: paise('high').notNull(),
    low: paise('low').notNull(),
    close: paise('close').notNull(),
    last: paise('last'),
    prevClose: paise('prev_close'),
    vwap: paise('vwap'),
    /** NSE's own 52-week high and low of the day (the historical-data export only). */
    week52High: paise('week52_high'),
    week52Low: paise('week52_low'),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    turnover: paise('turnover').notNull(),
    trades: integer('trades'),
    isin: text('isin'),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.symbol, t.series, t.tradeDate] }),
    index('security_daily_bars_trade_date_idx').on(t.tradeDate),
  ],
);

/** An index's daily P/E, P/B and dividend yield (percent) as NSE publishes them. */
export const indexValuations = pgTable(
  'index_valuations',
  {
    indexName: text('index_name').notNull(),
    tradeDate: day('trade_date').notNull(),
    pe: doublePrecision('pe'),
    pb: doublePrecision('pb'),
    divYield: doublePrecision('div_yield'),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [primaryKey({ columns: [t.indexName, t.tradeDate] })],
);

/** Exchange holidays per segment (FO, CM…), from NSE's holiday list; weekend holidays included. */
export const marketHolidays = pgTable(
  'market_holidays',
  {
    segment: text('segment').notNull(),
    holidayDate: day('holiday_date').notNull(),
    weekDay: text('week_day').notNull(),
    description: text('description').notNull(),
    morningSession: text('morning_session'),
    eveningSession: text('evening_session'),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [primaryKey({ columns: [t.segment, t.holidayDate] })],
);

/** Corporate actions and book closures announced in NSE's PR bundle (`Bc<ddmmyy>.csv`). */
export const corporateActions = pgTable(
  'corporate_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The day of the PR bundle that announced it. */
    announcedOn: day('announced_on').notNull(),
    series: text('series').notNull(),
    symbol: text('symbol').notNull(),
    security: text('security').notNull(),
    recordDate: day('record_date'),
    bookClosureStart: day('book_closure_start'),
    bookClosureEnd: day('book_closure_end'),
    exDate: day('ex_date'),
    noDeliveryStart: day('no_delivery_start'),
    noDeliveryEnd: day('no_delivery_end'),
    purpose: text('purpose').notNull(),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [index('corporate_actions_symbol_ex_date_idx').on(t.symbol, t.exDate)],
);

/** Securities at a new 52-week high (H) or low (L) on a day, from the PR bundle (`bh<ddmmyy>.csv`). */
export const week52Hits = pgTable(
  'week52_hits',
  {
    tradeDate: day('trade_date').notNull(),
    symbol: text('symbol').notNull(),
    series: text('series').notNull(),
    highLow: text('high_low').notNull(),
    security: text('security').notNull(),
    indexFlag: text('index_flag'),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradeDate, t.symbol, t.series, t.highLow] })],
);

/** Bulk and block deals as NSE lists them (one row per line; a client may deal several times a day). */
export const deals = pgTable(
  'deals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    tradeDate: day('trade_date').notNull(),
    symbol: text('symbol').notNull(),
    securityName: text('security_name').notNull(),
    clientName: text('client_name').notNull(),
    side: text('side').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    price: paise('price').notNull(),
    remarks: text('remarks'),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [index('deals_trade_date_symbol_idx').on(t.tradeDate, t.symbol)],
);

/**
 * SEBI PIT regulation 7(2) disclosures imported from NSE's insider-trading file
 * (`CF-Insider-Trading-equities-*.csv`), listed on `session_date` (the broadcast date, or the next
 * session when that is not one). Category, transaction and mode are the contract's; the `*_text`
 * columns keep what the file says.
 */
export const insiderTrades = pgTable(
  'insider_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionDate: day('session_date').notNull(),
    symbol: text('symbol').notNull(),
    company: text('company').notNull(),
    regulation: text('regulation').notNull(),
    person: text('person').notNull(),
    category: text('category').notNull(),
    categoryText: text('category_text').notNull(),
    securityType: text('security_type').notNull(),
    beforeShares: bigint('before_shares', { mode: 'number' }),
    beforePct: doublePrecision('before_pct'),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** Paise; null where the file does not state it. */
    value: paise('value'),
    transaction: text('transaction').notNull(),
    mode: text('mode').notNull(),
    modeText: text('mode_text').notNull(),
    afterShares: bigint('after_shares', { mode: 'number' }),
    afterPct: doublePrecision('after_pct'),
    tradeFrom: day('trade_from').notNull(),
    tradeTo: day('trade_to').notNull(),
    intimationDate: day('intimation_date'),
    broadcastDate: day('broadcast_date').notNull(),
    broadcastTime: text('broadcast_time'),
    exchange: text('exchange'),
    remark: text('remark'),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [index('insider_trades_session_date_symbol_idx').on(t.sessionDate, t.symbol)],
);

/** FII/FPI and DII cash-market purchases, sales and net (paise) per day or per month. */
export const institutionalFlows = pgTable(
  'institutional_flows',
  {
    /** `day` (NSE's daily figures) or `month` (a monthly compilation, dated its last day in the file). */
    period: text('period').notNull(),
    tradeDate: day('trade_date').notNull(),
    category: text('category').notNull(),
    buy: paise('buy').notNull(),
    sell: paise('sell').notNull(),
    net: paise('net').notNull(),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.tradeDate, t.category] })],
);

/**
 * NSE's FII derivatives statistics (`fii_stats_DD-Mon-YYYY.xls`) of imported days: one row per line
 * of the file (segment totals and per-index rows), contracts and ₹ crore as the file states them.
 */
export const fiiDerivativesStats = pgTable(
  'fii_derivatives_stats',
  {
    tradeDate: day('trade_date').notNull(),
    /** The row's label in the file, e.g. `INDEX FUTURES`, `BANKNIFTY OPTIONS`. */
    label: text('label').notNull(),
    /** indexFutures, indexOptions, stockFutures or stockOptions. */
    segment: text('segment').notNull(),
    /** The index of a per-index row (NIFTY, BANKNIFTY, …); null for a segment total. */
    indexSymbol: text('index_symbol'),
    /** The row's position in the file (rows are answered in the file's order). */
    position: integer('position').notNull(),
    buyContracts: bigint('buy_contracts', { mode: 'number' }).notNull(),
    buyCrore: doublePrecision('buy_crore').notNull(),
    sellContracts: bigint('sell_contracts', { mode: 'number' }).notNull(),
    sellCrore: doublePrecision('sell_crore').notNull(),
    oiContracts: bigint('oi_contracts', { mode: 'number' }).notNull(),
    oiCrore: doublePrecision('oi_crore').notNull(),
    sourceFile: text('source_file').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradeDate, t.label] })],
);

/**
 * Auto-signals as the engine stored them (issue 4, docs/signals.md): one row per symbol, signal
 * type and session of a market (`market` = feed and seed, e.g. `simulated:nivesh` or `replay`), so
 * records of different markets never mix. Prices in paise; `details` the indicator values (JSON).
 * Outcome columns are filled as later bars arrive (`status` open until then).
 */
export const autoSignals = pgTable(
  'auto_signals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    sessionDate: day('session_date').notNull(),
    symbol: text('symbol').notNull(),
    sector: text('sector').notNull(),
    type: text('type').notNull(),
    side: text('side').notNull(),
    rule: text('rule').notNull(),
    barIndex: integer('bar_index').notNull(),
    signalAt: ts('signal_at').notNull(),
    price: paise('price').notNull(),
    target: paise('target').notNull(),
    stop: paise('stop').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    details: text('details').notNull(),
    status: text('status').notNull().default('open'),
    exitPrice: paise('exit_price'),
    exitAt: ts('exit_at'),
    return1d: doublePrecision('return_1d'),
    return5d: doublePrecision('return_5d'),
    return20d: doublePrecision('return_20d'),
  },
  (t) => [
    uniqueIndex('auto_signals_market_day_symbol_type_idx').on(t.market, t.sessionDate, t.symbol, t.type),
    index('auto_signals_market_type_day_idx').on(t.market, t.type, t.sessionDate),
    index('auto_signals_market_status_idx').on(t.market, t.status),
  ],
);

/**
 * The option tips' log (issue 15, docs/decisions/0014): append-only, one row per event of a market
 * (`simulated:<seed>` or a replay): `issued` when a rule issues a tip (before its outcome is known),
 * `judged` when the judge closes it (never an update of the issued row). `body` is the event's JSON
 * exactly as hashed; `hash` = sha256(prev_hash + the row's content), so an edited or deleted row
 * breaks the chain. One issue and one judgement per tip; one successor per hash (no forks).
 */
export const optionTipEvents = pgTable(
  'option_tip_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    kind: text('kind').notNull(),
    tipId: text('tip_id').notNull(),
    sessionDate: day('session_date').notNull(),
    underlying: text('underlying').notNull(),
    rule: text('rule').notNull(),
    recordedAt: ts('recorded_at').notNull(),
    body: text('body').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('option_tip_events_market_tip_kind_idx').on(t.market, t.tipId, t.kind),
    uniqueIndex('option_tip_events_market_prev_hash_idx').on(t.market, t.prevHash),
    index('option_tip_events_market_id_idx').on(t.market, t.id),
    check('option_tip_events_kind_check', sql`${t.kind} in ('issued', 'judged')`),
  ],
);

export type OptionTipEventRow = typeof optionTipEvents.$inferSelect;

/** A user's saved one-line screens (the screening language), by name. */
export const savedScreens = pgTable(
  'saved_screens',
  {
    /** 12 random url-safe characters (`newRecordId`): ids do not count users' screens. */
    id: text('id').primaryKey().$defaultFn(newRecordId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    /** Sector slug the screen runs on, null for every sector. */
    sector: text('sector'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('saved_screens_user_name_idx').on(t.userId, t.name)],
);

/**
 * A user's own trading strategies (`Addstrategies/*`): rules in the screening language, timeframe
 * `daily` | `m15`, side `buy` | `sell`, product `intraday` | `delivery`, stop and target in percent
 * (0 = none), scope a sector slug or null for all stocks. `version` goes up on every edit. Names are
 * unique per user ignoring case.
 */
export const userStrategies = pgTable(
  'user_strategies',
  {
    /** 12 random url-safe characters (`newRecordId`): ids do not count users' strategies. */
    id: text('id').primaryKey().$defaultFn(newRecordId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    timeframe: text('timeframe').notNull(),
    side: text('side').notNull(),
    product: text('product').notNull(),
    entry: text('entry').notNull(),
    exit: text('exit').notNull(),
    stopLossPct: doublePrecision('stop_loss_pct').notNull(),
    targetPct: doublePrecision('target_pct').notNull(),
    sector: text('sector'),
    version: integer('version').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('user_strategies_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

/**
 * A user's watchlists (issue 18, `watchlist/*`): named lists of stocks, names unique per user
 * ignoring case. A list's stocks keep their order in `position` (0 first, gaps allowed).
 */
export const watchlists = pgTable(
  'watchlists',
  {
    /** 12 random url-safe characters (`newRecordId`): ids do not count users' lists. */
    id: text('id').primaryKey().$defaultFn(newRecordId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list's place among the user's lists (0 first, gaps allowed): creation order for now. */
    position: integer('position').notNull(),
    /**
     * The user's saved screen the list follows (its stocks are the screen's results when read);
     * deleting the screen unlinks the list, whose own stocks come back.
     */
    screenId: text('screen_id').references(() => savedScreens.id, { onDelete: 'set null' }),
    /** The built-in screen (slug) the list follows, when it follows one. */
    builtinScreen: text('builtin_screen'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('watchlists_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

export const watchlistStocks = pgTable(
  'watchlist_stocks',
  {
    watchlistId: text('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    position: integer('position').notNull(),
    addedAt: ts('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.watchlistId, t.symbol] })],
);

/** The columns a user chose for a table (`stock/updatecolumn`): field names in order. */
export const userColumnChoices = pgTable(
  'user_column_choices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tableName] })],
);

/**
 * A user's risk profiles (issue 18, `PortfolioAnalysis/*`): the questionnaire's answers by question
 * id, kept as given; the score, category and allocation are computed from them by the shared rule
 * (`scoreRiskAnswers` in @nivesh/contracts) when read, so the table never disagrees with the rule.
 */
export const riskProfiles = pgTable(
  'risk_profiles',
  {
    /** 12 random url-safe characters (`newRecordId`). */
    id: text('id').primaryKey().$defaultFn(newRecordId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('risk_profiles_user_idx').on(t.userId, t.createdAt)],
);

export type RiskProfileRow = typeof riskProfiles.$inferSelect;

export type WatchlistRow = typeof watchlists.$inferSelect;

/**
 * A user's portfolios (issue 18, `portfolio/*`): names unique per user ignoring case, at most
 * PORTFOLIOS_MAX each (checked under the user's lock).
 */
export const portfolios = pgTable(
  'portfolios',
  {
    id: text('id').primaryKey().$defaultFn(newRecordId),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('portfolios_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

/**
 * A portfolio's transactions: buy, sell, bonus, split, dividend, transfer-in. Money is integer
 * paise: `price_paise` per share (a dividend's per share), `charges_paise` the whole contract's.
 * `seq` keeps the order they were entered in (same-day order is the engine's).
 */
export const portfolioTransactions = pgTable(
  'portfolio_transactions',
  {
    id: text('id').primaryKey().$defaultFn(newRecordId),
    portfolioId: text('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    symbol: text('symbol').notNull(),
    isin: text('isin'),
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }),
    pricePaise: bigint('price_paise', { mode: 'number' }),
    chargesPaise: bigint('charges_paise', { mode: 'number' }).notNull().default(0),
    ratioNew: integer('ratio_new'),
    ratioOld: integer('ratio_old'),
    acquiredOn: date('acquired_on', { mode: 'string' }),
    /** `manual`, `import`, or `import-estimated` (imported with Nivesh's estimate of the charges). */
    source: text('source').notNull(),
    sourceFile: text('source_file'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('portfolio_transactions_portfolio_idx').on(t.portfolioId, t.tradeDate, t.seq),
    check(
      'portfolio_transactions_kind_check',
      sql`${t.kind} in ('buy','sell','bonus','split','dividend','transfer-in')`,
    ),
  ],
);

/**
 * A portfolio that follows a model portfolio (RoboPort/addRoboPortData): which model, since which
 * session, the amount put in and the follow's cash (integer paise: the first buys' change, then
 * that of every applied rebalance), and the date of the last model rebalance applied to the
 * portfolio (`since` when none: a rebalance is applied once, when it is after this date). Deleted
 * with its portfolio.
 */
export const roboFollows = pgTable('robo_follows', {
  portfolioId: text('portfolio_id')
    .primaryKey()
    .references(() => portfolios.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  modelId: text('model_id').notNull(),
  since: date('since', { mode: 'string' }).notNull(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  cashPaise: bigint('cash_paise', { mode: 'number' }).notNull(),
  appliedThrough: date('applied_through', { mode: 'string' }).notNull(),
  createdAt: ts('created_at').notNull(),
});

export type RoboFollowRow = typeof roboFollows.$inferSelect;

export type PortfolioRow = typeof portfolios.$inferSelect;
export type PortfolioTransactionRow = typeof portfolioTransactions.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationTokenRow = typeof verificationTokens.$inferSelect;
export type AutoSignalRow = typeof autoSignals.$inferSelect;
export type SavedScreenRow = typeof savedScreens.$inferSelect;
export type UserStrategyRow = typeof userStrategies.$inferSelect;

/**
 * The paper broker's event log (issue 5): every state change of the simulated order engine, in
 * order, per market (`simulated:<seed>` or a replay). The broker is rebuilt by folding these.
 */
export const brokerEvents = pgTable(
  'broker_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    market: text('market').notNull(),
    /** The BrokerEvent as JSON (its `type` repeated for queries). */
    type: text('type').notNull(),
    event: jsonb('event').notNull(),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [index('broker_events_market_id_idx').on(t.market, t.id)],
);

/** Submits already answered, by the client's idempotency key: a retried submit places one order. */
export const orderSubmissions = pgTable(
  'order_submissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: text('order_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] })],
);

export type BrokerEventRow = typeof brokerEvents.$inferSelect;

/**
 * Subscriptions (issue 6, docs/subscriptions-and-payments.md): the tiers Free, Pro, Pro+ and F&O,
 * the packages sold (prices in whole rupees per duration), and the feature comparison table (per
 * tier a numeric-like value, "0" = not included). Seeded with the default catalogue when empty.
 */
export const subscriptionTiers = pgTable('subscription_tiers', {
  /** free | pro | proplus | fno */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const subscriptionPackages = pgTable(
  'subscription_packages',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    tier: text('tier')
      .notNull()
      .references(() => subscriptionTiers.code),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Prices in whole rupees (GST included); 0 = not sold for that duration. */
    onemonth: integer('onemonth').notNull(),
    threemonth: integer('threemonth').notNull(),
    sixmonth: integer('sixmonth').notNull(),
    oneyear: integer('oneyear').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('subscription_packages_slug_key').on(t.slug)],
);

export const subscriptionFeatures = pgTable('subscription_features', {
  /** Stable key the server's premium gate names (e.g. `trading-tools-performance`). */
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** The web page of the feature, when it has one. */
  route: text('route'),
  free: text('free').notNull(),
  pro: text('pro').notNull(),
  proplus: text('proplus').notNull(),
  fno: text('fno').notNull(),
  position: integer('position').notNull(),
});

/** An order created with the payment provider; the amount is the server's price × 100 (paise). */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The provider's order id (`order_…`). */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').notNull(),
    packageName: text('package_name').notNull(),
    tier: text('tier').notNull(),
    /** onemonth | threemonth | sixmonth | oneyear */
    duration: text('duration').notNull(),
    days: integer('days').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt').notNull(),
    /** created | paid | failed */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    paidAt: ts('paid_at'),
  },
  (t) => [index('payment_orders_user_idx').on(t.userId, t.createdAt)],
);

/** Every payment attempt the provider reported (checkout, sandbox or webhook), by its payment id. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: text('payment_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** captured | failed | pending */
    status: text('status').notNull(),
    detail: text('detail').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('payments_payment_id_key').on(t.paymentId), index('payments_user_idx').on(t.userId)],
);

/** A tier held from `startsAt` to `endsAt`; one per paid order (the unique order id makes grants idempotent). */
export const entitlements = pgTable(
  'entitlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id').notNull(),
    /** GST invoice number (NIV/<year>/<sequence>). */
    invoiceNumber: text('invoice_number').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('entitlements_order_key').on(t.orderId),
    index('entitlements_user_tier_idx').on(t.userId, t.tier, t.endsAt),
  ],
);

/** Webhook events already handled, by the provider's event id: a replay is answered and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull(),
});

export type SubscriptionPackageRow = typeof subscriptionPackages.$inferSelect;
export type SubscriptionFeatureRow = typeof subscriptionFeatures.$inferSelect;
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type EntitlementRow = typeof entitlements.$inferSelect;

/**
 * Web vitals as aggregate figures only (issue 14, docs/decisions/0012): per IST day, route pattern
 * (`/stocks/{symbol}`, or `other`), metric and device class (`phone` | `desktop`), how many values,
 * how many were rated good / needs improvement / poor, and the bucket counts of a fixed log-spaced
 * histogram (web-vitals/histogram.ts). No user, address, browser or filled page address is stored.
 */
export const webVitalsDaily = pgTable(
  'web_vitals_daily',
  {
    day: day('day').notNull(),
    route: text('route').notNull(),
    metric: text('metric').notNull(),
    device: text('device').notNull(),
    count: integer('count').notNull(),
    good: integer('good').notNull(),
    needsImprovement: integer('needs_improvement').notNull(),
    poor: integer('poor').notNull(),
    buckets: integer('buckets').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.metric, t.device] })],
);

export type WebVitalsDailyRow = typeof webVitalsDaily.$inferSelect;
