import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';
import { SPEC_CALLS, specCallCoverage } from './spec-calls';

const SPEC = new URL('../../../../shared/spec/product-spec.md', import.meta.url);

/**
 * The calls of spec section 7 that no endpoint defines yet: the coming issues' to-do list. Defining
 * one of them fails this test until it is taken off the list, and so does losing one.
 */
const STILL_TO_BUILD = [
  'POST DashboardRecord/getUpdateRating',
  'GET DashboardRecord/getMyLearningRecord',
  'GET DashboardRecord/getMyRatingList',
  'GET DashboardRecord/getMyLearningDetail',
  'GET StockIdea/*',
  'GET StockTips/*',
  'GET SignalAlert/*',
  'GET globalSetting/getFooterDetails',
  'GET page/aboutdata',
  'GET page/getSymbolList',
  'GET page/faqData',
  'GET page/whydata',
  'GET link/getLink',
  'GET Tutorials/getTute',
  'GET Tutorials/getTuteData',
  'GET Getworklist',
  'GET test/getTestData',
];

describe('the calls of spec section 7', () => {
  it('are each defined by the registry or on the to-do list', () => {
    const missing = specCallCoverage(ENDPOINTS)
      .filter((c) => c.definedBy.length === 0)
      .map((c) => `${c.method} ${c.call}`);
    expect(missing).toEqual(STILL_TO_BUILD);
  });

  it.runIf(existsSync(SPEC))('are the ones the specification names (when ../shared/spec is present)', () => {
    const text = readFileSync(SPEC, 'utf8');
    const section = text.slice(
      text.indexOf('## 7. The calls it makes'),
      text.indexOf('## 8. Error catalogue'),
    );
    for (const [, call] of SPEC_CALLS) {
      const [controller, action] = call.split('/');
      const named =
        section.includes(call) || (section.includes(`${controller}/*`) && section.includes(action ?? ''));
      expect(named, call).toBe(true);
    }
    // Every `X/y` the section writes is in the list (or covered by its controller's `X/*`).
    const listed = new Set(SPEC_CALLS.map(([, call]) => call));
    for (const [written] of section.matchAll(/\b[A-Za-z_]+\/[A-Za-z_]+\b/g)) {
      const controller = written.split('/')[0];
      expect(listed.has(written) || listed.has(`${controller}/*`), written).toBe(true);
    }
  });
});
