import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eContext, launchBrowser, screenshot, watchForErrors } from './browser';

const { baseUrl, skipReason } = e2eContext();

// Issue 3's end-to-end check. The e2e server runs the demo clock, so a session is always trading.
describe.skipIf(skipReason !== '')(
  'a stock page shows a chart and a price that changes while the page is open',
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('opens /stocks/RELIANCE, draws the chart and moves the price within 15 seconds', async () => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const errors = watchForErrors(page);
      await page.goto(`${baseUrl}/stocks/RELIANCE`);
      await page.getByRole('heading', { level: 1, name: 'Reliance Industries Ltd.' }).waitFor();
      // lightweight-charts draws on canvases inside the chart's box.
      await page
        .locator('[aria-label="RELIANCE 1D price chart"] canvas')
        .first()
        .waitFor({ timeout: 15_000 });
      const price = page.getByTestId('stock-ltp');
      await price.waitFor();
      const first = (await price.innerText()).trim();
      expect(first).toMatch(/^₹[\d,]+\.\d{2}$/);

      await page.waitForFunction(
        (before) => document.querySelector('[data-testid="stock-ltp"]')?.textContent?.trim() !== before,
        first,
        { timeout: 15_000, polling: 250 },
      );
      const later = (await price.innerText()).trim();
      expect(later).toMatch(/^₹[\d,]+\.\d{2}$/);
      expect(later).not.toBe(first);
      await screenshot(page, 'stock-page-live-price');
      expect(errors).toEqual([]);
      await page.close();
    });
  },
);
