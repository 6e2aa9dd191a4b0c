import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eContext, launchBrowser, screenshot, signInWithOtp, watchForErrors } from './browser';

const { baseUrl, skipReason } = e2eContext();
const MOBILE = '9812345670';

describe.skipIf(skipReason !== '')('sign-in with a mobile number and a one-time password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers a new user, then signs the same user in again', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = watchForErrors(page);

    // The order dashboard guard sends a visitor without a saved mobile to /login/.
    await page.goto(`${baseUrl}/order-dashboard`);
    await page.waitForURL(/\/login\/\?redirect=/);

    await signInWithOtp(page, MOBILE);
    await page.waitForURL(/\/registration\//);
    await page.getByLabel('Name').fill('Asha Rao');
    await page.getByLabel('Email').fill('asha.rao@example.in');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/thank-you\//);
    await expect.poll(() => page.locator('main').innerText()).toContain('Welcome to Nivesh, Asha Rao!');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('userdata') ?? '{}'));
    expect(saved).toMatchObject({ mobile: MOBILE, user_name: 'Asha Rao' });
    expect(saved.web_token).toMatch(/^[\w-]{43}$/);
    await screenshot(page, 'thank-you-1366');

    // Signed in, the guard lets the order dashboard through.
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await page.waitForURL(`${baseUrl}/order-dashboard`);

    // Sign out: the session is revoked and userdata is cleared.
    await page.getByRole('button', { name: /Asha Rao.*account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userdata'))).toBeNull();
    const revoked = await fetch(`${baseUrl}/api/v3/DashboardRecord/getMyAccountRecord`, {
      headers: { authorization: `Bearer ${saved.web_token}` },
    });
    expect(revoked.status).toBe(401);

    // A returning user goes straight back in, with no registration step (after the e2e server's
    // 1 s resend cool-down).
    await page.waitForTimeout(1_100);
    await page.goto(`${baseUrl}/login/`);
    await signInWithOtp(page, MOBILE);
    await page.waitForURL(`${baseUrl}/`);
    await expect(page.getByRole('button', { name: /Asha Rao.*account menu/ }).isVisible()).resolves.toBe(
      true,
    );
    const again = await page.evaluate(() => JSON.parse(localStorage.getItem('userdata') ?? '{}'));
    expect(again.web_token).not.toBe(saved.web_token);
    const account = await fetch(`${baseUrl}/api/v3/DashboardRecord/getMyAccountRecord`, {
      headers: { authorization: `Bearer ${again.web_token}` },
    });
    expect(await account.json()).toMatchObject({
      status: 1,
      user: { mobile: MOBILE, user_name: 'Asha Rao', email: 'asha.rao@example.in' },
    });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a wrong code with the server message and keeps the user on the OTP page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login/`);
    await page.getByLabel('Mobile number').fill('+91 98123 45671');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL(/\/otp\/9812345671/);
    const code =
      /(\d{6})/.exec(await page.getByText(/Development mode: your code is/).innerText())?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('One-time password').first().click();
    await page.keyboard.type(wrong);
    await expect.poll(() => page.getByRole('alert').allInnerTexts()).not.toEqual([]);
    expect(page.url()).toContain('/otp/9812345671');
    await page.close();
  });
});
