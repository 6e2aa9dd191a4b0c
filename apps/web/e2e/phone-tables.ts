// The phone check of issue 14: every table keeps its first and key columns in view at 390 px.
import type { Page } from 'playwright-core';

/** What one page shows: its tables' problems at 390 px, and how many tables and key columns it checked. */
export interface PageTables {
  readonly problems: string[];
  readonly tables: number;
  readonly keyColumns: number;
}

/**
 * Every data table in `main` (a table with header cells, on screen): its first column's and its key
 * columns' (`data-key-column`) header cells lie inside the 390 px screen without scrolling; the page
 * never scrolls sideways; no two DataTables keep their state under one URL key.
 */
export function checkTables(page: Page): Promise<PageTables> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let tables = 0;
    let keyColumns = 0;
    const width = window.innerWidth;
    for (const table of document.querySelectorAll<HTMLTableElement>('main table')) {
      const box = table.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !table.querySelector('th')) continue;
      const header = table.tHead?.rows[0] ?? table.rows[0];
      const first = header?.cells[0];
      if (!header || !first) continue;
      tables += 1;
      const name = table.getAttribute('aria-label') ?? table.caption?.textContent ?? `table ${tables}`;
      const cells = [first, ...header.querySelectorAll('[data-key-column]')].filter(
        (cell, i, all) => all.indexOf(cell) === i,
      );
      keyColumns += cells.length - 1;
      for (const cell of cells) {
        const { left, right } = cell.getBoundingClientRect();
        if (left < 0 || right > width) {
          const label = cell.textContent?.trim() ?? '';
          problems.push(`"${name}": column "${label}" at ${Math.round(left)}–${Math.round(right)} px`);
        }
      }
    }
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);
    const keys = [...document.querySelectorAll('main [data-state-key]')].map((el) =>
      el.getAttribute('data-state-key'),
    );
    const shared = keys.filter((key, i) => keys.indexOf(key) !== i);
    if (shared.length > 0) problems.push(`tables share the URL state key "${shared.join('", "')}"`);
    return { problems, tables, keyColumns };
  });
}
