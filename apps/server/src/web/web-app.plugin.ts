import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type ErrorBody, matchWebRoute } from '@nivesh/contracts';
import type { FastifyInstance } from 'fastify';
import { isApiPath, NOT_FOUND_API_MESSAGE } from '../http/error-handler';
import { pageLanguage, withPageLanguage } from './page-language';
import { pageMetaFile, withPageMeta } from './served-page-meta';

export const WEB_NOT_BUILT_MESSAGE = 'Web app not built: run npm run build';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files (favicon, robots.txt, manifest) may change with any release.
const SHORT_CACHE = 'public, max-age=300';

/**
 * Serves the built single-page app from `webDistDir`, and answers every path no route matched:
 * JSON 404 under /api, otherwise index.html (HTTP 200 for a known web route, 404 for others so
 * crawlers see the not-found page as such).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = join(webDistDir, 'index.html');
  const pageMeta = pageMetaFile(join(webDistDir, 'page-meta.json'));

  if (existsSync(webDistDir)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // index.html goes through the fallback below, so its status and no-cache header are ours.
      index: false,
      wildcard: true,
      // Directories (`/`, `/assets/`) would answer 403; send them to the SPA fallback instead.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      serveDotFiles: false,
      // The build writes name.br and name.gz beside each file (scripts/precompress.ts): sent as they
      // are by Accept-Encoding (brotli first), with Vary: Accept-Encoding; the file itself otherwise.
      preCompressed: true,
      // Cache headers come from setHeaders below, per kind of file.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = filePath.slice(webDistDir.length).replaceAll('\\', '/');
        if (relative.startsWith('/assets/')) reply.header('cache-control', IMMUTABLE);
        else if (relative === '/index.html') reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', SHORT_CACHE);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname)) {
      return reply.code(404).send({ status: 0, message: NOT_FOUND_API_MESSAGE } satisfies ErrorBody);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ status: 0, message: 'Not found' } satisfies ErrorBody);
    }
    let html: string;
    try {
      // Read per request: a rebuild of the web app is picked up without a server restart.
      html = await readFile(indexPath, 'utf8');
    } catch {
      return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
    }
    // Written by the same build; a build without it serves the page without a route's head tags.
    const table = await pageMeta();
    const language = pageLanguage(request.headers);
    const page = withPageLanguage(html, language);
    const origin = `${request.protocol}://${request.host}`;
    return reply
      .code(matchWebRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(table ? withPageMeta(page, table, { pathname, origin, language }) : page);
  });
}
