import { describe, expect, it } from 'vitest';
import { fiiDiiActivitiesAnswer, fiiDiiDataAnswer } from '../test/fii-dii-fixtures';
import { cumulativeSpec, DII_COLOUR, dailyFlowsSpec, FII_COLOUR } from './fii-dii-charts';
import { formatCrore, formatPeriod } from './fii-dii-format';

const NAMES = { fii: 'FII net', dii: 'DII net', nifty: 'NIFTY 50' };
const crore = (value: number) => formatCrore(value, 'Cr');

describe('the FII/DII charts and figures', () => {
  it('draw the daily nets as bars, oldest first, with NIFTY 50 on the second axis', () => {
    const { history } = fiiDiiDataAnswer({ days: 5 });
    const spec = dailyFlowsSpec(history, NAMES, crore);
    expect(spec.categories).toEqual([
      '17 Nov 2026',
      '18 Nov 2026',
      '19 Nov 2026',
      '20 Nov 2026',
      '23 Nov 2026',
    ]);
    expect(spec.series.map((s) => [s.name, s.kind, s.colour, s.secondAxis ?? false])).toEqual([
      ['FII net', 'bar', FII_COLOUR, false],
      ['DII net', 'bar', DII_COLOUR, false],
      ['NIFTY 50', 'line', 'line', true],
    ]);
    expect(spec.series[0]?.values.at(-1)).toBe(-3086.43);
    expect([spec.fitValues ?? false, spec.fitSecond]).toEqual([false, true]);
    expect(spec.formatCategory?.('23 Nov 2026')).toBe('23 Nov');
    expect(spec.formatValue(-3086.43)).toBe('-₹3,086.43 Cr');
  });

  it('leave NIFTY 50 out when no close is known', () => {
    const history = fiiDiiDataAnswer({ days: 5 }).history.map((d) => ({ ...d, niftyClose: null }));
    expect(dailyFlowsSpec(history, NAMES, crore).series.map((s) => s.name)).toEqual(['FII net', 'DII net']);
  });

  it('draw the cumulative nets as lines by period', () => {
    const { cumulative } = fiiDiiActivitiesAnswer({ period: 'year' });
    const spec = cumulativeSpec(cumulative, NAMES, crore);
    expect(spec.categories).toEqual(['2024', '2025', '2026']);
    expect(spec.series.map((s) => s.kind)).toEqual(['line', 'line', 'line']);
    expect(spec.series[0]?.values).toEqual([-81_721, -112_658, -170_447.96]);
  });

  it('write crores with Indian grouping and months as "Nov 2026"', () => {
    expect(formatCrore(185_432.1, 'Cr')).toBe('₹1,85,432.10 Cr');
    expect(formatCrore(null, 'Cr')).toBe('—');
    expect(formatPeriod('2026-11')).toBe('Nov 2026');
    expect(formatPeriod('2024-01')).toBe('Jan 2024');
    expect(formatPeriod('2026')).toBe('2026');
  });
});
