// Takes docs/screenshots/: five busy pages in Hindi at 390 px and in English, dark, at 1366 px
// (issue 14). Run against a server on the simulated market's fixed minute, e.g.
//   PORT=4100 DATA_DIR=$(mktemp -d) MARKET_DEMO_START=2026-11-23T10:30:00+05:30 \
//     node --import tsx apps/server/src/server.ts --show-otp-codes &
//   node --import tsx scripts/doc-screenshots.ts http://127.0.0.1:4100
// Devanagari needs a font in Chromium: apt-get install fonts-noto-core.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../apps/web/e2e/chromium';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4100';
const out = join(import.meta.dirname, '..', 'docs', 'screenshots');

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'stock', path: '/stocks/RELIANCE' },
  { name: 'hourly-gainers', path: '/hourly-gainer-looser' },
  { name: 'subscription-feature', path: '/subscription-feature' },
  { name: 'simple-orders', path: '/simple-order-dashboard' },
] as const;

const MODES = [
  { suffix: 'hi-390', width: 390, scheme: 'light', language: 'hi' },
  { suffix: 'en-dark-1366', width: 1366, scheme: 'dark', language: 'en' },
] as const;

/** Registers a user and places one market order, so the orders page has a row to show. */
async function signInWithAnOrder(page: Page): Promise<void> {
  const mobile = `98${String(Date.now()).slice(-8)}`;
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.waitForURL(/\/otp\//);
  const code = /(\d{6})/.exec(await page.getByText(/your code is \d{6}/).innerText())?.[1] ?? '';
  await page.getByLabel('One-time password').first().click();
  await page.keyboard.type(code);
  await page.waitForURL(/\/registration\//);
  await page.getByLabel('Name').fill('Asha Verma');
  await page.getByLabel('Email').fill(`asha.${mobile}@example.in`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/thank-you\//);
  for (const [symbol, quantity] of [
    ['RELIANCE', '5'],
    ['INFY', '12'],
    ['TCS', '3'],
  ] as const) {
    await page.goto(`${baseUrl}/order-dashboard/add-simple-strategy?symbol=${symbol}&type=Buy`);
    await page.getByText(/^LTP ₹/).waitFor();
    await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill(quantity);
    await page.getByRole('button', { name: `Buy ${symbol}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
    await dialog.getByRole('button', { name: 'Confirm Order' }).click();
    await page.waitForURL(/\/simple-order-dashboard$/);
  }
}

const browser = await launchBrowser();
mkdirSync(out, { recursive: true });
const first = await browser.newContext({ viewport: { width: 1366, height: 900 } });
await signInWithAnOrder(await first.newPage());
const signedIn = await first.storageState();
await first.close();

for (const mode of MODES) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: mode.width, height: mode.width < 500 ? 844 : 900 },
    deviceScaleFactor: mode.width < 500 ? 2 : 1,
    colorScheme: mode.scheme,
    storageState: signedIn,
  });
  await context.addInitScript((chosen) => {
    window.localStorage.setItem('nivesh-color-scheme', chosen.scheme);
    window.localStorage.setItem('nivesh-language', chosen.language);
  }, mode);
  const page = await context.newPage();
  for (const { name, path } of PAGES) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const file = join(out, `${name}-${mode.suffix}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
