import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eContext, launchBrowser, ownErrors, screenshot, watchForErrors } from './browser';

const { baseUrl, skipReason } = e2eContext();

describe.skipIf(skipReason !== '')('the page language in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('switches the home page to Hindi from the header, keeps it after a reload, and back to English', {
    timeout: 60_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN' });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Indian stock market today' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await page.getByRole('button', { name: /हिन्दी/ }).click();
    await page.getByRole('heading', { level: 1, name: 'आज का भारतीय शेयर बाज़ार' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    // The served (English) title gave way to the page's own, which follows the language.
    await expect.poll(() => page.title()).toContain('निवेश');
    expect(await page.locator('head title').count()).toBe(1);
    await screenshot(page, 'home-hindi-390');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'आज का भारतीय शेयर बाज़ार' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');

    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Indian stock market today' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });

  it('opens in Hindi on a first visit from a browser that prefers Hindi', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'hi-IN',
      extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    const page = await context.newPage();
    const served = await (await page.request.get(`${baseUrl}/top-gainers-nse`)).text();
    expect(served).toContain('<meta property="og:title" content="सबसे ज़्यादा बढ़त वाले शेयर | बाज़ार | निवेश" />');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'आज का भारतीय शेयर बाज़ार' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await context.close();
  });
});
