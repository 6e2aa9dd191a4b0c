import { POLICY_KEYS, policyEndpoints, policyPageSchemas } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app-lifecycle';

describe('page/privacypolicy, page/termandcon, page/refundpolicy', () => {
  const ctx = useTestApp('pglite');
  const page = async (endpoint: string) => {
    const res = await ctx.t.app.inject({ url: `/api/v3/${endpoint}` });
    expect(res.statusCode).toBe(200);
    return policyPageSchemas.ok.parse(res.json()).page;
  };
  const text = (p: Awaited<ReturnType<typeof page>>) =>
    [p.summary, ...p.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...s.points])].join('\n');

  it('answers each policy as sections with a version and an effective date', async () => {
    for (const key of POLICY_KEYS) {
      const p = await page(policyEndpoints[key].path);
      expect(p).toMatchObject({ key, version: '1.0', effectiveDate: '2026-11-27' });
      expect(p.sections.length).toBeGreaterThan(3);
      expect(new Set(p.sections.map((s) => s.id)).size).toBe(p.sections.length);
    }
    // The spec's spelling of the endpoints.
    expect(POLICY_KEYS.map((k) => policyEndpoints[k].path)).toEqual([
      'page/privacypolicy',
      'page/termandcon',
      'page/refundpolicy',
    ]);
  });

  it('says what is kept and for how long, that no card number is stored, and the DPDP rights', async () => {
    const privacy = text(await page('page/privacypolicy'));
    for (const needle of [
      'mobile number',
      'e-mail',
      'Sessions',
      'simulated account',
      'never receives or stores card numbers',
      'Digital Personal Data Protection Act, 2023',
      'Data Protection Board of India',
      '30 days after their last use',
      '8 years',
    ])
      expect(privacy).toContain(needle);
  });

  it('disclaims advice and real orders, and states the refund rules', async () => {
    const terms = text(await page('page/termandcon'));
    expect(terms).toContain('never sent to an exchange');
    expect(terms).toMatch(
      /not registered with the Securities and Exchange Board of India \(SEBI\) as an investment adviser/,
    );
    expect(terms).toContain('research analyst');
    expect(terms).toContain('simulated');
    const refund = text(await page('page/refundpolicy'));
    expect(refund).toContain('within 7 days of your first payment');
    expect(refund).toContain('the second payment is refunded in full automatically');
    expect(refund).toContain('not refunded pro-rata');
  });
});
