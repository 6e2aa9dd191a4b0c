import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFirstOf } from '../src/lib/day-first-date';
import { formatDateIst } from '../src/lib/format';
import { dataRows, e2eContext, launchBrowser, ownErrors, screenshot, watchForErrors } from './browser';

const { baseUrl, skipReason } = e2eContext();

describe.skipIf(skipReason !== '')('built-in screener pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [1366, 390]) {
    it(`opens the fundamental screens, a screen, another sector and a stock at ${width} px`, {
      timeout: 60_000,
    }, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors = watchForErrors(page);
      await page.goto(`${baseUrl}/fundamental-analysis`);
      await page.getByRole('heading', { level: 1, name: 'Fundamental Analysis' }).waitFor();
      const card = page.getByRole('article', { name: 'Piotroski F-score 7 or more' });
      await card.getByText(/of 503 stocks match now/).waitFor();
      expect(await card.getByLabel('Screen rule').innerText()).toBe('piotroski >= 7 and market_cap > 500');
      expect(await page.getByText('Simulated market data').first().isVisible()).toBe(true);
      await screenshot(page, `fundamental-analysis-${width}`);
      await card.getByRole('link', { name: /^View \d+ stocks$/ }).click();
      await page.waitForURL(/\/fundamental-analysis\/3\/all$/);
      await dataRows(page, 3);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The sector with the most matches, picked from the sector list.
      const sector = page.getByRole('combobox', { name: 'Sector' });
      const options = await sector
        .locator('option')
        .evaluateAll((els) =>
          els.map((e) => ({ value: (e as HTMLOptionElement).value, label: e.textContent ?? '' })),
        );
      const busiest = options
        .filter((o) => o.value !== '')
        .sort((a, b) => Number(/\((\d+)\)$/.exec(b.label)?.[1]) - Number(/\((\d+)\)$/.exec(a.label)?.[1]))[0];
      await sector.selectOption(busiest?.value ?? '');
      await page.waitForURL(new RegExp(`/fundamental-analysis/3/${busiest?.value}$`));
      const sectorName = busiest?.label.replace(/ \(\d+\)$/, '') ?? '';
      await page
        .getByRole('heading', { level: 1, name: `Piotroski F-score 7 or more — ${sectorName}` })
        .waitFor();
      await dataRows(page, 1);
      await screenshot(page, `fundamental-analysis-detail-${width}`);
      const link = page.locator('main table tbody tr td a').first();
      const symbol = await link.innerText();
      await link.click();
      await page.waitForURL(new RegExp(`/stocks/${encodeURIComponent(symbol)}$`));
      expect(ownErrors(errors)).toEqual([]);
      await page.close();
    });
  }

  it('opens a technical screen as of a past close, steps a day back and explains a weekend', {
    timeout: 60_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchForErrors(page);
    await page.goto(`${baseUrl}/technical-analysis/13/all`);
    await dataRows(page, 3);
    await page.getByRole('link', { name: 'Run it as of a past day' }).click();
    await page.waitForURL(/\/screener\/bullish-ema-stack\/all\/\d{4}-\d{2}-\d{2}$/);
    const date = page.url().slice(-10);
    // The URL keeps the ISO date; the page shows it day first.
    await page
      .getByRole('heading', { level: 1, name: `Bullish EMA stack (20 > 50 > 200) on ${formatDateIst(date)}` })
      .waitFor();
    await page.getByText(`matched at the close of ${formatDateIst(date)}`).waitFor();
    await dataRows(page, 3);
    await screenshot(page, 'screener-by-date-1366');
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.waitForURL((url) => /\d{4}-\d{2}-\d{2}$/.test(url.pathname) && !url.pathname.endsWith(date));
    const previous = page.url().slice(-10);
    await dataRows(page, 3);
    // The day is typed back DD-MM-YYYY, whatever the browser's locale (a native date box follows it).
    // Typed once the field shows the day stepped to (a loaded machine can still be drawing it), and
    // typed again should the page redraw the field under the typing.
    const day = page.getByLabel('Trading day', { exact: true });
    await expect.poll(() => day.inputValue(), { timeout: 30_000 }).toBe(dayFirstOf(previous));
    let back = false;
    for (let attempt = 0; attempt < 3 && !back; attempt += 1) {
      await day.fill(dayFirstOf(date));
      await day.press('Enter');
      back = await page
        .waitForURL((url) => url.pathname.endsWith(date), { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
    }
    expect(back, `the field read '${await day.inputValue()}' at ${page.url()}`).toBe(true);
    await page.goto(`${baseUrl}/screener/bullish-ema-stack/all/2026-11-21`);
    await page.getByText('2026-11-21 was a Saturday: the market was closed.', { exact: false }).waitFor();
    expect(ownErrors(errors)).toEqual([]);
    await page.close();
  });
});
