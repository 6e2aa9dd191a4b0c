import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedWebApp, servedWebApp } from './test-support';

const INDEX =
  '<!doctype html><html lang="en"><head><title data-served>Nivesh</title></head><div id="root"></div></html>';
const PAGE_META = {
  '/top-gainers-nse': {
    en: { title: 'Top Gainers | Market | Nivesh', description: 'Top Gainers on Nivesh, "today" & <more>.' },
    hi: { title: 'सबसे ज़्यादा बढ़त वाले शेयर | बाज़ार | निवेश', description: 'निवेश पर सबसे ज़्यादा बढ़त वाले शेयर।' },
  },
  '/stocks/{symbol}': { en: { title: 'Stock | Nivesh', description: 'A stock on Nivesh.' } },
  '*': { en: { title: 'Page not found | Nivesh', description: 'No such page.' } },
};

describe('the HTML of a shared link', () => {
  let web: ServedWebApp;
  beforeAll(async () => {
    web = await servedWebApp({ 'index.html': INDEX, 'page-meta.json': JSON.stringify(PAGE_META) });
  });
  afterAll(async () => web?.close());

  it('carries the route’s title, description and Open Graph tags, escaped', async () => {
    const res = await web.t.app.inject({ url: '/top-gainers-nse', headers: { host: 'nivesh.example.in' } });
    expect(res.body).toContain('<title data-served>Top Gainers | Market | Nivesh</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Top Gainers on Nivesh, &quot;today&quot; &amp; &lt;more&gt;." data-served />',
    );
    expect(res.body).toContain('<meta property="og:title" content="Top Gainers | Market | Nivesh" />');
    expect(res.body).toContain(
      '<meta property="og:url" content="http://nivesh.example.in/top-gainers-nse" />',
    );
    expect(res.body).toContain(
      '<meta property="og:image" content="http://nivesh.example.in/icon-512.png" />',
    );
    expect(res.body).toContain('<meta property="og:locale" content="en_IN" />');
    expect(res.body.match(/<title/g)).toHaveLength(1);
  });

  it('is in Hindi for a Hindi reader, in English where a route has no Hindi, and the not-found one for no route', async () => {
    const hindi = await web.t.app.inject({
      url: '/top-gainers-nse',
      headers: { 'accept-language': 'hi-IN' },
    });
    expect(hindi.body).toContain('<title data-served>सबसे ज़्यादा बढ़त वाले शेयर | बाज़ार | निवेश</title>');
    expect(hindi.body).toContain('<meta property="og:locale" content="hi_IN" />');
    const stock = await web.t.app.inject({ url: '/stocks/RELIANCE', headers: { 'accept-language': 'hi' } });
    expect(stock.body).toContain('<title data-served>Stock | Nivesh</title>');
    const missing = await web.t.app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title data-served>Page not found | Nivesh</title>');
  });

  it('is the plain page when the build wrote no page metadata', async () => {
    const bare = await servedWebApp({ 'index.html': INDEX });
    try {
      const res = await bare.t.app.inject({ url: '/top-gainers-nse' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title data-served>Nivesh</title>');
      expect(res.body).not.toContain('og:title');
    } finally {
      await bare.close();
    }
  });
});
