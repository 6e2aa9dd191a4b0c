import { NseCalendar } from './nse-calendar';
import { NSE_YEARS, type NseYearData } from './nse-holidays';

/**
 * Holidays that fall on the same date every year (national days and Maharashtra Day), the only
 * ones that can be placed in a year NSE's circulars do not cover here.
 */
const FIXED_DATE_HOLIDAYS: ReadonlyArray<readonly [monthDay: string, description: string]> = [
  ['01-26', 'Republic Day'],
  ['05-01', 'Maharashtra Day'],
  ['08-15', 'Independence Day'],
  ['10-02', 'Mahatma Gandhi Jayanti'],
  ['12-25', 'Christmas'],
];

/** A provisional year with weekends and the fixed-date holidays only (no lunar festivals, no Muhurat). */
export function projectedYear(year: number): NseYearData {
  if (!Number.isInteger(year) || year < 1990 || year > 2200)
    throw new RangeError(`Not a projectable year: ${year}`);
  return {
    year,
    provisional: true,
    holidays: FIXED_DATE_HOLIDAYS.map(([monthDay, description]) => ({
      date: `${year}-${monthDay}`,
      description,
    })),
    muhurat: null,
    specialTradingDays: [],
  };
}

/**
 * A calendar for the simulated market over any span of years: NSE's published data where it has
 * it, projected years elsewhere. The simulator needs ten years and more of history and a demo
 * clock that never runs off its calendar; projected years are listed in `provisionalYears` so the
 * UI can say the simulated calendar there is approximate.
 */
export function simulationCalendar(fromYear: number, toYear: number): NseCalendar {
  if (toYear < fromYear) throw new RangeError(`Empty year span ${fromYear}–${toYear}`);
  const published = new Map(NSE_YEARS.map((y) => [y.year, y]));
  const years: NseYearData[] = [];
  for (let year = fromYear; year <= toYear; year += 1) years.push(published.get(year) ?? projectedYear(year));
  return new NseCalendar(years);
}
