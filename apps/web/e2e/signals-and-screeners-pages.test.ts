import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataRows,
  e2eContext,
  launchBrowser,
  ownErrors,
  registerInBrowser,
  screenshot,
  watchForErrors,
} from './browser';

const { baseUrl, skipReason } = e2eContext();

/** Opens /autosignal/ until a type has signals in the session shown (the server fills its record at start-up). */
async function firstSignalLink(page: Page) {
  const link = page.getByRole('link', { name: /^View \d+ signals$/ }).first();
  for (let attempt = 0; attempt < 12; attempt++) {
    await page.goto(`${baseUrl}/autosignal/`);
    await page.getByRole('heading', { level: 1, name: 'Auto Signals' }).waitFor();
    await page.getByText('How these numbers are measured').waitFor();
    if ((await link.count()) > 0) return link;
    await page.waitForTimeout(5_000);
  }
  throw new Error('No signal type had signals within a minute of opening /autosignal/');
}

describe.skipIf(skipReason !== '')('auto-signal and Piotroski pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [1366, 390]) {
    it(`lists signal types with their record, opens a type's signals and a signal's stock at ${width} px`, {
      timeout: 120_000,
    }, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = watchForErrors(page);
      const link = await firstSignalLink(page);
      expect(await page.getByText('Simulated market data').first().isVisible()).toBe(true);
      expect(await page.getByText(/signals stored over \d+ sessions/).isVisible()).toBe(true);
      await screenshot(page, `autosignal-${width}`);
      await link.click();
      await page.waitForURL(/\/autosignal\/[a-z]+\/all\/\d{4}-\d{2}-\d{2}$/);
      await dataRows(page, 1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `autosignal-detail-${width}`);
      const symbol = await page.locator('main table tbody tr td a').first().innerText();
      await page.locator('main table tbody tr td a').first().click();
      await page.waitForURL(new RegExp(`/stocks/${encodeURIComponent(symbol)}$`));
      await page.goto(`${baseUrl}/autosignal/most-common`);
      await dataRows(page, 1);
      await screenshot(page, `autosignal-most-common-${width}`);
      expect(ownErrors(errors)).toEqual([]);
      await page.close();
    });
  }

  it('scans every stock for its Piotroski F-score with nine marks and filters strong scores', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/piotroski-scan`);
    await dataRows(page, 5);
    expect(await page.getByText('Simulated financial statements').isVisible()).toBe(true);
    const firstRowMarks = page
      .locator('main table tbody tr')
      .first()
      .getByRole('img', { name: /: (pass|fail)$/ });
    expect(await firstRowMarks.count()).toBe(9);
    await page.getByText('8–9 strong', { exact: true }).first().click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main table tbody tr')].every((tr) =>
        /[89] \/ 9/.test(tr.textContent ?? ''),
      ),
    );
    await screenshot(page, 'piotroski-scan-1366');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('runs a custom screen typed with completion, shows a mistake at its position, and opens a result’s stock', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/screener/`);
    const editor = page.getByRole('textbox', { name: 'Screen', exact: true });
    await editor.fill('');
    await editor.pressSequentially('market_cap > 1000 and close > sm');
    await page.getByText('sma(', { exact: true }).click();
    // The completion's text and caret are in place as soon as the click is handled.
    await expect.poll(() => editor.inputValue()).toBe('market_cap > 1000 and close > sma(');
    await editor.pressSequentially('close, 50)');
    expect(await editor.inputValue()).toBe('market_cap > 1000 and close > sma(close, 50)');
    await page.getByRole('button', { name: 'Run screen' }).click();
    await page.getByText(/stocks match · evaluated in/).waitFor();
    await dataRows(page, 3);
    await screenshot(page, 'screener-1366');

    await editor.fill('close > smaa(close, 20)');
    await editor.press('Control+Enter');
    await page
      .getByRole('alert')
      .getByText(/did you mean "sma"/)
      .waitFor();
    await page.getByLabel('Position 9').waitFor();

    await page.goBack();
    await dataRows(page, 3);
    const symbol = await page.locator('main table tbody tr td a').first().innerText();
    await page.locator('main table tbody tr td a').first().click();
    await page.waitForURL(new RegExp(`/stocks/${encodeURIComponent(symbol)}$`));
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('saves a screen for a signed-in user and runs it again from My screens after a reload', {
    timeout: 90_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await registerInBrowser(page, baseUrl, '9812345679', 'Meera Iyer', 'meera.iyer@example.in');
    await page.goto(`${baseUrl}/screener/`);
    const editor = page.getByRole('textbox', { name: 'Screen', exact: true });
    await editor.fill('roe > 15 and pe < 25');
    await page.getByRole('textbox', { name: 'Save the screen above as' }).fill('My quality screen');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').getByText('Saved “My quality screen”').waitFor();
    await page.reload();
    await page.getByText('My quality screen', { exact: true }).click();
    await page.waitForURL(/\/screener\/\?q=roe/);
    await page.getByText(/stocks match · evaluated in/).waitFor();
    await dataRows(page, 1);
    await screenshot(page, 'screener-saved-390');
    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });
});
