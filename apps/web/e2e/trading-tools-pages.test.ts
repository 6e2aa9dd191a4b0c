import { SANDBOX_CARDS, type TradingTerminalAnswer, type TradingToolsAnswer } from '@nivesh/contracts';
import type { Browser } from 'playwright-core';
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

async function api<T>(endpoint: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v3/${endpoint}`);
  return (await response.json()) as T;
}

/** A POST to the API as a signed-in user; fails on a refusal. */
async function post(token: string, endpoint: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api/v3/${endpoint}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (answer.status !== 1) throw new Error(`${endpoint} refused: ${JSON.stringify(answer)}`);
  return answer;
}

/** Buys Pro (package 2) for a month through the sandbox checkout, as the subscription pages do. */
async function buyPro(token: string): Promise<void> {
  const checkout = await post(token, 'Payment/orderDetails', { package_id: 2, duration: 'onemonth' });
  const order = checkout.order as { id: string };
  const paid = await post(token, 'Payment/sandboxPay', {
    order_id: order.id,
    card_number: SANDBOX_CARDS.success,
    expiry: '12/30',
    cvv: '123',
  });
  await post(token, 'Payment/paymentDetails', {
    cartData: JSON.stringify(checkout.cart),
    orderResponse: JSON.stringify(paid.response),
  });
}

/** The daily tool flagging the most stocks now (the terminal's first flow needs a few rows). */
async function busiestTool(): Promise<{ id: string; name: string; signalsToday: number }> {
  const answer = await api<TradingTerminalAnswer>('TradingTerminal/getTradingTerminal');
  const tools = [...answer.tools]
    .filter((t) => t.timeframe === 'daily')
    .sort((a, b) => b.signalsToday - a.signalsToday);
  const top = tools[0];
  if (!top || top.signalsToday < 2) throw new Error('no daily tool flags two stocks');
  return top;
}

describe.skipIf(skipReason !== '')('trading tools pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the catalogue count the API computes and opens a tool’s signals', {
    timeout: 60_000,
  }, async () => {
    const answer = await api<TradingToolsAnswer>('TradingTools/getData');
    const tool = await busiestTool();
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/trading-tools`);
    const count = page.getByTestId('strategy-count');
    await count.waitFor();
    expect(await count.innerText()).toBe(String(answer.catalogueCount));
    expect(answer.catalogueCount).toBeGreaterThan(125);
    expect(await page.getByText('Simulated market data').first().isVisible()).toBe(true);
    await page.getByPlaceholder('Search tools').fill(tool.name);
    await page
      .getByRole('button', { name: /^\d+ stocks?$/ })
      .first()
      .click();
    const section = page.getByRole('region', { name: `Signals of ${tool.name}` });
    await section.waitFor();
    await page.waitForURL(new RegExp(`tool=${tool.id}`));
    await dataRows(page, 2);
    expect(await section.getByText('Entry', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'trading-tools-1366');
    await page.setViewportSize({ width: 390, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('shows a Pro user measured performance rows with their method', { timeout: 60_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    // Measured performance is a Pro feature (the subscription catalogue): register and buy Pro.
    await registerInBrowser(page, baseUrl, '9812300777', 'Tools Tester', 'tools@example.in');
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('userdata') ?? '{}').web_token as string,
    );
    await buyPro(token);
    await page.goto(`${baseUrl}/trading-tools/performance`);
    await page.getByText('Method', { exact: true }).waitFor();
    // The first tool measured is the first row: its trade count turns from "measuring…" into a number.
    await page.waitForFunction(
      () =>
        /^\d[\d,]*$/.test(document.querySelector('main table tbody tr td:nth-child(5)')?.textContent ?? ''),
      undefined,
      { timeout: 45_000 },
    );
    expect(await page.getByText(/next bar’s open/).isVisible()).toBe(true);
    await screenshot(page, 'trading-tools-performance-1366');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('picks a tool with the keyboard in the terminal and opens a stock with Enter', {
    timeout: 60_000,
  }, async () => {
    const tool = await busiestTool();
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/trading-terminal`);
    await page.getByText('Choose a trading tool').waitFor();
    await page
      .getByLabel(/^Trading tool/)
      .and(page.locator(':enabled'))
      .waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type(tool.name);
    // Another tool's name may contain this one's (SMA(20) and SMA(200)): step down to the exact one.
    await page.getByRole('option').first().waitFor();
    const options = (await page.getByRole('option').allInnerTexts()).map((o) => o.trim());
    // Each option reads "<name> — <n> now".
    const index = options.findIndex((o) => o === tool.name || o.startsWith(`${tool.name} — `));
    expect(index, `${tool.name} in ${JSON.stringify(options)}`).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`tool=${tool.id}`));
    await dataRows(page, 2);
    const rows = page.locator('main table tbody tr');
    expect(await rows.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('j');
    expect(await rows.nth(1).getAttribute('aria-selected')).toBe('true');
    const symbol = (await rows.nth(1).locator('td').nth(1).locator('p').first().innerText()).trim();
    await screenshot(page, 'trading-terminal-1366');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/stocks/${encodeURIComponent(symbol)}$`));
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });
});
