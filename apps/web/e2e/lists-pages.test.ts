import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chartDrawn,
  dataRows,
  e2eContext,
  launchBrowser,
  ownErrors,
  screenshot,
  watchForErrors,
} from './browser';

const { baseUrl, skipReason } = e2eContext();

interface ListsPageCase {
  readonly name: string;
  readonly path: string;
  /** Waits for the page's real content (a table with rows, a chart) to appear. */
  readonly ready: (page: Page) => Promise<unknown>;
}

/** A list that may be empty at this moment of the session: rows, or the list's own empty message. */
const rowsOrEmpty = (page: Page, empty: RegExp) =>
  Promise.race([dataRows(page, 1), page.getByText(empty).first().waitFor()]);
/** A table with at least `rows` data rows and the chart labelled `chart`. */
const rowsAndChart = (rows: number, chart: string) => async (page: Page) => {
  await dataRows(page, rows);
  await chartDrawn(page, chart);
};

const PAGES: readonly ListsPageCase[] = [
  { name: 'top-gainers', path: '/top-gainers-nse', ready: (page) => dataRows(page, 1) },
  { name: 'top-losers', path: '/top-losers-nse', ready: (page) => dataRows(page, 1) },
  {
    name: '52-week-high',
    path: '/52-week-high-stocks',
    ready: (page) => rowsOrEmpty(page, /No stock has made/),
  },
  {
    name: '52-week-low-near',
    path: '/52-week-low-stocks',
    ready: async (page) => {
      await page.getByText('Near 52-week low').click();
      await rowsOrEmpty(page, /No stock is within/);
    },
  },
  {
    name: 'new-fifty-two',
    path: '/new-fifty-two',
    ready: async (page) => {
      await page.getByRole('heading', { name: /New 52-week highs \(/ }).waitFor();
      await chartDrawn(page, 'New 52-week highs and lows per session');
    },
  },
  {
    name: 'all-time-high',
    path: '/market/all-time-high-stocks',
    ready: (page) => rowsOrEmpty(page, /No stock has reached an all-time high/),
  },
  {
    name: 'breakouts',
    path: '/breakout-stocks',
    ready: (page) => rowsOrEmpty(page, /No stock is above its/),
  },
  {
    name: 'hourly',
    path: '/hourly-gainer-looser',
    ready: (page) => rowsOrEmpty(page, /No stock rose|has not started/),
  },
  {
    name: 'market-breadth',
    path: '/market-breadth-today',
    ready: rowsAndChart(15, 'Advances, unchanged and declines per sector'),
  },
  {
    name: 'market-breadth-it',
    path: '/market-breadth-stock/information-technology',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Market Breadth: Information Technology' }).waitFor();
      await dataRows(page, 10);
    },
  },
  {
    name: 'advance-decline',
    path: '/advance-decline-ratio-nse',
    ready: rowsAndChart(10, 'A/D ratio and NIFTY 50, daily'),
  },
  {
    name: 'india-vix',
    path: '/india-vix',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'What India VIX means' }).waitFor();
      await chartDrawn(page, /India VIX/);
    },
  },
];

/** Waits for a page's content; on failure keeps a screenshot of what was shown instead. */
async function whenReady(page: Page, { name, ready }: ListsPageCase, width: number): Promise<void> {
  try {
    await ready(page);
  } catch (error) {
    await screenshot(page, `lists-${name}-${width}-not-ready`);
    throw error;
  }
}

/** The numbers of one column of the first table, as shown ("+1.25 %" → 1.25). */
async function columnNumbers(page: Page, column: number): Promise<number[]> {
  return page.$$eval(
    'main table tbody tr:not([data-skeleton])',
    (rows, index) =>
      rows.map((row) => Number((row.children[index]?.textContent ?? '').replace(/[^0-9.-]/g, ''))),
    column,
  );
}

describe.skipIf(skipReason !== '')('lists area pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows every lists page with real content, the simulated badge and no console error', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    for (const entry of PAGES) {
      const { name, path } = entry;
      errors.length = 0;
      await page.goto(`${baseUrl}${path}`);
      await whenReady(page, entry, 1366);
      expect(await page.getByText('Simulated market data').first().isVisible(), path).toBe(true);
      await screenshot(page, `lists-${name}-1366`);
      expect(ownErrors(errors), path).toEqual([]);
    }
    await page.close();
  });

  it('sorts the gainers by change % both ways and exports them as CSV', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    await page.goto(`${baseUrl}/top-gainers-nse`);
    await dataRows(page, 1);
    // Columns: Symbol, LTP, Change %, …
    const sortButton = page.getByRole('button', { name: 'Change %' });
    await sortButton.click();
    await expect.poll(() => page.locator('th[aria-sort="descending"]').count()).toBe(1);
    const descending = await columnNumbers(page, 2);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await sortButton.click();
    await expect.poll(() => page.locator('th[aria-sort="ascending"]').count()).toBe(1);
    const ascending = await columnNumbers(page, 2);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending.every((v) => v >= 0)).toBe(true);

    const total = Number(
      (await page.getByText(/^Showing 1–/).innerText()).replace(/.* of /, '').replace(/,/g, ''),
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('top-gainers-nse.csv');
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^Symbol,LTP \(₹\),Change %,/);
    // The market moves while the page is open: the list may gain or lose a row between reads.
    expect(Math.abs(lines.length - 1 - total)).toBeLessThanOrEqual(5);
    await page.close();
  });

  it('refreshes a live list while the session trades (the as-of time moves on)', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl}/top-losers-nse`);
    await dataRows(page, 1);
    const asOf = page.locator('main time').first();
    const first = await asOf.getAttribute('datetime');
    await expect
      .poll(() => asOf.getAttribute('datetime'), { timeout: 15_000, interval: 1_000 })
      .not.toBe(first);
    await page.close();
  });

  it('fits every lists page into a 390 px phone screen without sideways scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchForErrors(page);
    for (const entry of PAGES) {
      const { name, path } = entry;
      await page.goto(`${baseUrl}${path}`);
      await whenReady(page, entry, 390);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
      await screenshot(page, `lists-${name}-390`);
    }
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });
});
