import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import {
  e2eContext,
  launchBrowser,
  ownErrors,
  registerInBrowser,
  screenshot,
  watchForErrors,
} from './browser';
import { checkTables } from './phone-tables';

const { baseUrl, skipReason } = e2eContext();

describe.skipIf(skipReason !== '')('the user’s portfolios in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('makes a portfolio, adds a buy, shows holdings at 390 px, returns and the gains estimate, in English and Hindi', {
    timeout: 150_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/portfolio/`);
    await page.getByText('Track what you really own').waitFor();
    // A new number on each attempt: a retry must not find the first attempt's user already registered.
    const mobile = `98133${String(Date.now()).slice(-5)}`;
    await registerInBrowser(page, baseUrl, mobile, 'Portfolio Tester', `e2e.portfolios.${mobile}@example.in`);

    await page.goto(`${baseUrl}/portfolio/`);
    await page.getByText('No portfolio yet').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Name the portfolio').waitFor();
    await page.getByRole('textbox', { name: 'Portfolio name' }).fill('Core');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Core' }).click();
    await page.waitForURL(/\/portfolio-stock\/[A-Za-z0-9_-]{12}$/);

    await page.getByRole('tab', { name: 'Transactions' }).click();
    await page.getByText(/No transactions yet/).waitFor();
    await page.getByRole('textbox', { name: /^Stock/ }).fill('INFY');
    await page.getByLabel('Date', { exact: true }).fill('2025-04-07');
    await page.getByRole('textbox', { name: 'Qty' }).fill('10');
    await page.getByRole('textbox', { name: 'Price (₹)' }).fill('1400.50');
    await page.getByRole('button', { name: 'Add transaction' }).click();
    await page.getByText('Added a buy of INFY').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Holdings' }).click();
    await page.getByRole('main').getByText('INFY').first().waitFor();
    await screenshot(page, 'portfolio-holdings-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await checkTables(page);
    expect(phone.problems).toEqual([]);
    await screenshot(page, 'portfolio-holdings-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('tab', { name: 'Returns' }).click();
    await page.getByText('XIRR (annualised)').waitFor();
    await page.getByText(/365-day year/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Capital gains' }).click();
    await page.getByText('An estimate, not tax advice.').waitFor();

    await page.evaluate(() => window.localStorage.setItem('nivesh-language', 'hi'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/portfolio/`);
    await page.getByText('लाइव भाव पर आपके पोर्टफ़ोलियो।').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(ownErrors(errors)).toEqual([]);
    // No such portfolio is HTTP 404 by design, which Chromium logs as a failed resource: only that.
    await page.goto(`${baseUrl}/portfolio-stock/AAAAAAAAAAAA`);
    await page.getByText('ऐसा कोई पोर्टफ़ोलियो नहीं है').waitFor();
    expect(ownErrors(errors).filter((e) => !/the server responded with a status of 404/.test(e))).toEqual([]);
    await context.close();
  });
});
