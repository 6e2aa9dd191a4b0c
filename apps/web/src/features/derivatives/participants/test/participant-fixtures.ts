// Answers of FutureStock/getParticipantOi for web tests, typed by the contracts (so they stay valid).
import type {
  FiiIndexFuturesDay,
  ParticipantOiAnswer,
  ParticipantOiRowDto,
  ParticipantPositionsDto,
  SegmentPositionDto,
} from '@nivesh/contracts';
import { SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';

type Segments = ParticipantOiRowDto['long'];

const seg = (values: readonly number[]): Segments => ({
  futureIndex: values[0] ?? 0,
  futureStock: values[1] ?? 0,
  optionIndexCall: values[2] ?? 0,
  optionIndexPut: values[3] ?? 0,
  optionStockCall: values[4] ?? 0,
  optionStockPut: values[5] ?? 0,
});

const sum = (s: Segments) => Object.values(s).reduce((a, b) => a + b, 0);
const row = (
  clientType: ParticipantOiRowDto['clientType'],
  long: Segments,
  short: Segments,
): ParticipantOiRowDto => ({
  clientType,
  long,
  short,
  totalLong: sum(long),
  totalShort: sum(short),
});

// NSE's real file of 1-Nov-2021 (Client, DII, FII, Pro; longs add up to shorts in every segment but index puts, off by 1 in NSE's file: here balanced).
const LONGS = {
  Client: seg([172095, 1529182, 2069213, 1630376, 836338, 218342]),
  DII: seg([6017, 42589, 401, 41014, 0, 0]),
  FII: seg([89904, 836070, 383852, 469209, 43990, 45629]),
  Pro: seg([52957, 311306, 657864, 585945, 127485, 224395]),
};
const SHORTS = {
  Client: seg([138442, 171043, 2060783, 1933944, 512693, 358137]),
  DII: seg([90146, 1595759, 0, 0, 17753, 0]),
  FII: seg([71358, 870588, 311623, 260607, 77603, 41005]),
  Pro: seg([21027, 81757, 738924, 531993, 399764, 89224]),
};
/** FII's positions the session before: 3,000 fewer index-futures longs. */
const FII_BEFORE_LONG = 86904;

const PARTICIPANTS = ['Client', 'DII', 'FII', 'Pro'] as const;

function position(long: number, short: number, before?: { long: number; short: number }): SegmentPositionDto {
  return {
    long,
    short,
    net: long - short,
    longShortRatio: short > 0 ? long / short : null,
    netChange: before ? long - short - (before.long - before.short) : null,
    longChange: before ? long - before.long : null,
    shortChange: before ? short - before.short : null,
  };
}

function positions(withChange: boolean): ParticipantPositionsDto[] {
  return PARTICIPANTS.map((p) => {
    const l = LONGS[p];
    const s = SHORTS[p];
    const before = (key: keyof Segments) =>
      withChange
        ? { long: p === 'FII' && key === 'futureIndex' ? FII_BEFORE_LONG : l[key], short: s[key] }
        : undefined;
    const segments = {
      futureIndex: position(l.futureIndex, s.futureIndex, before('futureIndex')),
      futureStock: position(l.futureStock, s.futureStock, before('futureStock')),
      optionIndexCall: position(l.optionIndexCall, s.optionIndexCall, before('optionIndexCall')),
      optionIndexPut: position(l.optionIndexPut, s.optionIndexPut, before('optionIndexPut')),
      optionStockCall: position(l.optionStockCall, s.optionStockCall, before('optionStockCall')),
      optionStockPut: position(l.optionStockPut, s.optionStockPut, before('optionStockPut')),
    };
    return {
      participant: p,
      segments,
      netIndexOptionsBullish: segments.optionIndexCall.net - segments.optionIndexPut.net,
    };
  });
}

function history(count: number): FiiIndexFuturesDay[] {
  return Array.from({ length: count }, (_, i) => {
    const last = i === count - 1;
    const long = last ? 89904 : i === count - 2 ? FII_BEFORE_LONG : 70000 + i * 500;
    const short = 71358;
    return {
      date: `2026-11-${String(i + 2).padStart(2, '0')}`,
      imported: false,
      long,
      short,
      longPct: Math.round((long / (long + short)) * 10_000) / 100,
      net: long - short,
      niftyClose: 24_000 + i * 10,
    };
  });
}

/** The simulated answer of Monday 23-Nov-2026 (still trading), the previous session Friday 20-Nov. */
export function participantAnswer(options: { imported?: boolean } = {}): ParticipantOiAnswer {
  const rows = PARTICIPANTS.map((p) => row(p, LONGS[p], SHORTS[p]));
  const total = (side: 'long' | 'short') =>
    seg(
      (
        [
          'futureIndex',
          'futureStock',
          'optionIndexCall',
          'optionIndexPut',
          'optionStockCall',
          'optionStockPut',
        ] as const
      ).map((k) => rows.reduce((a, r) => a + r[side][k], 0)),
    );
  const days = history(20).map((d, i, all) => ({
    ...d,
    date: i === all.length - 1 ? '2026-11-23' : i === all.length - 2 ? '2026-11-20' : d.date,
    imported: options.imported ?? false,
  }));
  return {
    status: 1,
    message: '2026-11-23: participant-wise open interest (simulated)',
    source: {
      ...SOURCE,
      simulated: !options.imported,
      kind: options.imported ? 'imported' : 'simulated',
      fileName: options.imported ? 'fao_participant_oi_23112026.csv' : null,
      fileDate: '2026-11-23',
    },
    date: '2026-11-23',
    previousDate: '2026-11-20',
    hasChange: true,
    latestDate: '2026-11-23',
    provisional: !options.imported,
    rows: [...rows, row('TOTAL', total('long'), total('short'))],
    positions: positions(true),
    fiiHistory: days,
  };
}
