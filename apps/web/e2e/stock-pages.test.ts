import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eContext, launchBrowser, screenshot, watchForErrors } from './browser';

const { baseUrl, skipReason } = e2eContext();

interface StockPageCase {
  readonly name: string;
  readonly path: string;
  /** Waits for the page's real content (a price, a table with rows, a chart) to appear. */
  readonly ready: (page: Page) => Promise<unknown>;
}

const chartCanvas = (page: Page) =>
  page.locator('[role="img"][aria-label$="price chart"] canvas').first().waitFor();
const tableRows = (page: Page, min: number) =>
  page.waitForFunction((n) => document.querySelectorAll('main table tbody tr').length >= n, min);

const PAGES: readonly StockPageCase[] = [
  {
    name: 'stock-m-and-m',
    path: '/stocks/M%26M',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Mahindra & Mahindra Ltd.' }).waitFor();
      await page.getByTestId('stock-ltp').waitFor();
      await page.getByText('Simulated statements').waitFor();
      await page
        .getByRole('link', { name: 'BAJAJ-AUTO' })
        .or(page.getByRole('link', { name: 'MARUTI' }))
        .first()
        .waitFor();
      await chartCanvas(page);
    },
  },
  {
    name: 'company-alias',
    path: '/company/BAJAJ-AUTO',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Bajaj Auto Ltd.' }).waitFor(),
  },
  {
    name: 'stock-details-index',
    path: '/stock-details/NIFTY%2050',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'NIFTY 50' }).waitFor();
      await chartCanvas(page);
    },
  },
  {
    name: 'stock-unknown',
    path: '/stocks/NOSUCHCO',
    ready: (page) => page.getByRole('heading', { name: 'No stock with symbol NOSUCHCO' }).waitFor(),
  },
  {
    name: 'market-details',
    path: '/market-Details/RELIANCE',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Market depth' }).waitFor();
      await tableRows(page, 6);
      await chartCanvas(page);
    },
  },
  {
    name: 'multi-chart',
    path: '/multi-chart?charts=RELIANCE:1D,TCS:1M,INFY:1Y,NIFTY%2050:5Y',
    ready: (page) =>
      page.waitForFunction(() => document.querySelectorAll('main [role="img"] canvas').length >= 4),
  },
  { name: 'chart-and-price', path: '/chart-and-price?symbol=SBIN', ready: chartCanvas },
  { name: 'support-and-target', path: '/support-and-target', ready: (page) => tableRows(page, 20) },
  { name: 'symbols', path: '/symbols/', ready: (page) => tableRows(page, 50) },
  {
    name: 'symbols-letter',
    path: '/symbols/R',
    ready: (page) => page.getByRole('link', { name: 'RELIANCE' }).waitFor(),
  },
];

describe.skipIf(skipReason !== '')('stock area pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([1366, 390])(
    'every stock page shows real content at %i px, without errors or sideways scroll',
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = watchForErrors(page);
      const failures: string[] = [];
      for (const { name, path, ready } of PAGES) {
        errors.length = 0;
        const response = await page.goto(`${baseUrl}${path}`);
        if (response?.status() !== 200) failures.push(`${path}: HTTP ${response?.status()}`);
        try {
          await ready(page);
        } catch (error) {
          failures.push(
            `${path}: content did not appear (${error instanceof Error ? error.message.split('\n')[0] : error})`,
          );
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) failures.push(`${path}: scrolls sideways by ${overflow} px at ${width} px`);
        if (errors.length > 0) failures.push(`${path}: ${errors.join(' | ')}`);
        await screenshot(page, `stock-${name}-${width}`);
      }
      await page.close();
      expect(failures).toEqual([]);
    },
  );

  it('the header search finds a company by name and opens its page', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl}/symbols/`);
    const search = page.getByPlaceholder('Search symbol, e.g. RELIANCE').first();
    await search.click();
    await search.fill('mahindra & mah');
    await page.getByRole('option', { name: /M&M/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/stocks/M%26M`);
    await page.getByRole('heading', { level: 1, name: 'Mahindra & Mahindra Ltd.' }).waitFor();
    await page.close();
  });

  it('the chart switches timeframe and overlays an indicator', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl}/stocks/TCS`);
    await page.locator('[aria-label="TCS 1D price chart"] canvas').first().waitFor();
    await page
      .getByRole('radiogroup', { name: 'TCS chart timeframe' })
      .getByText('1Y', { exact: true })
      .click();
    await page.locator('[aria-label="TCS 1Y price chart"] canvas').first().waitFor();
    const charted = page.waitForResponse(
      (r) => r.url().includes('getChartingData') && r.url().includes('sma50'),
    );
    await page.getByRole('group', { name: 'Indicators' }).getByText('SMA 50', { exact: true }).click();
    const body = await (await charted).json();
    expect(body.overlays.map((o: { id: string }) => o.id)).toEqual(['sma50']);
    expect(body.bars.length).toBeGreaterThan(240);
    await page.close();
  });
});
