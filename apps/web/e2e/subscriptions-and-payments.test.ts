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

/** Opens /subscription and presses Pro's Pay Now (1 Month is chosen by default). */
async function payNowForPro(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/subscription`);
  await page.getByTestId('plan-pro').getByRole('button', { name: 'Pay Now' }).click();
}

describe.skipIf(skipReason !== '')('subscriptions and payments in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks a signed-out visitor to sign in: the Authentication issue dialog with Close and Login', {
    timeout: 20_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchForErrors(page);
    await payNowForPro(page);
    const dialog = page.getByRole('dialog', { name: 'Authentication issue.' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      'You are not logged in or your session has expired, please login again.',
    );
    expect(await dialog.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    await screenshot(page, 'subscription-auth-issue-390');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('a new user buys Pro for 1 month with the sandbox test card and opens the premium performance page', {
    timeout: 70_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    // Every browser test shares one server: numbers and e-mails are unique across the test files.
    await registerInBrowser(page, baseUrl, '9811100001', 'Meera Nair', 'meera.pro@example.in');
    // Before paying, the premium page shows an upgrade prompt and no data.
    await page.goto(`${baseUrl}/trading-tools/performance`);
    await page.getByTestId('upgrade-prompt').waitFor();
    expect(await page.locator('main table').count()).toBe(0);

    await payNowForPro(page);
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await checkout.waitFor();
    expect(await checkout.getByTestId('checkout-amount').innerText()).toBe('Rs. 499');
    await screenshot(page, 'subscription-sandbox-checkout-1366');
    await checkout.getByRole('button', { name: 'Pay Rs. 499' }).click();
    const result = page.getByTestId('payment-result');
    await result.waitFor();
    expect(await result.innerText()).toMatch(/Payment received: Pro is active until/);
    await expect.poll(() => page.getByTestId('current-plan').innerText()).toMatch(/Your plan: Pro until/);

    await page.goto(`${baseUrl}/trading-tools/performance`);
    await page.getByText('Method', { exact: true }).waitFor();
    expect(await page.getByTestId('upgrade-prompt').count()).toBe(0);
    // The first tool measured turns its trade count from "measuring…" into a number.
    await page.waitForFunction(
      () =>
        /^\d[\d,]*$/.test(document.querySelector('main table tbody tr td:nth-child(5)')?.textContent ?? ''),
      undefined,
      { timeout: 45_000 },
    );
    await screenshot(page, 'trading-tools-performance-1366');

    await page.goto(`${baseUrl}/my-account`);
    await expect.poll(() => page.getByTestId('plan-name').textContent()).toBe('Pro');
    const history = page.getByTestId('payment-history');
    await history.waitFor();
    // The badge shows "PAID" in capitals (CSS); the text is compared without case.
    expect(await history.textContent()).toMatch(
      /Pro, 1 Month[\s\S]*₹499\.00[\s\S]*₹76\.12[\s\S]*Paid[\s\S]*NIV\/\d{4}\/\d{6}/i,
    );
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('a declined card leaves the user on Free with a clear message', { timeout: 40_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchForErrors(page);
    await registerInBrowser(page, baseUrl, '9811100002', 'Kiran Rao', 'kiran.rao@example.in');
    await payNowForPro(page);
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await checkout.getByRole('button', { name: '4000 0000 0000 0002' }).click();
    await checkout.getByRole('button', { name: 'Pay Rs. 499' }).click();
    const result = page.getByTestId('payment-result');
    await result.waitFor();
    expect(await result.innerText()).toMatch(
      /Payment failed: Your card was declined .* your plan is unchanged\./,
    );
    await expect.poll(() => page.getByTestId('current-plan').innerText()).toBe('Your plan: Free');
    await screenshot(page, 'subscription-declined-390');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });
});
