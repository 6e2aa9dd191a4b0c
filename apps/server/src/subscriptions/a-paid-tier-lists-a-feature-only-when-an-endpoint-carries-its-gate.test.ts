import { ENDPOINTS } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import type { SubscriptionFeatureRow } from '../db/schema';
import { comingFor, featureOptionDto, GATED_FEATURE_KEYS, includedToday } from './catalogue-answers';

const row = (key: string, route: string, free: string): SubscriptionFeatureRow => ({
  key,
  name: key,
  description: '',
  route,
  free,
  pro: '1',
  proplus: '1',
  fno: '0',
  position: 0,
});

describe('the premium feature table is derived from the endpoint gates', () => {
  it('knows the gates of the registry (trading tools performance is gated today)', () => {
    expect([...GATED_FEATURE_KEYS]).toEqual(
      ENDPOINTS.flatMap((e) => (e.premiumFeature ? [e.premiumFeature] : [])),
    );
    expect(GATED_FEATURE_KEYS.has('trading-tools-performance')).toBe(true);
  });

  it('includes a gated premium feature whose page is built in the tiers the table names', () => {
    const f = row('trading-tools-performance', '/trading-tools/performance', '0');
    expect(includedToday(f, 'pro')).toBe(true);
    expect(includedToday(f, 'free')).toBe(false);
    expect(featureOptionDto(f)).toMatchObject({ free: '0', pro: '1', proplus: '1', comingTo: [] });
  });

  it('never sells a premium feature that no endpoint gates, even when its page is built', () => {
    // An operator marks a built, ungated area as Pro-only: nothing would enforce it, so no plan lists it.
    const f = row('custom-screens', '/screener/', '0');
    expect(includedToday(f, 'pro')).toBe(false);
    expect(comingFor(f, 'pro')).toBe(true);
    expect(featureOptionDto(f)).toMatchObject({
      free: '0',
      pro: '0',
      proplus: '0',
      comingTo: ['pro', 'proplus'],
    });
  });

  it('lists a feature free for everyone in every tier without a gate', () => {
    const f = row('custom-screens', '/screener/', '1');
    expect(includedToday(f, 'pro')).toBe(true);
    expect(includedToday(f, 'free')).toBe(true);
  });
});
