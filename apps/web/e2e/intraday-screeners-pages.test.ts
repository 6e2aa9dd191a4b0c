import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRows, e2eContext, launchBrowser, ownErrors, screenshot, watchForErrors } from './browser';

const { baseUrl, skipReason } = e2eContext();

describe.skipIf(skipReason !== '')('intraday and pre-market screener pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the intraday screens and patterns with counts, then opens a screen’s stocks', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/intraday-screener`);
    await page.getByRole('heading', { level: 1, name: 'Intraday Screener' }).waitFor();
    await page.getByText('1. Open = High').waitFor();
    await dataRows(page, 19); // the 19 price patterns
    expect(await page.getByText('Simulated market data').first().isVisible()).toBe(true);
    await screenshot(page, 'intraday-screener-1366');
    const view = page.getByRole('link', { name: /^View \d+ stocks$/ }).first();
    const count = Number((await view.innerText()).replace(/\D/g, ''));
    // The link names the scan its count is of, so the next page lists those very stocks.
    const scan = /[?&]scan=(\d+)/.exec((await view.getAttribute('href')) ?? '')?.[1];
    expect(scan).toMatch(/^\d+$/);
    await view.click();
    await page.waitForURL(/\/intraday-screener-stock\?screen=\d+/);
    // The URL changes before React has rendered the new page: wait for the stock page's own
    // controls, not just any table row (the screener page's pattern table also says "Showing").
    await page.getByRole('combobox', { name: 'Screen or pattern' }).waitFor();
    await dataRows(page, 1);
    expect(await page.getByText(/^Showing 1–\d+ of \d+$/).innerText()).toContain(`of ${count}`);
    await screenshot(page, 'intraday-screener-stock-1366');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('opens a pre-market screen for one sector, then a stock’s pre-open at phone width', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/preMarket-screener/3/financial-services`);
    await page.getByRole('heading', { level: 1, name: /Gap up under 1 % — Financial Services/ }).waitFor();
    await dataRows(page, 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'premarket-screener-detail-390');
    const symbol = await page.locator('main table tbody tr td a').first().innerText();
    await page.locator('main table tbody tr td a').first().click();
    await page.waitForURL(new RegExp(`/preMarket-stock/${encodeURIComponent(symbol)}$`));
    await page.getByText('Equilibrium price (IEP)').waitFor();
    await dataRows(page, 5);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`${symbol} pre-market`);
    await screenshot(page, 'premarket-stock-390');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });
});
