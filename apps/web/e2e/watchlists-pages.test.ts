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

describe.skipIf(skipReason !== '')('the user’s watchlists in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a signed-out visitor what watchlists are and a way to sign in', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/watchlist/`);
    await page.getByText('Keep your own lists of stocks').waitFor();
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
    expect(await signIn.getAttribute('href')).toBe('/login/?redirect=/watchlist/');
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });

  it('makes a list, adds stocks by search and from the stock page, reorders them, chooses columns and deletes it', {
    timeout: 150_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await registerInBrowser(page, baseUrl, '9813300031', 'Watchlist Tester', 'e2e1.watchlists@example.in');

    // The empty state teaches how a list is made and filled.
    await page.goto(`${baseUrl}/watchlist/`);
    await page.getByText('No watchlist yet').waitFor();
    await page.getByText(/press “Add to watchlist” and pick the list/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'New watchlist' }).first().click();
    await page.waitForURL(/\/add-watchlist\/$/);

    // The name is checked before it is sent; then the new list opens.
    await page.getByRole('button', { name: 'Create watchlist' }).click();
    await page.getByText('Name the watchlist').waitFor();
    await page.getByRole('textbox', { name: /Watchlist name/ }).fill('Banks');
    await page.getByRole('button', { name: 'Create watchlist' }).click();
    await page.waitForURL(/\/watchlist-stock\/[A-Za-z0-9_-]{12}$/);
    const listUrl = page.url();
    await page.getByText(/No stock in this list yet/).waitFor();

    // Two stocks by the search box, the second moved up with its button.
    const search = page.getByRole('combobox', { name: /Add a stock/ });
    for (const symbol of ['SBIN', 'HDFCBANK']) {
      await search.fill(symbol);
      await page
        .getByRole('option', { name: new RegExp(`^${symbol}`) })
        .first()
        .click();
      await page.getByText(`Added ${symbol} to “Banks”`).waitFor();
    }
    await page.getByRole('main').locator('table tbody tr').nth(1).waitFor();
    await page.getByRole('button', { name: 'Move HDFCBANK up' }).click();
    await page.getByText('Moved HDFCBANK up').waitFor();
    await expect
      .poll(async () => (await page.locator('main table tbody tr td a').first().innerText()).trim())
      .toBe('HDFCBANK');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'watchlist-stocks-1366');

    // At 390 px the symbol, LTP and change % stay in view.
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await checkTables(page);
    expect(phone.problems).toEqual([]);
    expect(phone.tables).toBeGreaterThan(0);
    await screenshot(page, 'watchlist-stocks-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    // Columns: RSI (14) shown, kept for this user.
    await page.goto(`${baseUrl}/edit-column/`);
    await page.getByRole('button', { name: 'Show RSI (14)' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: your watchlists show these columns.').waitFor();
    await page.goto(listUrl);
    await page.getByRole('columnheader', { name: /RSI \(14\)/ }).waitFor();

    // From the stock page: the menu adds TCS to the list.
    await page.goto(`${baseUrl}/stocks/TCS`);
    await page.getByRole('button', { name: 'Add to watchlist' }).click();
    await page.getByRole('menuitem', { name: 'Banks · 2/50 · add TCS' }).click();
    await page.getByText('Added TCS to “Banks”').waitFor();

    // The lists page shows the count and the first list's stocks.
    await page.goto(`${baseUrl}/watchlist/`);
    await page.getByText('3 of 50').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'TCS' }).waitFor();

    // Rename, then delete after the confirmation.
    await page.getByRole('link', { name: 'Rename Banks' }).click();
    await page.waitForURL(/\/update-watchlist\/[A-Za-z0-9_-]{12}$/);
    await page.getByRole('textbox', { name: /Watchlist name/ }).fill('PSU banks');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'PSU banks' }).waitFor();
    await page.goto(listUrl.replace('/watchlist-stock/', '/update-watchlist/'));
    await page.getByRole('button', { name: 'Delete this watchlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/watchlist\/$/);
    await page.getByText('No watchlist yet').waitFor();
    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });

  it('reads in Hindi on a phone, signed out and signed in, with no serious axe violation', {
    timeout: 90_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const devanagari = /[\u0900-\u097F]/;
    const check = async (url: string, text: string) => {
      await page.goto(`${baseUrl}${url}`);
      await page.getByText(text).first().waitFor();
      const seen = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        main: document.querySelector('main')?.innerText ?? '',
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      }));
      expect([url, seen.lang, devanagari.test(seen.main), seen.overflow]).toEqual([url, 'hi', true, 0]);
      expect(await axeViolations(page)).toEqual([]);
    };
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => window.localStorage.setItem('nivesh-language', 'hi'));
    await check('/watchlist/', 'शेयरों की अपनी सूचियाँ रखें');
    await page.evaluate(() => window.localStorage.setItem('nivesh-language', 'en'));
    await registerInBrowser(page, baseUrl, '9813300032', 'Watchlist Hindi', 'e2e2.watchlists@example.in');
    await page.evaluate(() => window.localStorage.setItem('nivesh-language', 'hi'));
    await check('/watchlist/', 'अभी कोई वॉचलिस्ट नहीं');
    await check('/add-watchlist/', 'वॉचलिस्ट का नाम');
    await check('/edit-column/', 'दिखने वाले, इसी क्रम में');
    await check('/watchlist-stock/AAAAAAAAAAAA', 'ऐसी कोई वॉचलिस्ट नहीं है');
    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });
});
