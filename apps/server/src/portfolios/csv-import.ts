/**
 * CSV import and export of portfolio transactions (docs/portfolios.md lists the columns). Three
 * formats: the generic template (`GENERIC_CSV_COLUMNS`), Zerodha Console's tradebook and Groww's
 * stock order history. A file is all or nothing: the first bad row refuses the whole file with the
 * file's name and the row's line number (the header is line 1), and nothing is imported.
 */
import {
  type CsvFormat,
  GENERIC_CSV_COLUMNS,
  isIsoDateText,
  type PortfolioTransactionDto,
  type PortfolioTransactionKind,
  type TransactionInput,
  transactionInputError,
} from '@nivesh/contracts';
import { chargesForOrder, rupeesToPaise, spreadExactly } from '@nivesh/market';

/** A parsed row: the transaction as typed and the file line it came from. */
export interface ImportedRow {
  readonly line: number;
  readonly input: TransactionInput;
  readonly isin: string | null;
  /** The charges are Nivesh's estimate (`estimateTradeCharges`), not the user's. */
  readonly chargesEstimated: boolean;
}

export type ParsedFile =
  | { kind: 'ok'; rows: ImportedRow[]; skipped: number }
  | { kind: 'bad'; message: string };

/** Records of a CSV text with the line each starts on (RFC 4180 quotes; CRLF or LF; a BOM ignored). */
export function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let any = false;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"') {
      quoted = true;
      any = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
      any = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      fields.push(field);
      if (any || field !== '') records.push({ line: start, fields });
      fields = [];
      field = '';
      any = false;
      line++;
      start = line;
    } else {
      field += c;
      any = true;
    }
  }
  if (any || field !== '') {
    fields.push(field);
    records.push({ line: start, fields });
  }
  return records;
}

const norm = (header: string): string =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const SYMBOL = /^[A-Z0-9][A-Z0-9&._-]{0,39}$/;
const ISIN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** A number as a broker writes it ("1,234.50", " 10.000000 "); undefined when empty; NaN when not a number. */
function numberOf(text: string | undefined): number | undefined {
  const t = (text ?? '').trim().replace(/,/g, '');
  if (t === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** 28-11-2026, 28/11/2026 or 2026-11-28 (with or without a time after it) as YYYY-MM-DD, or undefined. */
function dateOf(text: string | undefined): string | undefined {
  const t = (text ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})/.exec(t);
  if (dmy) return `${dmy[3]}-${(dmy[2] ?? '').padStart(2, '0')}-${(dmy[1] ?? '').padStart(2, '0')}`;
  return undefined;
}

interface Columns {
  get(record: readonly string[], name: string): string | undefined;
}

function headerOf(fields: readonly string[], required: readonly string[]): Columns | { missing: string[] } {
  const index = new Map<string, number>();
  fields.forEach((f, i) => {
    const key = norm(f);
    if (!index.has(key)) index.set(key, i);
  });
  const missing = required.filter((r) => !index.has(r));
  if (missing.length > 0) return { missing };
  return {
    get: (record, name) => {
      const i = index.get(name);
      return i === undefined ? undefined : record[i];
    },
  };
}

type RowOutcome = { row: Omit<ImportedRow, 'line'> } | { skip: true } | { error: string };

function genericRow(get: (name: string) => string | undefined): RowOutcome {
  const type = (get('type') ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const kinds: readonly string[] = ['buy', 'sell', 'bonus', 'split', 'dividend', 'transfer-in'];
  if (!kinds.includes(type))
    return { error: `type “${get('type') ?? ''}” is not buy, sell, bonus, split, dividend or transfer-in` };
  const date = (get('date') ?? '').trim();
  const acquired = (get('acquired_on') ?? '').trim();
  const estimated = (get('charges_estimated') ?? '').trim().toLowerCase();
  return {
    row: {
      isin: (get('isin') ?? '').trim().toUpperCase() || null,
      chargesEstimated: ['yes', 'true', 'y', '1'].includes(estimated),
      input: {
        kind: type as PortfolioTransactionKind,
        symbol: (get('symbol') ?? '').trim().toUpperCase(),
        date,
        quantity: numberOf(get('quantity')),
        price: numberOf(get('price')),
        charges: numberOf(get('charges')),
        ratioNew: numberOf(get('ratio_new')),
        ratioOld: numberOf(get('ratio_old')),
        acquiredOn: acquired === '' ? undefined : acquired,
      },
    },
  };
}

/**
 * A broker's buy or sell row. Brokers' tradebooks carry no charges: the row's charges are left for
 * `estimateTradeCharges`, unless the file has a `charges` column of the user's own with a value.
 */
function brokerTrade(
  get: (name: string) => string | undefined,
  side: 'buy' | 'sell',
  date: string,
  quantity: number | undefined,
  price: number | undefined,
): RowOutcome {
  const own = numberOf(get('charges'));
  return {
    row: {
      isin: (get('isin') ?? '').trim().toUpperCase() || null,
      chargesEstimated: own === undefined,
      input: {
        kind: side,
        symbol: (get('symbol') ?? '').trim().toUpperCase(),
        date,
        quantity,
        price,
        charges: own ?? 0,
      },
    },
  };
}

/**
 * The estimated charges of the rows marked `chargesEstimated` (broker tradebooks): the product's
 * own charges calculator (`chargesForOrder`, the one the order dashboard's contract notes use) on a
 * delivery trade with no brokerage (the discount-broker plan: STT, exchange charge, SEBI fee, stamp
 * duty on buys, the DP charge on sells, GST), at today's rates. As a contract note does, the
 * charges are worked out on a day's turnover of one symbol and side (the DP charge once a scrip and
 * day), then spread over its rows by turnover so the parts add up exactly.
 */
export function estimateTradeCharges(rows: readonly ImportedRow[]): ImportedRow[] {
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const { kind, date, symbol } = row.input;
    if (!row.chargesEstimated || (kind !== 'buy' && kind !== 'sell')) return;
    const key = `${date}|${symbol}|${kind}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const chargesPaise = new Map<number, number>();
  const turnoverOf = (row: ImportedRow | undefined): number =>
    row ? (row.input.quantity ?? 0) * rupeesToPaise(row.input.price ?? 0) : 0;
  for (const indexes of groups.values()) {
    const turnovers = indexes.map((i) => turnoverOf(rows[i]));
    const side = rows[indexes[0] ?? 0]?.input.kind === 'sell' ? 'sell' : 'buy';
    // Every component is a rate on the turnover (the DP charge is per sale): one "share" at the
    // day's turnover gives the contract note's figures for the whole day of the symbol.
    const total = chargesForOrder({
      side,
      product: 'delivery',
      quantity: 1,
      pricePaise: turnovers.reduce((a, b) => a + b, 0),
    }).total;
    const parts = spreadExactly(total, turnovers);
    indexes.forEach((row, k) => {
      chargesPaise.set(row, parts[k] ?? 0);
    });
  }
  return rows.map((row, i) => {
    const paise = chargesPaise.get(i);
    if (paise === undefined) return row.chargesEstimated ? { ...row, chargesEstimated: false } : row;
    return { ...row, input: { ...row.input, charges: paise / 100 } };
  });
}

function zerodhaRow(get: (name: string) => string | undefined): RowOutcome {
  const segment = (get('segment') ?? '').trim().toUpperCase();
  if (segment !== '' && segment !== 'EQ') return { skip: true };
  const side = (get('trade_type') ?? '').trim().toLowerCase();
  if (side !== 'buy' && side !== 'sell')
    return { error: `trade_type “${get('trade_type') ?? ''}” is not buy or sell` };
  const date = dateOf(get('trade_date'));
  if (date === undefined) return { error: `trade_date “${get('trade_date') ?? ''}” is not a date` };
  return brokerTrade(get, side, date, numberOf(get('quantity')), numberOf(get('price')));
}

function growwRow(get: (name: string) => string | undefined): RowOutcome {
  const status = (get('order_status') ?? '').trim().toLowerCase();
  if (status !== '' && status !== 'executed') return { skip: true };
  const side = (get('type') ?? '').trim().toLowerCase();
  if (side !== 'buy' && side !== 'sell') return { error: `Type “${get('type') ?? ''}” is not BUY or SELL` };
  const date = dateOf(get('execution_date_and_time'));
  if (date === undefined)
    return { error: `Execution date and time “${get('execution_date_and_time') ?? ''}” is not a date` };
  const quantity = numberOf(get('quantity'));
  const value = numberOf(get('value'));
  const price =
    quantity !== undefined && value !== undefined && quantity > 0
      ? Math.round((value / quantity) * 100) / 100
      : value;
  return brokerTrade(get, side, date, quantity, price);
}

const FORMATS: Record<
  CsvFormat,
  { required: readonly string[]; row: (get: (name: string) => string | undefined) => RowOutcome }
> = {
  generic: { required: ['date', 'type', 'symbol'], row: genericRow },
  'zerodha-tradebook': {
    required: ['symbol', 'trade_date', 'trade_type', 'quantity', 'price'],
    row: zerodhaRow,
  },
  'groww-orders': {
    required: ['symbol', 'type', 'quantity', 'value', 'execution_date_and_time'],
    row: growwRow,
  },
};

/** Parses a file of `format`: every row checked, or the first bad one named with the file and line. */
export function parseTransactionsCsv(
  fileName: string,
  format: CsvFormat,
  text: string,
  today: string,
): ParsedFile {
  const records = csvRecords(text);
  const [header, ...body] = records;
  if (!header) return { kind: 'bad', message: `${fileName}: the file is empty` };
  const spec = FORMATS[format];
  const columns = headerOf(header.fields, spec.required);
  if ('missing' in columns)
    return {
      kind: 'bad',
      message: `${fileName} line ${header.line}: missing column ${columns.missing.join(', ')}`,
    };
  const rows: ImportedRow[] = [];
  let skipped = 0;
  for (const record of body) {
    if (record.fields.every((f) => f.trim() === '')) continue;
    const outcome = spec.row((name) => columns.get(record.fields, name));
    const at = `${fileName} line ${record.line}`;
    if ('skip' in outcome) {
      skipped++;
      continue;
    }
    if ('error' in outcome) return { kind: 'bad', message: `${at}: ${outcome.error}` };
    const { input, isin } = outcome.row;
    if (!SYMBOL.test(input.symbol))
      return { kind: 'bad', message: `${at}: symbol “${input.symbol}” is not a stock symbol` };
    if (isin !== null && !ISIN.test(isin))
      return { kind: 'bad', message: `${at}: ISIN “${isin}” is not an ISIN` };
    if (!isIsoDateText(input.date))
      return { kind: 'bad', message: `${at}: date “${input.date}” is not YYYY-MM-DD` };
    const problem = transactionInputError(input, today);
    if (problem) return { kind: 'bad', message: `${at}: ${problem.message}` };
    rows.push({ line: record.line, input, isin, chargesEstimated: outcome.row.chargesEstimated });
  }
  if (rows.length === 0) return { kind: 'bad', message: `${fileName}: no transactions to import` };
  return { kind: 'ok', rows: estimateTradeCharges(rows), skipped };
}

const cell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The transactions in the generic template's columns (re-importable as `generic`). */
export function transactionsCsv(transactions: readonly PortfolioTransactionDto[]): string {
  const lines = [GENERIC_CSV_COLUMNS.join(',')];
  for (const t of transactions)
    lines.push(
      [
        t.date,
        t.kind,
        t.symbol,
        t.isin,
        t.quantity,
        t.price,
        t.charges,
        t.ratioNew,
        t.ratioOld,
        t.acquiredOn,
        t.chargesEstimated ? 'yes' : '',
      ]
        .map(cell)
        .join(','),
    );
  return `${lines.join('\n')}\n`;
}
