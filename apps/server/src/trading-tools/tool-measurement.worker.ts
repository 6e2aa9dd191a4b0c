/** The tools' measurement worker (BackgroundWorker): a ToolMeasurement on the market snapshot it was started with. */
import { type MarketSnapshot, stateOf } from '../background/market-snapshot';
import { serveRequests, workerInput } from '../background/serve-requests';
import { type FamilyMeasured, ToolMeasurement } from './tool-measurement';

const { snapshot, seed, historyDays } = workerInput<{
  snapshot: MarketSnapshot;
  seed: string;
  historyDays: number;
}>();
const measurement = new ToolMeasurement(stateOf(snapshot), seed, historyDays);

serveRequests<'next', FamilyMeasured>(() => measurement.measureNext());
