import type { Browser, Page } from 'playwright-core';
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

const ALERT_TITLE = 'Oh snap! You got an error!';

/** The last traded price the simple form shows under the stock ("LTP ₹1,415.80"). */
async function formLtp(page: Page): Promise<number> {
  const text = await page.getByText(/^LTP ₹[\d,.]+$/).innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

async function confirmOrder(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Confirm Order' }).click();
  await page.waitForURL(/\/simple-order-dashboard$/);
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe.skipIf(skipReason !== '')('the order dashboard in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('places Market, Limit and SL orders, cancels the open one, re-orders a position and places a strategy', {
    timeout: 90_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await registerInBrowser(page, baseUrl, '9812300001', 'Order Tester', 'orders@example.in');

    // Market: the stock picker, a validation message, then the confirmation dialog.
    await page.goto(`${baseUrl}/order-dashboard/add-simple-strategy`);
    await page.getByRole('button', { name: 'Buy stock' }).click();
    expect(await page.getByText('Stock is required').isVisible()).toBe(true);
    expect(await page.getByText('Quantity is required').isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Stock', exact: true }).fill('RELIANCE');
    await page.getByRole('option', { name: /^RELIANCE — / }).click();
    const ltp = await formLtp(page);
    expect(await page.getByRole('textbox', { name: 'Price', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Trigger Price', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2x');
    expect(await page.getByText('Quantity Must be only digits').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2');
    await page.getByRole('button', { name: 'Buy RELIANCE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Buy RELIANCE' }).click();
    await confirmOrder(page);
    await page.getByRole('cell', { name: 'Executed' }).first().waitFor();

    // Limit far below the price: it rests open.
    await page.goto(`${baseUrl}/order-dashboard/add-simple-strategy?symbol=RELIANCE&type=Buy`);
    await page.getByText(/^LTP ₹/).waitFor();
    await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('1');
    await page.getByText('Limit', { exact: true }).click();
    expect(await page.getByRole('textbox', { name: 'Trigger Price', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Buy RELIANCE' }).click();
    await confirmOrder(page);

    // SL Buy: the price must be above the LTP, the trigger between them.
    await page.goto(`${baseUrl}/order-dashboard/add-simple-strategy?symbol=RELIANCE&type=Buy`);
    await page.getByText(/^LTP ₹/).waitFor();
    await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('1');
    await page.getByText('SL', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('1');
    await page.getByRole('textbox', { name: 'Trigger Price', exact: true }).fill('2');
    await page.getByRole('button', { name: 'Buy RELIANCE' }).click();
    expect(await page.getByText(/^Price should be greater than [\d.]+$/).isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill(String(Math.ceil(ltp * 1.2)));
    await page
      .getByRole('textbox', { name: 'Trigger Price', exact: true })
      .fill(String(Math.ceil(ltp * 1.1)));
    await page.getByRole('button', { name: 'Buy RELIANCE' }).click();
    await confirmOrder(page);

    // The list shows all three; cancel the open Limit order with the delete dialog (then a reload).
    const limitRow = page.locator('main tbody tr', { hasText: 'Limit' });
    await limitRow.getByRole('cell', { name: 'Open' }).waitFor();
    expect(await page.locator('main tbody tr', { hasText: 'SL' }).count()).toBe(1);
    await screenshot(page, 'order-dashboard-simple-1366');
    await limitRow.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure want to delete this?').waitFor();
    await Promise.all([page.waitForEvent('load'), confirm.getByRole('button', { name: 'Delete' }).click()]);
    await page
      .locator('main tbody tr', { hasText: 'Limit' })
      .getByRole('cell', { name: 'Cancelled' })
      .waitFor();

    // Position: Buy re-orders in a new tab, prefilled.
    await page.goto(`${baseUrl}/position-order-dashboard`);
    await page.getByText('Gross P&L', { exact: true }).waitFor();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('main tbody tr', { hasText: 'RELIANCE' }).getByRole('button', { name: 'Buy' }).click(),
    ]);
    await tab.waitForURL(/\/order-dashboard\/add-simple-strategy\?symbol=RELIANCE&type=Buy$/);
    await tab.getByText(/^LTP ₹/).waitFor();
    expect(await tab.getByRole('combobox', { name: 'Stock', exact: true }).inputValue()).toMatch(
      /^RELIANCE — /,
    );
    await tab.close();

    // A strategy order: a status-0 answer shows the warning; another sector until one places.
    await page.goto(`${baseUrl}/order-dashboard/add-strategy`);
    await choose(page, 'Strategy Type', 'Trading Tools');
    await choose(page, 'Strategy', 'SMA 5/20 crossover');
    await page.getByRole('textbox', { name: 'Number of Stock', exact: true }).fill('2');
    await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('1');
    await page.getByRole('textbox', { name: 'Profit Target (%)', exact: true }).fill('3');
    await page.getByRole('textbox', { name: 'Stop Loss (%)', exact: true }).fill('2');
    await page.getByRole('combobox', { name: 'Sector', exact: true }).click();
    const sectors = await page.getByRole('option').allInnerTexts();
    await page.keyboard.press('Escape');
    let placed = false;
    for (const sector of sectors) {
      await choose(page, 'Sector', sector);
      await page.getByRole('button', { name: 'Place strategy order' }).click();
      const refusal = page.getByRole('alert', { name: ALERT_TITLE }).filter({ hasText: 'flags no stock' });
      const outcome = await Promise.race([
        page
          .waitForURL(/\/order-dashboard$/)
          .then(() => 'placed')
          .catch(() => 'timeout'),
        refusal
          .waitFor()
          .then(() => 'refused')
          .catch(() => 'timeout'),
      ]);
      if (outcome === 'placed') {
        placed = true;
        break;
      }
      expect(outcome).toBe('refused');
      expect(await refusal.getAttribute('data-kind')).toBe('warning');
      // Dismissed, so the next sector's answer is a new alert.
      await refusal.getByRole('button', { name: 'Dismiss' }).click();
      await refusal.waitFor({ state: 'detached' });
    }
    expect(placed).toBe(true);
    const orderLink = page.locator('main tbody tr a').first();
    const orderId = await orderLink.innerText();
    await orderLink.click();
    await page.waitForURL(new RegExp(`/order-dashboard/${orderId}$`));
    await page.getByText('Number of stocks').waitFor();
    await page.locator('main tbody tr').first().waitFor();
    expect(await page.locator('main dl').innerText()).toContain('SMA 5/20 crossover');
    await screenshot(page, 'order-dashboard-detail-1366');

    // An answer with status 0 (an order the user does not have): the dismissible warning of spec 8.
    await page.goto(`${baseUrl}/order-dashboard/NO-SUCH-ORDER`);
    const alert = page.getByRole('alert', { name: ALERT_TITLE });
    await alert.waitFor();
    expect(await alert.getAttribute('data-kind')).toBe('warning');
    expect(await alert.innerText()).toContain(ALERT_TITLE);
    expect(await alert.innerText()).toContain('No such order');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached' });

    // A list answered with a server error (HTTP 500): the dismissible danger alert of spec 8.
    await page.route('**/api/v3/OrderDashboard/getSimpleOrderData*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":0,"message":"boom"}' }),
    );
    await page.goto(`${baseUrl}/simple-order-dashboard`);
    const danger = page.getByRole('alert', { name: ALERT_TITLE });
    await danger.waitFor();
    expect(await danger.getAttribute('data-kind')).toBe('danger');
    expect(await danger.innerText()).toContain('There is something going wrong,please try again');
    await danger.getByRole('button', { name: 'Dismiss' }).click();
    await danger.waitFor({ state: 'detached' });
    await page.unroute('**/api/v3/OrderDashboard/getSimpleOrderData*');

    await page.goto(`${baseUrl}/order-dashboard/search`);
    expect(await page.locator('main').innerText()).toBe('Search');
    // The intercepted 500 is reported by the browser as a failed resource: not a page error.
    expect(ownErrors(errors).filter((e) => !e.includes('500'))).toEqual([]);
    await context.close();
  });

  it('shows an order placed elsewhere within moments, pushed by the order channel, and does not poll', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    await registerInBrowser(page, baseUrl, '9812300003', 'Live Tester', 'live.orders@example.in');
    const listCalls: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/OrderDashboard/getSimpleOrderData')) listCalls.push(Date.now());
    });
    await page.goto(`${baseUrl}/simple-order-dashboard`);
    await page.locator('[data-testid="order-live-status"][data-joined="true"]').waitFor();
    expect(await page.getByTestId('order-live-status').innerText()).toContain('Live');
    // Joined: no polling (the fallback polls every 5 s while the market trades).
    const quietFrom = Date.now();
    await page.waitForTimeout(6_000);
    expect(listCalls.filter((at) => at > quietFrom)).toEqual([]);

    // Another device places an order: the open list shows it without a reload.
    const placedAt = Date.now();
    const answer = await page.evaluate(async () => {
      const user = JSON.parse(localStorage.getItem('userdata') ?? '{}') as { web_token?: string };
      const response = await fetch('/api/v3/OrderDashboard/submitSimpleOrderData', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${user.web_token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          symbol: 'TCS',
          quantity: '3',
          price: '',
          triggerPrice: '',
          type: 'Market',
          signalType: 'Buy',
          product: 'Intraday',
          request_id: 'live-e2e-1',
        }).toString(),
      });
      return (await response.json()) as { status: number };
    });
    expect(answer.status).toBe(1);
    await page.getByRole('cell', { name: 'TCS', exact: true }).first().waitFor({ timeout: 4_000 });
    expect(Date.now() - placedAt).toBeLessThan(4_000);
    expect(listCalls.filter((at) => at > placedAt).length).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'order-dashboard-live-1366');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('fits a 390 px phone: the tab bar and tables scroll inside their boxes', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchForErrors(page);
    await registerInBrowser(page, baseUrl, '9812300002', 'Phone Tester', 'phone@example.in');
    for (const path of [
      '/order-dashboard',
      '/position-order-dashboard',
      '/order-dashboard/add-simple-strategy',
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('navigation', { name: 'Order dashboard' }).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await screenshot(page, 'order-dashboard-form-390');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });
});
