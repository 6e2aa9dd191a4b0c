// Pre-compressed copies of the built web app: `name.br` and `name.gz` beside each text file of the
// build, made once at build time (brotli at its best level, gzip at 9), so the server sends them
// with no CPU per request (@fastify/static `preCompressed`). Used by apps/web/vite.config.ts.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files that compress well; images other than SVG, fonts in woff2 and the like do not. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` of at least PRECOMPRESS_MIN_BYTES,
 * keeping a copy only when it is smaller than the file. Returns the files compressed.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const done: string[] = [];
  for (const file of files) {
    if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    done.push(file);
  }
  return done;
}
