import { describe, expect, it } from 'vitest';
import { parseSlots, resizeSlots, serializeSlots } from './multi-chart-state';

describe('multi-chart layout in the URL', () => {
  it('reads symbols and timeframes, including symbols with & and -', () => {
    expect(parseSlots('M&M:1W,bajaj-auto:max,TCS:1Y')).toEqual([
      { symbol: 'M&M', timeframe: '1W' },
      { symbol: 'BAJAJ-AUTO', timeframe: 'MAX' },
      { symbol: 'TCS', timeframe: '1Y' },
    ]);
  });

  it('round-trips through URLSearchParams', () => {
    const slots = parseSlots('M&M:1W,INFY:5Y');
    const url = new URLSearchParams({ charts: serializeSlots(slots) }).toString();
    expect(parseSlots(new URLSearchParams(url).get('charts'))).toEqual(slots);
  });

  it('opens on four charts without a layout, fills a one-chart layout to two, and keeps at most four', () => {
    expect(parseSlots(null).map((s) => s.symbol)).toEqual(['RELIANCE', 'HDFCBANK', 'TCS', 'INFY']);
    expect(parseSlots('RELIANCE:1M').map((s) => s.symbol)).toEqual(['RELIANCE', 'HDFCBANK']);
    expect(parseSlots('A:1D,B:1D,C:1D,D:1D,E:1D')).toHaveLength(4);
  });

  it('drops malformed entries and defaults an unknown timeframe to 1D', () => {
    expect(parseSlots('<x>:1D,SBIN:2Y,ITC')).toEqual([
      { symbol: 'SBIN', timeframe: '1D' },
      { symbol: 'ITC', timeframe: '1D' },
    ]);
  });

  it('grows with default symbols not already shown, and shrinks from the end', () => {
    const grown = resizeSlots([{ symbol: 'HDFCBANK', timeframe: '1M' }], 4);
    expect(grown.map((s) => s.symbol)).toEqual(['HDFCBANK', 'RELIANCE', 'TCS', 'INFY']);
    expect(resizeSlots(grown, 2).map((s) => s.symbol)).toEqual(['HDFCBANK', 'RELIANCE']);
  });
});
