// Renders the app icons (PNG and favicon.ico) from apps/web/public/favicon.svg in Chromium, for the
// web app manifest and browsers that take no SVG icon. Run after changing the SVG:
//   npx tsx scripts/render-icons.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../apps/web/e2e/chromium';

const PUBLIC = join(import.meta.dirname, '..', 'apps', 'web', 'public');
const svg = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');

/** The icon at `size` px; `padding` (a share of the size) keeps a maskable icon inside its safe zone. */
async function render(size: number, padding = 0): Promise<Buffer> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * (1 - 2 * padding));
    const body = `<body style="margin:0;background:${padding > 0 ? '#0b6e5f' : 'transparent'};display:grid;place-items:center;width:${size}px;height:${size}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</body>`;
    await page.setContent(body);
    return await page.screenshot({ omitBackground: padding === 0, type: 'png' });
  } finally {
    await browser.close();
  }
}

/** A .ico holding one PNG image (every current browser reads PNG inside ICO). */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

writeFileSync(join(PUBLIC, 'icon-192.png'), await render(192));
writeFileSync(join(PUBLIC, 'icon-512.png'), await render(512));
writeFileSync(join(PUBLIC, 'icon-maskable-512.png'), await render(512, 0.1));
writeFileSync(join(PUBLIC, 'apple-touch-icon.png'), await render(180, 0.06));
writeFileSync(join(PUBLIC, 'favicon.ico'), ico(await render(32), 32));
console.log('icons written to', PUBLIC);
