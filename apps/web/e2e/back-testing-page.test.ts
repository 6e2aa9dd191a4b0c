import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRows, e2eContext, launchBrowser, ownErrors, screenshot, watchForErrors } from './browser';

const { baseUrl, skipReason } = e2eContext();

describe.skipIf(skipReason !== '')('the back-testing page in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('runs the SMA 20/50 tool on one stock and shows metrics, the equity chart and the trades', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/back-testing`);
    await page.getByRole('heading', { level: 1, name: 'Back Testing' }).waitFor();
    await page.getByText('Entry: crosses_above(sma(close, 20), sma(close, 50))').waitFor();
    await page.getByRole('button', { name: 'Run back-test' }).click();
    await page.getByRole('heading', { name: 'Equity curve' }).waitFor({ timeout: 30_000 });
    expect(page.url()).toContain('strategy_id=sma-cross-20-50');
    expect(page.url()).toContain('symbol=RELIANCE');
    expect(await page.getByRole('heading', { name: 'SMA 20/50 crossover · RELIANCE' }).isVisible()).toBe(
      true,
    );
    for (const tile of [
      'Total return',
      'CAGR',
      'Max drawdown',
      'Sharpe',
      'Win rate',
      'Expectancy',
      'Charges paid',
    ])
      expect(await page.getByText(tile, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText('vs NIFTY 50 buy & hold').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /^Equity of the strategy and of NIFTY 50/ }).isVisible()).toBe(
      true,
    );
    expect(await page.locator('canvas').count()).toBeGreaterThan(0);
    await dataRows(page, 1);
    expect(await page.locator('main table tbody tr td a').first().getAttribute('href')).toBe(
      '/stocks/RELIANCE',
    );
    expect(await page.getByText('Simulated market data').first().isVisible()).toBe(true);
    await screenshot(page, 'back-testing-sma-1366');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('replays the Intraday Buy auto-signal on one stock over the 15-minute sessions, at 1366 and 390 px', {
    timeout: 90_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/back-testing`);
    await page.getByText('Autosignal', { exact: true }).click();
    const picker = page.getByRole('combobox', { name: 'Auto-signal type', exact: true });
    await picker.click();
    await picker.fill('Intraday Buy');
    await page.getByRole('option', { name: 'Intraday Buy', exact: true }).click();
    await page
      .getByText(/Back-tested on the last 20 completed sessions of 15-minute bars, as the market played them/)
      .waitFor();
    await page.getByRole('button', { name: 'Run back-test' }).click();
    await page.getByRole('heading', { name: 'Intraday Buy · RELIANCE' }).waitFor({ timeout: 60_000 });
    expect(page.url()).toContain('strategy_type=autosignal');
    expect(page.url()).toContain('strategy_id=IntradayBuy');
    for (const tile of ['Total return', 'Max drawdown', 'Sharpe', 'Win rate', 'Trades', 'Charges paid'])
      expect(await page.getByText(tile, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText(/fifteen-minute bars of 20 sessions/).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /^Equity of the strategy and of NIFTY 50/ }).isVisible()).toBe(
      true,
    );
    await dataRows(page, 1);
    // Every trade opens and closes inside one session, at 15-minute bar times.
    const rows = page.locator('main table tbody tr');
    const first = await rows.first().innerText();
    expect(first).toMatch(/(\d{1,2} [A-Z][a-z]{2} \d{4}) \d\d:\d\d[\s\S]*\1 \d\d:\d\d/);
    expect(
      await page.getByText(/^The signal rule itself \(the same code the live scan runs\)/).isVisible(),
    ).toBe(true);
    expect(await page.getByText(/15-minute bar after the signal/).isVisible()).toBe(true);
    await screenshot(page, 'back-testing-intraday-buy-1366');

    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('heading', { name: 'Intraday Buy · RELIANCE' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'back-testing-intraday-buy-390');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('runs a custom screen over a sector on a phone, then points at a mistake in a rule', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/back-testing`);
    await page.getByText('Custom screen', { exact: true }).click();
    const entry = page.getByLabel('Entry condition');
    await entry.fill('crosses_above(close, sma(close, 20))');
    await page.getByLabel('Exit condition').fill('crosses_below(close, sma(close, 20))');
    await page.getByText('A sector', { exact: true }).click();
    await page.getByLabel('Sector', { exact: true }).selectOption({ label: 'Information Technology' });
    // Dates are typed day first (DD-MM-YYYY) whatever the browser's locale.
    await page.getByLabel('From', { exact: true }).fill('01-01-2024');
    await page.getByRole('button', { name: 'Run back-test' }).click();
    await page
      .getByRole('heading', { name: /^Custom screen · Information Technology \(\d+ stocks\)$/ })
      .waitFor({ timeout: 30_000 });
    await dataRows(page, 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'back-testing-custom-sector-390');

    await entry.fill('close > smaa(close, 20)');
    await page.getByRole('button', { name: 'Run back-test' }).click();
    const caret = page.getByLabel('Entry condition: mistake at character 9');
    await caret.waitFor({ timeout: 30_000 });
    expect(await caret.innerText()).toBe('close > smaa(close, 20)\n        ^');
    expect(await page.getByText(/^Entry: .*smaa.*did you mean "sma"/).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Equity curve' }).count()).toBe(0);
    await screenshot(page, 'back-testing-rule-error-390');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });
});
