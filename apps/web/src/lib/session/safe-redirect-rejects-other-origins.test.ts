import { describe, expect, it } from 'vitest';
import { safeRedirect } from './auth-session';

describe('the redirect after sign-in stays on Nivesh', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirect('/order-dashboard')).toBe('/order-dashboard');
    expect(safeRedirect('/stocks/M&M?tab=chart')).toBe('/stocks/M&M?tab=chart');
  });

  it.each(['https://evil.com', '//evil.com', '/\\evil.com', '/\t/evil.com', '/\n/evil.com', 'evil.com', ''])(
    'refuses %j',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );

  it('falls back when there is no target', () => {
    expect(safeRedirect(null, '/thank-you/')).toBe('/thank-you/');
  });
});
