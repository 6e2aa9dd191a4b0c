import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartDrawn, e2eContext, launchBrowser, ownErrors, screenshot, watchForErrors } from './browser';

const { baseUrl, skipReason } = e2eContext();

interface SectorsPageCase {
  readonly name: string;
  readonly path: string;
  /** Waits for the page's real content (tables with rows, charts drawn). */
  readonly ready: (page: Page) => Promise<unknown>;
}

/** At least `min` data rows in the table named `caption`. */
const tableRows = (page: Page, caption: string, min: number) =>
  page.waitForFunction(
    ([name, n]) =>
      [...document.querySelectorAll('main table')].some(
        (t) =>
          t.querySelector('caption')?.textContent === name &&
          t.querySelectorAll('tbody tr:not([data-skeleton]) td + td').length >= Number(n),
      ),
    [caption, String(min)],
  );

const PAGES: readonly SectorsPageCase[] = [
  {
    name: 'list',
    path: '/nse-sectors-list/',
    ready: async (page) => {
      await tableRows(page, 'NSE sectors', 20);
      await chartDrawn(page, 'Sector moves, 1D');
    },
  },
  {
    name: 'sector',
    path: '/nse-sectors-list/information-technology/',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Information Technology' }).waitFor();
      await tableRows(page, 'Stocks in Information Technology', 20);
      await chartDrawn(page, 'Heat map of Information Technology');
    },
  },
  {
    name: 'industries',
    path: '/indian-industry-sector/',
    ready: async (page) => {
      await page.getByRole('button', { name: /^Financial Services/ }).click();
      await tableRows(page, 'Industries in Financial Services', 10);
    },
  },
  {
    name: 'industry',
    path: '/indian-industry-sector/private-sector-bank/',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Private Sector Bank' }).waitFor();
      await tableRows(page, 'Stocks in Private Sector Bank', 10);
      await chartDrawn(page, 'Heat map of Private Sector Bank');
    },
  },
  {
    name: 'analysis',
    path: '/sector-analysis',
    ready: async (page) => {
      await tableRows(page, 'Sector analysis', 20);
      await chartDrawn(page, /Relative strength of each sector/);
      await chartDrawn(page, /above their 200 and 50-day moving averages/);
    },
  },
  {
    name: 'analysis-sector',
    path: '/sector-analysis/metals-and-mining',
    ready: async (page) => {
      await tableRows(page, 'Stocks in Metals & Mining', 10);
      await chartDrawn(page, /Relative strength of Metals & Mining vs NIFTY 500/);
    },
  },
  {
    name: 'unknown-sector',
    path: '/nse-sectors-list/no-such-sector/',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'No sector “no-such-sector”' }).waitFor(),
  },
];

async function whenReady(page: Page, { name, ready }: SectorsPageCase, width: number): Promise<void> {
  try {
    await ready(page);
  } catch (error) {
    await screenshot(page, `sectors-${name}-${width}-not-ready`);
    throw error;
  }
}

describe.skipIf(skipReason !== '')('sectors area pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [1366, 390]) {
    it(`shows every sectors page with real content and no console error at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = watchForErrors(page);
      for (const entry of PAGES) {
        errors.length = 0;
        await page.goto(`${baseUrl}${entry.path}`);
        await whenReady(page, entry, width);
        expect(await page.getByText('Simulated market data').first().isVisible(), entry.path).toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${entry.path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        await screenshot(page, `sectors-${entry.name}-${width}`);
        expect(ownErrors(errors), entry.path).toEqual([]);
      }
      await page.close();
    });
  }

  it('links a sector row to its page and exports the sectors as CSV', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    await page.goto(`${baseUrl}/nse-sectors-list/`);
    await tableRows(page, 'NSE sectors', 20);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('nse-sectors.csv');
    const lines = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toMatch(/^Sector,Change %,Stocks,Advances,Declines,/);
    expect(lines.filter((line) => line !== '')).toHaveLength(22);
    await page.getByRole('link', { name: 'Metals & Mining' }).click();
    await page.getByRole('heading', { level: 1, name: 'Metals & Mining' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/nse-sectors-list/metals-and-mining/');
    await page.close();
  });
});
