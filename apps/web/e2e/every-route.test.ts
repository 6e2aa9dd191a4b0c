import { fillRoute, SAMPLE_ROUTE_PARAMS, WEB_ROUTES } from '@nivesh/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eContext, launchBrowser, watchForErrors } from './browser';

const NOT_FOUND_TEXT = "Look like you're lost";
const { baseUrl, skipReason } = e2eContext();

describe.skipIf(skipReason !== '')('every route of the specification', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Three tabs at once: each page waits ~0.5 s of network idle, so one tab alone takes ~2.5 min.
  const TABS = 3;

  async function visitAll(urls: readonly string[]): Promise<string[]> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const failures: string[] = [];
    for (const url of urls) {
      errors.length = 0;
      const response = await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
      const status = response?.status();
      const body = await page.locator('body').innerText();
      if (status !== 200) failures.push(`${url}: HTTP ${status}`);
      if (body.includes(NOT_FOUND_TEXT)) failures.push(`${url}: shows the not-found page`);
      if (errors.length > 0) failures.push(`${url}: ${errors.join(' | ')}`);
    }
    await context.close();
    return failures;
  }

  it('opens all 185 routes with HTTP 200, a page of its own and no console error', {
    timeout: 360_000,
  }, async () => {
    expect(WEB_ROUTES).toHaveLength(185);
    const urls = WEB_ROUTES.map((route) => fillRoute(route.path, SAMPLE_ROUTE_PARAMS));
    const chunks = Array.from({ length: TABS }, (_, k) => urls.filter((_, i) => i % TABS === k));
    const failures = (await Promise.all(chunks.map(visitAll))).flat();
    expect(failures).toEqual([]);
  });

  it('shows the not-found page, with HTTP 404, for a path that is no route', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/no-such-page/anywhere`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('body').innerText()).toContain(NOT_FOUND_TEXT);
    const body = await page.locator('body').innerText();
    expect(body).toContain('the page you are looking for not avaible!');
    expect(await page.locator('main img, main svg[role="img"]').count()).toBeGreaterThan(0);
    await page.getByText('Go to Home').click();
    await page.waitForURL(`${baseUrl}/`);
    await page.close();
  });

  it('matches routes exactly: a wrong letter case is not found', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/calculator`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('body').innerText()).toContain(NOT_FOUND_TEXT);
    await page.close();
  });
});
