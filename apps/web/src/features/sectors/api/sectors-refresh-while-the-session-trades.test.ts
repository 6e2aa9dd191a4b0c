import { describe, expect, it } from 'vitest';
import { sectorListEndpoint } from '@/lib/market-queries/get-sector-list';
import { SOURCE } from '../lib/sectors-test-fixtures';
import { sectorAnalysisEndpoint } from './get-sector-analysis';

type Interval = (query: { state: { data: unknown } }) => number | false;

function intervalOf(options: { refetchInterval?: unknown }): Interval {
  const interval = options.refetchInterval;
  if (typeof interval !== 'function') throw new Error('expected a refetch function');
  return interval as Interval;
}

describe('sectors queries', () => {
  it('refetch every 5 s (analysis every 15 s) while the session trades, and not after the close or a refusal', () => {
    const list = intervalOf(sectorListEndpoint.options({}));
    const analysis = intervalOf(sectorAnalysisEndpoint.options({}));
    expect(list({ state: { data: { status: 1, source: SOURCE } } })).toBe(5_000);
    expect(analysis({ state: { data: { status: 1, source: SOURCE } } })).toBe(15_000);
    expect(list({ state: { data: { status: 1, source: { ...SOURCE, live: false } } } })).toBe(false);
    expect(list({ state: { data: { status: 0, message: 'No sector x' } } })).toBe(false);
    expect(list({ state: { data: undefined } })).toBe(false);
  });

  it('key answers from general to specific', () => {
    expect(sectorListEndpoint.options({}).queryKey).toEqual(['sectors', 'sector/getSectorList', {}]);
  });
});
