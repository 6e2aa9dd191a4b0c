// axe-core in the browser tier: the WCAG 2.2 AA bar of issue 14 (zero serious, zero critical).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeNode {
  readonly target: readonly unknown[];
}
interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: readonly AxeNode[];
}
interface Axe {
  run(
    context: Document,
    options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
  ): Promise<{ violations: AxeViolation[] }>;
}

/**
 * The serious and critical violations on the page as it is now, one line per rule with up to
 * three of its elements. The page's context must be made with `bypassCSP: true` (the served CSP
 * forbids the injected script).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (tags): Promise<AxeViolation[]> => {
    const axe: Axe = Reflect.get(window, 'axe');
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, WCAG_TAGS);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' '));
      return `${v.impact} ${v.id} ×${v.nodes.length}: ${targets.join(', ')}`;
    });
}
