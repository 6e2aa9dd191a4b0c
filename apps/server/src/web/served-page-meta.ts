/**
 * The route's title, description and Open Graph tags in the HTML the server sends (issue 14), so a
 * link shared on WhatsApp or found by a crawler shows the page's own preview before any script
 * runs. The texts are the web app's own page metadata in English and Hindi, written by its build to
 * `dist/page-meta.json` (scripts/write-page-meta.ts); the app replaces the served title and
 * description (marked `data-served`) with the ones it renders.
 */
import { readFile, stat } from 'node:fs/promises';
import { matchWebRoute } from '@nivesh/contracts';
import type { PageLanguage } from './page-language';

interface Meta {
  readonly title: string;
  readonly description: string;
}
/** Route pattern (or `*`: not found) → language → its title and description. */
export type PageMetaTable = Readonly<Record<string, Readonly<Partial<Record<PageLanguage, Meta>>>>>;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function parsePageMeta(json: string): PageMetaTable | undefined {
  try {
    const table: unknown = JSON.parse(json);
    return typeof table === 'object' && table !== null ? (table as PageMetaTable) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The build's page metadata, parsed again only when the file changes (a rebuild is picked up without
 * a restart, as index.html is, and no page request parses 60 KB of JSON); undefined while it is missing.
 */
export function pageMetaFile(path: string): () => Promise<PageMetaTable | undefined> {
  let kept: { mtimeMs: number; table: PageMetaTable | undefined } | undefined;
  return async () => {
    const mtimeMs = await stat(path).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return undefined;
    if (kept?.mtimeMs !== mtimeMs)
      kept = { mtimeMs, table: parsePageMeta(await readFile(path, 'utf8').catch(() => '')) };
    return kept.table;
  };
}

/** The page with its route's head tags, for `pathname` served at `origin` in `language`. */
export function withPageMeta(
  html: string,
  table: PageMetaTable,
  page: { readonly pathname: string; readonly origin: string; readonly language: PageLanguage },
): string {
  const route = matchWebRoute(page.pathname)?.route.path ?? '*';
  const entry = table[route] ?? table['*'];
  const meta = entry?.[page.language] ?? entry?.en;
  if (!meta) return html;
  const url = `${page.origin}${page.pathname}`;
  const [title, description] = [escapeHtml(meta.title), escapeHtml(meta.description)];
  const tags = [
    `<title data-served>${title}</title>`,
    `<meta name="description" content="${description}" data-served />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Nivesh" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${page.origin}/icon-512.png`)}" />`,
    `<meta property="og:locale" content="${page.language === 'hi' ? 'hi_IN' : 'en_IN'}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  return html.replace(/<title data-served>[^<]*<\/title>/, tags);
}
