import type { RoboFollowDto } from '@nivesh/contracts';

/** A follow of the Momentum model for web tests (₹1,00,000 on 2026-11-23, nothing rebalanced yet). */
export function roboFollowFixture(overrides: Partial<RoboFollowDto> = {}): RoboFollowDto {
  return {
    portfolioId: 'pf_abc123',
    model: 'momentum',
    modelName: 'Momentum',
    since: '2026-11-23',
    amount: 100_000,
    cash: 412.5,
    appliedThrough: '2026-11-23',
    applied: [],
    notApplied: [],
    ...overrides,
  };
}
