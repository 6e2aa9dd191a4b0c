/** The replay worker (BackgroundWorker): a SignalReplay on the market snapshot it was started with. */
import { type MarketSnapshot, stateOf } from '../background/market-snapshot';
import { serveRequests, workerInput } from '../background/serve-requests';
import { type ReplayAnswer, type ReplayRequest, SignalReplay } from './signal-replay';

const { snapshot, seed } = workerInput<{ snapshot: MarketSnapshot; seed: string }>();
const replay = new SignalReplay(stateOf(snapshot), seed);

serveRequests<ReplayRequest, ReplayAnswer>((request) =>
  request.kind === 'day'
    ? { kind: 'day', rows: replay.day(request.day) }
    : { kind: 'judged', judged: replay.judgeAll(request.signals) },
);
