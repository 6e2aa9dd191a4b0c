import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eContext, launchBrowser, screenshot } from './browser';

const { baseUrl, skipReason } = e2eContext();

describe.skipIf(skipReason !== '')('the installable app in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves a manifest with PNG and SVG icons, and /favicon.ico', { timeout: 30_000 }, async () => {
    const manifest = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    const body = (await manifest.json()) as { icons: { src: string; type: string }[]; start_url: string };
    expect(body.start_url).toBe('/');
    expect(body.icons.map((icon) => icon.type)).toEqual(
      expect.arrayContaining(['image/png', 'image/svg+xml']),
    );
    for (const icon of body.icons) expect((await fetch(`${baseUrl}${icon.src}`)).status, icon.src).toBe(200);
    const favicon = await fetch(`${baseUrl}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(Buffer.from(await favicon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain('rel="manifest"');
  });

  it('opens the offline page, not stale prices, when the network is gone after a first visit', {
    timeout: 60_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Indian stock market today' }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto(`${baseUrl}/top-gainers-nse`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(await page.getByText('आप ऑफ़लाइन हैं').isVisible()).toBe(true);
    await screenshot(page, 'offline-390');
    await context.close();
  });
});
