import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STRATEGIES, STRATEGY_FAMILIES } from './catalogue';

const doc = readFileSync(new URL('../../../../docs/trading-tools.md', import.meta.url), 'utf8');

describe('docs/trading-tools.md', () => {
  it('states the count and lists every family with its member count', () => {
    expect(doc).toContain(`**${STRATEGIES.length} strategies in ${STRATEGY_FAMILIES.length} families**`);
    for (const f of STRATEGY_FAMILIES) {
      const n = STRATEGIES.filter((s) => s.family === f.family).length;
      expect(doc, f.family).toContain(`### ${f.family} — ${n} tools`);
    }
  });

  it('gives every member’s exact rules', () => {
    for (const s of STRATEGIES)
      expect(doc, s.id).toContain(`| \`${s.id}\` | \`${s.entry}\` | \`${s.exit}\` |`);
  });
});
