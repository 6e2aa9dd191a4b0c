import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, formFieldOf, formFromParams, hasRun, queryOfForm } from './backtest-params';

describe('back-test parameters in the URL', () => {
  it('writes only what applies and reads the same form back', () => {
    const form = {
      ...DEFAULT_FORM,
      strategyType: 'custom' as const,
      scope: 'sector' as const,
      sectorId: 'banks',
      stopPct: '5',
    };
    const query = queryOfForm(form);
    expect(query).toEqual({
      strategy_type: 'custom',
      scope: 'sector',
      capital: '1000000',
      entry: DEFAULT_FORM.entry,
      exit: DEFAULT_FORM.exit,
      sector_id: 'banks',
      max_positions: '10',
      stop_pct: '5',
      slippage_bps: '5',
      plan: 'discount',
    });
    const params = new URLSearchParams(query);
    expect(hasRun(params)).toBe(true);
    expect(formFromParams(params)).toEqual(form);
    expect(hasRun(new URLSearchParams('scope=symbol'))).toBe(false);
  });

  it('falls back to the defaults for unknown values', () => {
    const form = formFromParams(new URLSearchParams('strategy_type=nonsense&plan=gold&product=margin'));
    expect(form.strategyType).toBe('tradingTool');
    expect(form.plan).toBe('discount');
    expect(form.product).toBe('');
  });

  it('maps server field names to form fields', () => {
    expect(formFieldOf('stopLossPercent')).toBe('stopPct');
    expect(formFieldOf('querystring/capital')).toBe('capital');
    expect(formFieldOf('sector_id')).toBe('sector');
    expect(formFieldOf('nothing')).toBeNull();
    expect(formFieldOf(null)).toBeNull();
  });
});
