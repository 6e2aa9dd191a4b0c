import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  e2eContext,
  launchBrowser,
  ownErrors,
  registerInBrowser,
  screenshot,
  watchForErrors,
} from './browser';

const { baseUrl, skipReason } = e2eContext();

describe.skipIf(skipReason !== '')('the user’s own strategies in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a signed-out visitor what the feature is and a way to sign in', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/stratergy/performance`);
    await page.getByText('Write your own trading strategies').waitFor();
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
    expect(await signIn.getAttribute('href')).toBe('/login/?redirect=/stratergy/performance');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('adds a strategy (a mistake shown at its position, then fixed), lists it, opens its stocks, a stock, its performance, edits and deletes it', {
    timeout: 150_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await registerInBrowser(page, baseUrl, '9813300001', 'Strategy Tester', 'e2e1.strategies@example.in');

    await page.goto(`${baseUrl}/stratergy`);
    await page.getByText('No strategy yet. Write one, or start from an example.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Add strategy' }).first().click();
    await page.waitForURL(/\/add-stratergy$/);

    // A misspelt function: the server's compiler answers under the field, with a caret at character 9.
    await page.getByRole('textbox', { name: 'Strategy Name' }).fill('Above the 20-day average');
    const entry = page.getByRole('textbox', { name: 'Entry Condition' });
    await entry.fill('close > smaa(close, 20)');
    await page.getByText('Unknown function "smaa" at position 8 — did you mean "sma"?').waitFor();
    await page.getByLabel('Entry Condition: mistake at character 9').waitFor();

    // Fixed with the completion: "sm" offers sma(.
    await entry.fill('close > sm');
    await page.getByLabel('Entry Condition suggestions').getByText('sma(', { exact: true }).click();
    await expect.poll(() => entry.inputValue()).toBe('close > sma(');
    await entry.fill('close > sma(close, 20)');
    await page.getByRole('textbox', { name: 'Exit Condition' }).fill('close < sma(close, 20)');
    await page.getByRole('textbox', { name: 'Stop Loss (%)' }).fill('5');
    await page.getByRole('textbox', { name: 'Profit Target (%)' }).fill('10');
    await page.waitForTimeout(600);
    expect(await page.getByText(/at position \d+/).count()).toBe(0);
    await page.getByRole('button', { name: 'Save strategy' }).click();
    await page.waitForURL(/\/stratergy$/);
    const card = page.getByRole('article', { name: 'Above the 20-day average' });
    await card.waitFor();
    expect(await card.getByText('close > sma(close, 20)').isVisible()).toBe(true);

    // Its stocks at the last completed bar; a row opens the stock's page.
    await card.getByRole('link', { name: 'Stocks' }).click();
    await page.waitForURL(/\/stratergy-stock\/[A-Za-z0-9_-]{12}$/);
    await page.getByText('stocks meet the entry condition.').waitFor();
    expect(await page.getByText(/^Read at: Close of /).isVisible()).toBe(true);
    await page.locator('main table tbody tr td a').first().waitFor();
    const symbol = (await page.locator('main table tbody tr td a').first().innerText()).trim();
    await screenshot(page, 'user-strategy-stocks-1366');
    await page.locator('main table tbody tr td a').first().click();
    await page.waitForURL(new RegExp(`/stocks/${symbol}$`));

    // Its performance: measured with the back-test engine.
    await page.goto(`${baseUrl}/stratergy`);
    await page
      .getByRole('article', { name: 'Above the 20-day average' })
      .getByRole('link', { name: 'Performance' })
      .click();
    await page.waitForURL(/\/stratergy\/performance\?strategies_id=[A-Za-z0-9_-]{12}$/);
    const measured = page.getByRole('region', { name: 'Above the 20-day average' });
    await measured.getByText('Win rate').waitFor({ timeout: 90_000 });
    for (const label of ['Trades', 'CAGR', 'Max drawdown', 'Sharpe', 'Expectancy'])
      expect(await measured.getByText(label, { exact: true }).isVisible()).toBe(true);
    await measured.getByText('How this is measured').click();
    await measured.getByText(/simulated prices, not real NSE data/).waitFor();

    // Edit: the form comes filled; a new name is saved.
    await page.goto(`${baseUrl}/stratergy`);
    await page
      .getByRole('article', { name: 'Above the 20-day average' })
      .getByRole('link', { name: 'Edit' })
      .click();
    await page.waitForURL(/\/edit-stratergy\/[A-Za-z0-9_-]{12}$/);
    const name = page.getByRole('textbox', { name: 'Strategy Name' });
    await name.waitFor();
    expect(await page.getByRole('textbox', { name: 'Entry Condition' }).inputValue()).toBe(
      'close > sma(close, 20)',
    );
    await name.fill('Above the 20-day average, tight stop');
    await page.getByRole('textbox', { name: 'Stop Loss (%)' }).fill('3');
    await page.getByRole('button', { name: 'Save strategy' }).click();
    await page.waitForURL(/\/stratergy$/);
    const edited = page.getByRole('article', { name: 'Above the 20-day average, tight stop' });
    await edited.getByText('Stop-loss 3 % · Target 10 %').waitFor();

    // Delete: the confirmation first (Close keeps it), then Delete.
    await edited.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await dialog.getByText('Are you sure want to delete this?').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await edited.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No strategy yet. Write one, or start from an example.').waitFor();

    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });
});
