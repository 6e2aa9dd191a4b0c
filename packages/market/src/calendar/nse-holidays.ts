/**
 * NSE equity and equity-derivatives (F&O) trading holidays, Muhurat sessions and special trading
 * days, per year. Weekend holidays are listed too (NSE's circulars print them) so `holidayName`
 * can name them; they change no trading day.
 *
 * Sources: NSE's annual holiday circulars (published each December for the next year) and the
 * later circulars that added or moved days, as known to the author; 2026 matches NSE's published
 * F&O list (a test compares it with `../shared/data/nse_calendar/fo_holidays_2026.csv`).
 */

/** One exchange holiday. */
export interface NseHoliday {
  /** `YYYY-MM-DD`, validated when the calendar is built. */
  readonly date: string;
  readonly description: string;
  /** The date is our estimate (a lunar festival of an unpublished year), not an NSE publication. */
  readonly estimated?: true;
}

/** The one-hour Diwali Muhurat trading session, an open session on a holiday or weekend. */
export interface MuhuratSession {
  readonly date: string;
  /** IST `HH:MM`, start of normal trading (the block-deal and pre-open windows before it are not modelled). */
  readonly start: string;
  /** IST `HH:MM`, end of normal trading (exclusive). */
  readonly end: string;
  /** True when NSE had not notified the timing: the window is the customary evening hour. */
  readonly approximate: boolean;
}

/** A Saturday or Sunday on which NSE held a full normal session (09:15–15:30). */
export interface SpecialTradingDay {
  readonly date: string;
  readonly description: string;
}

/** One calendar year of exchange data. */
export interface NseYearData {
  readonly year: number;
  /** True when NSE had not published the year: holidays are derived, not copied (see comment). */
  readonly provisional: boolean;
  readonly holidays: readonly NseHoliday[];
  readonly muhurat: MuhuratSession | null;
  readonly specialTradingDays: readonly SpecialTradingDay[];
}

/** Exchange calendar data, one entry per contiguous year, 2024–2027 (2027 provisional). */
export const NSE_YEARS: readonly NseYearData[] = [
  {
    year: 2024,
    provisional: false,
    // Circular of Dec 2023 (14 weekday holidays) plus three added during the year: 22 Jan
    // (Ayodhya Pran Pratishtha, Maharashtra public holiday), 20 May (Lok Sabha poll in Mumbai),
    // 20 Nov (Maharashtra Assembly poll).
    holidays: [
      { date: '2024-01-22', description: 'Special Holiday (Shri Ram Lalla Pran Pratishtha)' },
      { date: '2024-01-26', description: 'Republic Day' },
      { date: '2024-03-08', description: 'Mahashivratri' },
      { date: '2024-03-25', description: 'Holi' },
      { date: '2024-03-29', description: 'Good Friday' },
      { date: '2024-04-11', description: 'Id-Ul-Fitr (Ramadan Eid)' },
      { date: '2024-04-14', description: 'Dr. Baba Saheb Ambedkar Jayanti' },
      { date: '2024-04-17', description: 'Shri Ram Navami' },
      { date: '2024-04-21', description: 'Shri Mahavir Jayanti' },
      { date: '2024-05-01', description: 'Maharashtra Day' },
      { date: '2024-05-20', description: 'General Parliamentary Elections (Mumbai)' },
      { date: '2024-06-17', description: 'Bakri Id' },
      { date: '2024-07-17', description: 'Muharram' },
      { date: '2024-08-15', description: 'Independence Day' },
      { date: '2024-09-07', description: 'Ganesh Chaturthi' },
      { date: '2024-10-02', description: 'Mahatma Gandhi Jayanti' },
      { date: '2024-10-12', description: 'Dussehra' },
      { date: '2024-11-01', description: 'Diwali Laxmi Pujan' },
      { date: '2024-11-02', description: 'Diwali-Balipratipada' },
      { date: '2024-11-15', description: 'Gurunanak Jayanti' },
      { date: '2024-11-20', description: 'Maharashtra Legislative Assembly Elections' },
      { date: '2024-12-25', description: 'Christmas' },
    ],
    muhurat: { date: '2024-11-01', start: '18:00', end: '19:00', approximate: false },
    // 20 Jan 2024 was first a DR-site drill session, then made a full session because 22 Jan
    // became a holiday. The short DR-drill Saturdays (2 Mar, 18 May 2024: two brief windows) are
    // not modelled as trading days.
    specialTradingDays: [{ date: '2024-01-20', description: 'Full trading session (in lieu of 22 Jan)' }],
  },
  {
    year: 2025,
    provisional: false,
    // Circular of Dec 2024: 14 weekday holidays, none added later.
    holidays: [
      { date: '2025-01-26', description: 'Republic Day' },
      { date: '2025-02-26', description: 'Mahashivratri' },
      { date: '2025-03-14', description: 'Holi' },
      { date: '2025-03-31', description: 'Id-Ul-Fitr (Ramadan Eid)' },
      { date: '2025-04-06', description: 'Shri Ram Navami' },
      { date: '2025-04-10', description: 'Shri Mahavir Jayanti' },
      { date: '2025-04-14', description: 'Dr. Baba Saheb Ambedkar Jayanti' },
      { date: '2025-04-18', description: 'Good Friday' },
      { date: '2025-05-01', description: 'Maharashtra Day' },
      { date: '2025-06-07', description: 'Bakri Id' },
      { date: '2025-07-06', description: 'Muharram' },
      { date: '2025-08-15', description: 'Independence Day' },
      { date: '2025-08-27', description: 'Ganesh Chaturthi' },
      { date: '2025-10-02', description: 'Mahatma Gandhi Jayanti/Dussehra' },
      { date: '2025-10-21', description: 'Diwali Laxmi Pujan' },
      { date: '2025-10-22', description: 'Diwali-Balipratipada' },
      { date: '2025-11-05', description: 'Prakash Gurpurb Sri Guru Nanak Dev' },
      { date: '2025-12-25', description: 'Christmas' },
    ],
    // NSE held the 2025 Muhurat session in the afternoon, not the evening.
    muhurat: { date: '2025-10-21', start: '13:45', end: '14:45', approximate: false },
    specialTradingDays: [{ date: '2025-02-01', description: 'Union Budget (Saturday session)' }],
  },
  {
    year: 2026,
    provisional: false,
    // NSE's published F&O list (the shared CSV), 16 weekday holidays.
    holidays: [
      { date: '2026-01-15', description: 'Municipal Corporation Election - Maharashtra' },
      { date: '2026-01-26', description: 'Republic Day' },
      { date: '2026-02-15', description: 'Mahashivratri' },
      { date: '2026-03-03', description: 'Holi' },
      { date: '2026-03-21', description: 'Id-Ul-Fitr (Ramadan Eid)' },
      { date: '2026-03-26', description: 'Shri Ram Navami' },
      { date: '2026-03-31', description: 'Shri Mahavir Jayanti' },
      { date: '2026-04-03', description: 'Good Friday' },
      { date: '2026-04-14', description: 'Dr. Baba Saheb Ambedkar Jayanti' },
      { date: '2026-05-01', description: 'Maharashtra Day' },
      { date: '2026-05-28', description: 'Bakri Id' },
      { date: '2026-06-26', description: 'Muharram' },
      { date: '2026-08-15', description: 'Independence Day' },
      { date: '2026-09-14', description: 'Ganesh Chaturthi' },
      { date: '2026-10-02', description: 'Mahatma Gandhi Jayanti' },
      { date: '2026-10-20', description: 'Dussehra' },
      { date: '2026-11-08', description: 'Diwali Laxmi Pujan' },
      { date: '2026-11-10', description: 'Diwali-Balipratipada' },
      { date: '2026-11-24', description: 'Prakash Gurpurb Sri Guru Nanak Dev' },
      { date: '2026-12-25', description: 'Christmas' },
    ],
    // The list says Muhurat trading is on Sunday 8 Nov with timings to be notified later.
    muhurat: { date: '2026-11-08', start: '18:00', end: '19:00', approximate: true },
    // Union Budget on Sunday 1 Feb 2026: NSE held a full live session (from the author's memory of
    // the exchange's notice; not in the holiday list, which only records closures).
    specialTradingDays: [{ date: '2026-02-01', description: 'Union Budget (Sunday session)' }],
  },
  {
    year: 2027,
    // NSE had not published its 2027 list (it does so in December 2026). Only fixed-date holidays,
    // Good Friday (computed from Easter, 28 Mar 2027) and Diwali (estimated from the new moon of
    // 29/30 Oct 2027) are listed. Lunar festivals NSE will almost surely close for are left out
    // because their dates are not certain enough to close a simulated market on: Mahashivratri
    // (~6 Mar, Sat), Id-Ul-Fitr (~10 Mar), Holi (~22/23 Mar), Ram Navami and Mahavir Jayanti
    // (mid-Apr), Bakri Id (~17 May), Muharram (~15/16 Jun), Ganesh Chaturthi (~4 Sep), Dussehra
    // (~9 Oct), Guru Nanak Jayanti (~14 Nov). Replace this entry with NSE's circular when out.
    provisional: true,
    holidays: [
      { date: '2027-01-26', description: 'Republic Day' },
      { date: '2027-03-26', description: 'Good Friday' },
      { date: '2027-04-14', description: 'Dr. Baba Saheb Ambedkar Jayanti' },
      { date: '2027-05-01', description: 'Maharashtra Day' },
      { date: '2027-08-15', description: 'Independence Day' },
      { date: '2027-10-02', description: 'Mahatma Gandhi Jayanti' },
      { date: '2027-10-29', description: 'Diwali Laxmi Pujan', estimated: true },
      { date: '2027-10-30', description: 'Diwali-Balipratipada', estimated: true },
      { date: '2027-12-25', description: 'Christmas' },
    ],
    muhurat: { date: '2027-10-29', start: '18:00', end: '19:00', approximate: true },
    specialTradingDays: [],
  },
];
