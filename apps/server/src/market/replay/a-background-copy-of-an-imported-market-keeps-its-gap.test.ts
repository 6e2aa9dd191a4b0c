import { describe, expect, it } from 'vitest';
import { snapshotOf, stateOf } from '../../background/market-snapshot';
import { useImportDatabase } from '../../market-data/import-test-support';
import { startReplay } from './replay-test-support';

// fixtures/replay-gap-nov-2017: 21 Nov 2017 is missing, so the history runs without a gap from 22 Nov.
describe('a background copy of an imported market keeps its gap', () => {
  const ctx = useImportDatabase('pglite');

  it('gives the worker the partial history the main thread has (signals are judged before the gap only)', async () => {
    const { state } = await startReplay(ctx.db, 'replay-gap-nov-2017');
    expect(state.historyComplete).toBe(false);
    expect(state.continuousHistoryFrom).toBe(1);
    const copy = stateOf((await snapshotOf(state)).snapshot);
    expect(copy.historyComplete).toBe(false);
    expect(copy.continuousHistoryFrom).toBe(1);
    expect(copy.hasWindow(2, 2)).toBe(false);
    expect(copy.hasWindow(2, 1)).toBe(true);
  });
});
