import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartDrawn, dataRows, e2eContext, launchBrowser, screenshot, watchForErrors } from './browser';

const { baseUrl, skipReason } = e2eContext();

interface OverviewCase {
  readonly name: string;
  readonly path: string;
  /** Waits for the page's real content (rows, a canvas, figures) to appear. */
  readonly ready: (page: Page) => Promise<unknown>;
}

/** Index cards showing a level with two decimals. */
const indexCards = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-testid="index-card"]')].filter((card) =>
        /\d{1,3}(,\d{2,3})*\.\d{2}/.test(card.textContent ?? ''),
      ).length >= 6,
  );

const PAGES: readonly OverviewCase[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await indexCards(page);
      await chartDrawn(page, /NIFTY 50 heat map/);
      await page.getByTestId('global-cue').first().waitFor();
    },
  },
  {
    name: 'market',
    path: '/market',
    ready: async (page) => {
      await indexCards(page);
      await chartDrawn(page, /NIFTY 50 today/);
      await page.getByTestId('market-signal').waitFor();
      await dataRows(page, 5);
    },
  },
  {
    name: 'stock-market-today',
    path: '/stock-market-today',
    ready: async (page) => {
      await page
        .getByTestId('market-narrative')
        .getByText(/^NIFTY 50 (is|closed) (up|down|unchanged)/)
        .waitFor();
      await chartDrawn(page, /NIFTY 50 today/);
    },
  },
  { name: 'cash', path: '/cash', ready: (page) => dataRows(page, 20) },
  { name: 'future-stock', path: '/future-stock', ready: (page) => dataRows(page, 20) },
  {
    name: 'nifty-heatmap',
    path: '/nifty-heatmap',
    ready: async (page) => {
      await chartDrawn(page, /heat map: tiles sized by market cap/);
      await dataRows(page, 10);
    },
  },
  {
    name: 'global-market',
    path: '/global-market/',
    ready: (page) =>
      page.waitForFunction(() => document.querySelectorAll('[data-testid="global-index"]').length >= 10),
  },
  { name: 'commodity', path: '/commodity', ready: (page) => dataRows(page, 10) },
  { name: 'etfs', path: '/exchange-traded-funds', ready: (page) => dataRows(page, 10) },
  {
    name: 'etf-niftybees',
    path: '/exchange-traded-funds/NIFTYBEES',
    ready: async (page) => {
      await page
        .getByTestId('etf-price')
        .getByText(/^₹[\d,]+\.\d{2}$/)
        .waitFor();
      await chartDrawn(page, /NIFTYBEES 1Y price chart/);
      await page.getByText('Against its underlying').waitFor();
    },
  },
  { name: 'nse-pre-market', path: '/nse-pre-market', ready: (page) => dataRows(page, 20) },
];

/** The strip's NIFTY 50 level, or null while it has none. */
const stripNifty = (page: Page) =>
  page.evaluate(() => {
    const item = document.querySelector('[data-testid="strip-item"][data-symbol="NIFTY 50"]');
    return item?.querySelector('[data-testid="strip-value"]')?.textContent ?? null;
  });

async function visitAll(browser: Browser, width: number): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = watchForErrors(page);
  const failures: string[] = [];
  for (const item of PAGES) {
    errors.length = 0;
    await page.goto(`${baseUrl}${item.path}`);
    try {
      await item.ready(page);
    } catch (error) {
      failures.push(
        `${item.path} at ${width} px: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      );
    }
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (sideways > 0) failures.push(`${item.path} at ${width} px scrolls sideways by ${sideways} px`);
    await screenshot(page, `overview-${item.name}-${width}`);
    if (errors.length > 0) failures.push(`${item.path} at ${width} px: ${errors.join(' | ')}`);
  }
  await context.close();
  return failures;
}

describe.skipIf(skipReason !== '')('the overview pages in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('show real data (tables, canvases, figures) at 1366 and 390 px, with no console error or sideways scroll', async () => {
    const failures = (await Promise.all([visitAll(browser, 1366), visitAll(browser, 390)])).flat();
    expect(failures).toEqual([]);
  }, 90_000);

  it('shows the live index strip on a page outside the market area, moving with the market', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/about/`);
    const strip = page.getByTestId('index-strip');
    await strip.getByTestId('strip-item').first().waitFor();
    expect(await strip.getByText('Simulated').isVisible()).toBe(true);
    const first = await stripNifty(page);
    expect(first).toMatch(/^\d{1,3}(,\d{2,3})*\.\d{2}$/);
    expect(await strip.locator('a[href="/stocks/NIFTY%2050"]').count()).toBe(1);
    // The demo clock keeps a session trading: the strip moves by stream or by its 5-second poll.
    await page.waitForFunction(
      (before) =>
        document.querySelector('[data-symbol="NIFTY 50"] [data-testid="strip-value"]')?.textContent !==
        before,
      first,
      { timeout: 15_000, polling: 250 },
    );
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBe(0);
    await screenshot(page, 'overview-strip-about-390');
    expect(errors).toEqual([]);
    await page.close();
  }, 30_000);
});
