import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export { CHROMIUM_PATH, launchBrowser } from './chromium';

export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

export function e2eContext(): { baseUrl: string; skipReason: string } {
  return { baseUrl: inject('e2eBaseUrl'), skipReason: inject('e2eSkipReason') };
}

/** Collects console errors and uncaught page errors, the signs of a broken page. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Waits until the page's tables hold at least `min` data rows (not loading skeletons or an empty message). */
export function dataRows(page: Page, min: number) {
  return page.waitForFunction(
    (n) => document.querySelectorAll('main table tbody tr:not([data-skeleton]) td + td').length >= n,
    min,
  );
}

/**
 * The chart with this accessible name (inside `main`) has drawn on a canvas once scrolled to, as
 * a reader would: ECharts charts load only when they come near the screen.
 */
export async function chartDrawn(page: Page, label: string | RegExp): Promise<void> {
  const chart = page.locator('main').getByRole('img', { name: label }).first();
  await chart.scrollIntoViewIfNeeded();
  await chart.locator('canvas').first().waitFor();
}

/** Console errors of a page's own (the header's quote stream reports its own reconnects). */
export function ownErrors(errors: readonly string[]): string[] {
  return errors.filter((e) => !/WebSocket connection to '[^']*\/api\/v3\/stream'/.test(e));
}

/** Asks for a code on /login/ and types the one the development banner shows. */
export async function signInWithOtp(page: Page, mobile: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.waitForURL(new RegExp(`/otp/${mobile}`));
  const banner = page.getByText(/Development mode: your code is \d{6}/);
  const code = /(\d{6})/.exec(await banner.innerText())?.[1];
  if (!code || !/^\d{6}$/.test(code)) throw new Error('No one-time password in the development banner');
  await page.getByLabel('One-time password').first().click();
  await page.keyboard.type(code ?? '');
}

/** Registers a new user through /login/, /otp/ and /registration/ and waits for the thank-you page. */
export async function registerInBrowser(
  page: Page,
  baseUrl: string,
  mobile: string,
  name: string,
  email: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login/`);
  await signInWithOtp(page, mobile);
  await page.waitForURL(/\/registration\//);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/thank-you\//);
}
