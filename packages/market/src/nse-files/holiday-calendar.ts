import type { IsoDate } from '../units';
import { readCsv } from './csv';
import { parseDayMonYear } from './dates';
import { baseName } from './file-name';
import { NseFileError } from './nse-file-error';
import { readerFor } from './row-reader';
import { UniqueKeys, type WithWarnings } from './unique-keys';

/** Columns of NSE's holiday-master answer saved as CSV (`fo_holidays_2026.csv`). */
export const HOLIDAY_CALENDAR_COLUMNS = [
  'TRADINGDATE',
  'WEEKDAY',
  'DESCRIPTION',
  'MORNING_SESSION',
  'EVENING_SESSION',
  'SR_NO',
] as const;

/** One exchange holiday of a segment (weekend-falling holidays included, as NSE lists them). */
export interface HolidayRow {
  readonly date: IsoDate;
  readonly weekDay: string;
  readonly description: string;
  /** NSE's note on a special morning/evening session that day, or null. */
  readonly morningSession: string | null;
  readonly eveningSession: string | null;
}

/** Result of parsing a holiday list: the segment comes from the file name (`fo_holidays…` → FO). */
export interface HolidayCalendarFile extends WithWarnings {
  readonly segment: string;
  readonly rows: HolidayRow[];
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** `fo_holidays_2026.csv` → FO, `cm_holidays.csv` → CM; null when the name has no segment. */
export function holidaySegmentFromFileName(fileName: string): string | null {
  const m = /^([a-z]{2,4})[_-]?holidays?/i.exec(baseName(fileName));
  return m?.[1] ? m[1].toUpperCase() : null;
}

/** Parses NSE's holiday list (`tradingDate,weekDay,description,…`, dates DD-Mon-YYYY). */
export function parseHolidayCalendar(fileName: string, text: string): HolidayCalendarFile {
  const segment = holidaySegmentFromFileName(fileName);
  if (segment === null) {
    throw new NseFileError(
      fileName,
      1,
      'a holiday list names its segment only in the file name, and none was found: name it fo_holidays_<year>.csv or cm_holidays_<year>.csv',
    );
  }
  const table = readCsv(fileName, text, { hasHeader: true, trim: true });
  const r = readerFor(fileName, table.header, HOLIDAY_CALENDAR_COLUMNS);
  const keys = new UniqueKeys(fileName);
  const rows: HolidayRow[] = [];
  for (const record of table.records) {
    r.at(record);
    const date = r.date('TRADINGDATE', parseDayMonYear, 'DD-Mon-YYYY');
    // The serial number differs between otherwise equal lines: it is not part of the row.
    if (!keys.check(date, { line: record.line, fields: record.fields.slice(0, 5) })) continue;
    const weekDay = r.required('WEEKDAY');
    const actual = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
    if (weekDay.toLowerCase() !== (actual ?? '').toLowerCase()) {
      throw r.fail(`weekDay is ${weekDay} but ${date} is a ${actual}`);
    }
    rows.push({
      date,
      weekDay: actual ?? weekDay,
      description: r.required('DESCRIPTION'),
      morningSession: r.text('MORNING_SESSION') || null,
      eveningSession: r.text('EVENING_SESSION') || null,
    });
  }
  return { segment, rows, warnings: keys.warnings };
}
