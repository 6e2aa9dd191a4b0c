/** An exchange-traded fund listed on NSE (NAV/price approximate, late 2025). */
export interface EtfDef {
  readonly symbol: string;
  readonly name: string;
  readonly amc: string;
  /** An NSE index in `NSE_INDICES`, or a description of a foreign index/commodity/money-market underlying. */
  readonly underlying: string;
  readonly approxPrice: number;
}

/** Popular NSE ETFs. */
export const ETF_LIST: readonly EtfDef[] = [
  {
    symbol: 'NIFTYBEES',
    name: 'Nippon India ETF Nifty 50 BeES',
    amc: 'Nippon India MF',
    underlying: 'NIFTY 50',
    approxPrice: 290,
  },
  { symbol: 'SETFNIF50', name: 'SBI Nifty 50 ETF', amc: 'SBI MF', underlying: 'NIFTY 50', approxPrice: 280 },
  {
    symbol: 'JUNIORBEES',
    name: 'Nippon India ETF Nifty Next 50 Junior BeES',
    amc: 'Nippon India MF',
    underlying: 'NIFTY NEXT 50',
    approxPrice: 750,
  },
  {
    symbol: 'BANKBEES',
    name: 'Nippon India ETF Nifty Bank BeES',
    amc: 'Nippon India MF',
    underlying: 'NIFTY BANK',
    approxPrice: 600,
  },
  {
    symbol: 'SETFNIFBK',
    name: 'SBI Nifty Bank ETF',
    amc: 'SBI MF',
    underlying: 'NIFTY BANK',
    approxPrice: 590,
  },
  {
    symbol: 'PSUBNKBEES',
    name: 'Nippon India ETF Nifty PSU Bank BeES',
    amc: 'Nippon India MF',
    underlying: 'NIFTY PSU BANK',
    approxPrice: 85,
  },
  {
    symbol: 'ITBEES',
    name: 'Nippon India ETF Nifty IT',
    amc: 'Nippon India MF',
    underlying: 'NIFTY IT',
    approxPrice: 40,
  },
  {
    symbol: 'PHARMABEES',
    name: 'Nippon India Nifty Pharma ETF',
    amc: 'Nippon India MF',
    underlying: 'NIFTY PHARMA',
    approxPrice: 23,
  },
  {
    symbol: 'AUTOBEES',
    name: 'Nippon India Nifty Auto ETF',
    amc: 'Nippon India MF',
    underlying: 'NIFTY AUTO',
    approxPrice: 280,
  },
  {
    symbol: 'MOM100',
    name: 'Motilal Oswal Nifty Midcap 100 ETF',
    amc: 'Motilal Oswal MF',
    underlying: 'NIFTY MIDCAP 100',
    approxPrice: 60,
  },
  {
    symbol: 'CPSEETF',
    name: 'Nippon India ETF Nifty CPSE',
    amc: 'Nippon India MF',
    underlying: 'Nifty CPSE index',
    approxPrice: 95,
  },
  {
    symbol: 'ICICIB22',
    name: 'Bharat 22 ETF',
    amc: 'ICICI Prudential MF',
    underlying: 'S&P BSE Bharat 22 index',
    approxPrice: 115,
  },
  {
    symbol: 'GOLDBEES',
    name: 'Nippon India ETF Gold BeES',
    amc: 'Nippon India MF',
    underlying: 'Physical gold',
    approxPrice: 105,
  },
  {
    symbol: 'SILVERBEES',
    name: 'Nippon India Silver ETF',
    amc: 'Nippon India MF',
    underlying: 'Physical silver',
    approxPrice: 150,
  },
  {
    symbol: 'LIQUIDBEES',
    name: 'Nippon India ETF Nifty 1D Rate Liquid BeES',
    amc: 'Nippon India MF',
    underlying: 'Overnight money market (TREPS)',
    approxPrice: 1000,
  },
  {
    symbol: 'MON100',
    name: 'Motilal Oswal Nasdaq 100 ETF',
    amc: 'Motilal Oswal MF',
    underlying: 'Nasdaq-100',
    approxPrice: 210,
  },
  {
    symbol: 'MAFANG',
    name: 'Mirae Asset NYSE FANG+ ETF',
    amc: 'Mirae Asset MF',
    underlying: 'NYSE FANG+',
    approxPrice: 140,
  },
  {
    symbol: 'HNGSNGBEES',
    name: 'Nippon India ETF Hang Seng BeES',
    amc: 'Nippon India MF',
    underlying: 'Hang Seng',
    approxPrice: 500,
  },
];
