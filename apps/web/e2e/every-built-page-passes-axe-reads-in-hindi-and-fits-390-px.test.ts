import { BUILT_ROUTE_PATHS, fillRoute, SAMPLE_ROUTE_PARAMS, WEB_ROUTES } from '@nivesh/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { e2eContext, launchBrowser, ownErrors, registerInBrowser, watchForErrors } from './browser';
import { checkTables } from './phone-tables';

const { baseUrl, skipReason } = e2eContext();
const DEVANAGARI = /[\u0900-\u097F]/;

interface Walk {
  readonly width: number;
  readonly scheme: 'light' | 'dark';
  readonly language: 'en' | 'hi';
}

type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What is wrong with the page at `url` as this walk sees it (empty when nothing). */
type PageCheck = (page: Page, url: string, walk: Walk) => Promise<string[]>;

const axeCheck: PageCheck = async (page, url) => (await axeViolations(page)).map((v) => `${url}: ${v}`);

/** The page is in Hindi (`<html lang>`, its title and its text) and nothing scrolls sideways. */
const hindiAtPhoneWidth: PageCheck = async (page, url, walk) => {
  const seen = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    main: document.querySelector('main')?.innerText ?? '',
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  const problems: string[] = [];
  if (seen.lang !== walk.language) problems.push(`<html lang="${seen.lang}">`);
  if (!DEVANAGARI.test(seen.title)) problems.push(`title "${seen.title}" is not in Hindi`);
  if (!DEVANAGARI.test(seen.main)) problems.push('the main content has no Hindi text');
  if (seen.overflow > 0) problems.push(`scrolls sideways by ${seen.overflow} px at ${walk.width} px`);
  return problems.map((p) => `${url}: ${p}`);
};

/** How many tables and key columns the phone walk saw (so a check that sees nothing fails). */
const seenTables = { tables: 0, keyColumns: 0 };

/** Every table's first and key columns inside the 390 px screen (phone-tables.ts). */
const tablesAtPhoneWidth: PageCheck = async (page, url) => {
  const result = await checkTables(page);
  seenTables.tables += result.tables;
  seenTables.keyColumns += result.keyColumns;
  return result.problems.map((p) => `${url}: ${p}`);
};

describe.skipIf(skipReason !== '')('every built page in Chromium (WCAG 2.2 AA, Hindi, phones)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const urls = BUILT_ROUTE_PATHS.map((route) => fillRoute(route, SAMPLE_ROUTE_PARAMS));
  // The pages that show a signed-in user something of their own: account, orders, subscription,
  // watchlists (and the signals on one), strategies.
  const PERSONAL_AREAS = new Set(['account', 'orders', 'subscription', 'watchlists']);
  const personalUrls = WEB_ROUTES.filter(
    (r) =>
      BUILT_ROUTE_PATHS.includes(r.path) &&
      (PERSONAL_AREAS.has(r.area) ||
        /stratergy|back-testing|option-trading-terminal|watchlist-signal/.test(r.path)),
  ).map((r) => fillRoute(r.path, SAMPLE_ROUTE_PARAMS));
  // A personal page of a sample record id shows another user's (or no) record: its endpoint answers
  // HTTP 404 "No such …" by design, which Chromium logs as a failed resource; the page must still pass.
  const sampleRecordUrls = new Set(
    WEB_ROUTES.filter((r) => r.path.includes('{')).map((r) => fillRoute(r.path, SAMPLE_ROUTE_PARAMS)),
  );
  const expectedNotFound = (url: string, error: string) =>
    sampleRecordUrls.has(url) &&
    /Failed to load resource: the server responded with a status of 404/.test(error);
  // Three tabs at once, as in every-route.test.ts: the pages wait for their data, not the CPU.
  const TABS = 3;

  async function walkPages(
    walk: Walk,
    chunk: readonly string[],
    checks: readonly PageCheck[],
    signedIn: SignedIn | undefined,
  ) {
    const context = await browser.newContext({
      storageState: signedIn,
      viewport: { width: walk.width, height: 844 },
      colorScheme: walk.scheme,
      // The served CSP forbids axe's injected script.
      bypassCSP: true,
    });
    await context.addInitScript(
      (chosen) => {
        window.localStorage.setItem('nivesh-color-scheme', chosen.scheme);
        window.localStorage.setItem('nivesh-language', chosen.language);
      },
      { scheme: walk.scheme, language: walk.language },
    );
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const failures: string[] = [];
    for (const url of chunk) {
      errors.length = 0;
      await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
      // A table still loading shows skeleton rows: wait (briefly) for its data rows.
      await page
        .waitForFunction(() => document.querySelector('main table tbody tr[data-skeleton]') === null, null, {
          timeout: 5_000,
        })
        .catch(() => undefined);
      for (const check of checks) failures.push(...(await check(page, url, walk)));
      failures.push(
        ...ownErrors(errors)
          .filter((e) => !(signedIn && expectedNotFound(url, e)))
          .map((e) => `${url}: ${e}`),
      );
    }
    await context.close();
    return failures;
  }

  async function walkAll(
    walk: Walk,
    checks: readonly PageCheck[],
    pages: readonly string[] = urls,
    signedIn?: SignedIn,
  ): Promise<string[]> {
    const chunks = Array.from({ length: TABS }, (_, k) => pages.filter((_, i) => i % TABS === k));
    return (await Promise.all(chunks.map((chunk) => walkPages(walk, chunk, checks, signedIn)))).flat();
  }

  it(`finds no serious or critical axe-core violation on the ${BUILT_ROUTE_PATHS.length} built pages in English, light, at 1366 px`, {
    timeout: 600_000,
  }, async () => {
    expect(await walkAll({ width: 1366, scheme: 'light', language: 'en' }, [axeCheck])).toEqual([]);
  });

  it('finds none in dark mode either, with every page in Hindi, nothing scrolling sideways and every table keeping its key columns in view at 390 px', {
    timeout: 600_000,
  }, async () => {
    const walk: Walk = { width: 390, scheme: 'dark', language: 'hi' };
    expect(await walkAll(walk, [axeCheck, hindiAtPhoneWidth, tablesAtPhoneWidth])).toEqual([]);
    // Signed out, with the sample parameters, dozens of pages show tables: the check saw them.
    expect(seenTables.tables).toBeGreaterThan(40);
    expect(seenTables.keyColumns).toBeGreaterThan(80);
  });

  it(`finds none on the ${personalUrls.length} personal pages of a signed-in user with an order, light and dark`, {
    timeout: 600_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    // A new number on each attempt: a retry after a failure must register afresh, not sign in.
    const mobile = `98123${String(Date.now()).slice(-5)}`;
    await registerInBrowser(page, baseUrl, mobile, 'Axe Tester', `axe${mobile}@example.in`);
    await page.goto(`${baseUrl}/order-dashboard/add-simple-strategy?symbol=RELIANCE&type=Buy`);
    await page.getByText(/^LTP ₹/).waitFor();
    await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Buy RELIANCE' }).click();
    await page
      .getByRole('dialog', { name: 'Order Confirmation' })
      .getByRole('button', { name: 'Confirm Order' })
      .click();
    await page.waitForURL(/\/simple-order-dashboard$/);
    const signedIn = await context.storageState();
    await context.close();

    const light = await walkAll(
      { width: 1366, scheme: 'light', language: 'en' },
      [axeCheck],
      personalUrls,
      signedIn,
    );
    const darkHindi = { width: 390, scheme: 'dark', language: 'hi' } as const;
    const dark = await walkAll(darkHindi, [axeCheck, hindiAtPhoneWidth], personalUrls, signedIn);
    expect([...light, ...dark]).toEqual([]);
  });
});
