import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eContext, launchBrowser, screenshot } from './browser';

const { baseUrl, skipReason } = e2eContext();
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login/' },
  { name: 'not-found', path: '/this-page-does-not-exist' },
];
const WIDTHS = [1366, 390];

describe.skipIf(skipReason !== '')('screenshots for people to look at', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(WIDTHS)(
    'renders home, login and not-found at %i px without horizontal scrolling',
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const { name, path } of PAGES) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.locator('main').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        await screenshot(page, `${name}-${width}`);
      }
      await page.close();
    },
  );
});
