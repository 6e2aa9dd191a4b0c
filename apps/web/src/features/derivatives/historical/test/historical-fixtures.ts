// Answers of OptionData/* for the page's tests: the v3 NIFTY fixture of packages/market
// (option_chain_v3_NIFTY_22-Sep-2026.json) as the server answers it, and an older file of another day.
import type { ChainSnapshotAnswer, ChainSnapshotSummaryDto, ChainSnapshotsAnswer } from '@nivesh/contracts';

export const V3_FILE = 'option_chain_v3_NIFTY_22-Sep-2026.json';

export const v3Snapshot: ChainSnapshotSummaryDto = {
  id: 7,
  symbol: 'NIFTY',
  takenAt: '2026-09-18T15:30:00+05:30',
  date: '2026-09-18',
  underlyingValue: 23346.4,
  expiries: ['2026-09-22'],
  format: 'nse-json-v3',
  fileName: V3_FILE,
};

export const emptyList: ChainSnapshotsAnswer = {
  status: 1,
  message: 'No NSE option chain has been imported yet',
  symbols: [],
  symbol: null,
  dates: [],
  date: null,
  snapshots: [],
};

export const niftyList: ChainSnapshotsAnswer = {
  status: 1,
  message: '1 imported NIFTY snapshots on 2026-09-18',
  symbols: ['NIFTY'],
  symbol: 'NIFTY',
  dates: ['2022-03-28', '2026-09-18'],
  date: '2026-09-18',
  snapshots: [v3Snapshot],
};

const side = (ltp: number, oi: number, oiChange: number, volume: number, iv: number | null) => ({
  ltp,
  change: 0,
  oi,
  oiChange,
  volume,
  iv,
  bid: ltp,
  bidQty: 75,
  ask: ltp,
  askQty: 75,
});

export const v3Chain: ChainSnapshotAnswer = {
  status: 1,
  message: 'NIFTY 2026-09-22: 5 strikes imported from NSE',
  source: {
    kind: 'imported',
    exchange: 'NSE',
    fileName: V3_FILE,
    format: 'nse-json-v3',
    takenAt: '2026-09-18T15:30:00+05:30',
    live: false,
  },
  snapshot: v3Snapshot,
  expiry: '2026-09-22',
  underlyingValue: 23346.4,
  figures: {
    pcrOi: 296_163 / 348_009,
    pcrVolume: 3_199_835 / 4_075_726,
    maxPain: 23_400,
    support: { strike: 21_350, oi: 97_418, oiChange: 9_090 },
    resistance: { strike: 23_500, oi: 142_655, oiChange: 30_110 },
    callOi: 348_009,
    putOi: 296_163,
    callOiChange: 54_515,
    putOiChange: 17_225,
    callVolume: 4_075_726,
    putVolume: 3_199_835,
  },
  rows: [
    { strike: 21_350, call: side(0, 0, 0, 0, null), put: side(1.1, 97_418, 9_090, 188_886, 33.13) },
    {
      strike: 23_300,
      call: side(118.35, 61_234, 4_410, 912_377, 11.02),
      put: side(61.9, 88_412, -2_150, 1_034_552, 12.4),
    },
    {
      strike: 23_400,
      call: side(65.2, 125_870, 20_315, 1_688_214, 10.86),
      put: side(107.55, 70_118, 11_260, 1_320_987, 12.11),
    },
    {
      strike: 23_500,
      call: side(31.4, 142_655, 30_110, 1_455_020, 10.93),
      put: side(172.1, 40_215, -975, 655_410, 12.87),
    },
    { strike: 26_000, call: side(0.5, 18_250, -320, 20_115, 18.44), put: null },
  ],
};
