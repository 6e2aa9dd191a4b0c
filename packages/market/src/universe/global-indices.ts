/** A foreign index with its cash session in IST (standard time; DST shifts European/US sessions 1 h earlier). */
export interface GlobalIndexDef {
  readonly symbol: string;
  readonly name: string;
  readonly country: string;
  readonly timezone: string;
  /** Regular session in IST, `HH:MM-HH:MM` (may cross midnight). */
  readonly sessionIst: string;
  readonly approxLevel: number;
}

/** Global indices watched by Indian traders (levels approximate, late 2025). */
export const GLOBAL_INDEX_LIST: readonly GlobalIndexDef[] = [
  {
    symbol: 'DJI',
    name: 'Dow Jones Industrial Average',
    country: 'United States',
    timezone: 'America/New_York',
    sessionIst: '20:00-02:30',
    approxLevel: 47000,
  },
  {
    symbol: 'SPX',
    name: 'S&P 500',
    country: 'United States',
    timezone: 'America/New_York',
    sessionIst: '20:00-02:30',
    approxLevel: 6700,
  },
  {
    symbol: 'IXIC',
    name: 'Nasdaq Composite',
    country: 'United States',
    timezone: 'America/New_York',
    sessionIst: '20:00-02:30',
    approxLevel: 22800,
  },
  {
    symbol: 'FTSE',
    name: 'FTSE 100',
    country: 'United Kingdom',
    timezone: 'Europe/London',
    sessionIst: '13:30-22:00',
    approxLevel: 9600,
  },
  {
    symbol: 'DAX',
    name: 'DAX',
    country: 'Germany',
    timezone: 'Europe/Berlin',
    sessionIst: '13:30-22:00',
    approxLevel: 23500,
  },
  {
    symbol: 'CAC',
    name: 'CAC 40',
    country: 'France',
    timezone: 'Europe/Paris',
    sessionIst: '13:30-22:00',
    approxLevel: 8000,
  },
  {
    symbol: 'N225',
    name: 'Nikkei 225',
    country: 'Japan',
    timezone: 'Asia/Tokyo',
    sessionIst: '05:30-12:00',
    approxLevel: 49000,
  },
  {
    symbol: 'HSI',
    name: 'Hang Seng',
    country: 'Hong Kong',
    timezone: 'Asia/Hong_Kong',
    sessionIst: '07:00-13:30',
    approxLevel: 25800,
  },
  {
    symbol: 'SSEC',
    name: 'Shanghai Composite',
    country: 'China',
    timezone: 'Asia/Shanghai',
    sessionIst: '07:00-12:30',
    approxLevel: 3900,
  },
  {
    symbol: 'KS11',
    name: 'KOSPI',
    country: 'South Korea',
    timezone: 'Asia/Seoul',
    sessionIst: '05:30-12:00',
    approxLevel: 3900,
  },
  {
    symbol: 'STI',
    name: 'Straits Times Index',
    country: 'Singapore',
    timezone: 'Asia/Singapore',
    sessionIst: '06:30-14:30',
    approxLevel: 4500,
  },
  {
    symbol: 'GIFTNIFTY',
    name: 'GIFT Nifty (NSE IX Nifty 50 futures)',
    country: 'India (GIFT City)',
    timezone: 'Asia/Kolkata',
    sessionIst: '06:30-15:40,16:35-02:45',
    approxLevel: 26100,
  },
];
