// Writes dist/page-meta.json after the web build: every route's title and description in English
// and Hindi, from the web app's own page metadata (apps/web/src/config/page-meta.ts), so the server
// can put them, with Open Graph tags, into the HTML it serves (a link shared on WhatsApp shows a
// preview; issue 14). Run by `npm run build -w @nivesh/web` with the web app's tsconfig (its `@/` paths).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { WEB_ROUTES } from '@nivesh/contracts';
import { getPageMeta, notFoundMeta, withFallback } from '../apps/web/src/config/page-meta';
import { i18n, LANGUAGES } from '../apps/web/src/lib/i18n';

type Meta = { readonly title: string; readonly description: string };
const table: Record<string, Record<string, Meta>> = {};
for (const language of LANGUAGES) {
  await i18n.changeLanguage(language);
  for (const route of [...WEB_ROUTES.map((r) => r.path), '*']) {
    const meta = route === '*' ? withFallback(notFoundMeta()) : getPageMeta(route, route);
    table[route] = { ...table[route], [language]: { title: meta.title, description: meta.description } };
  }
}
// WEB_DIST_DIR (read by the server and the browser tests too) lets parallel work build elsewhere.
const dist = process.env.WEB_DIST_DIR
  ? resolve(process.env.WEB_DIST_DIR)
  : join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const out = join(dist, 'page-meta.json');
writeFileSync(out, `${JSON.stringify(table)}\n`);
console.log(`page metadata of ${WEB_ROUTES.length} routes written to ${out}`);
