import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language';
import { type ServedWebApp, servedWebApp } from './test-support';

describe('the language a page is served in', () => {
  it('is the saved choice first, then the browser’s first of Hindi and English by weight, then English', () => {
    expect(pageLanguage({})).toBe('en');
    expect(pageLanguage({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
    expect(pageLanguage({ 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' })).toBe('en');
    expect(pageLanguage({ 'accept-language': 'ta-IN,ta;q=0.9,hi;q=0.7,en;q=0.5' })).toBe('hi');
    expect(pageLanguage({ 'accept-language': 'en;q=0.4, hi;q=0.6' })).toBe('hi');
    expect(pageLanguage({ 'accept-language': 'hi;q=0, en' })).toBe('en');
    expect(pageLanguage({ 'accept-language': 'fr-FR' })).toBe('en');
    expect(pageLanguage({ 'accept-language': 'hi', cookie: 'a=1; nivesh-language=en' })).toBe('en');
    expect(pageLanguage({ 'accept-language': 'en', cookie: 'nivesh-language=hi' })).toBe('hi');
    expect(pageLanguage({ 'accept-language': 'hi', cookie: 'nivesh-language=xx' })).toBe('hi');
  });

  describe('on the served page', () => {
    let web: ServedWebApp;
    beforeAll(async () => {
      web = await servedWebApp({
        'index.html': '<!doctype html><html lang="en"><div id="root"></div></html>',
      });
    });
    afterAll(async () => web?.close());

    it('sets <html lang> from Accept-Language on a first visit and from the cookie after a choice', async () => {
      const first = await web.t.app.inject({ url: '/', headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
      expect(first.body).toContain('<html lang="hi">');
      expect(first.headers.vary).toContain('Accept-Language');
      const chosen = await web.t.app.inject({
        url: '/market-overview',
        headers: { 'accept-language': 'hi-IN', cookie: 'nivesh-language=en' },
      });
      expect(chosen.body).toContain('<html lang="en">');
      const missing = await web.t.app.inject({ url: '/no-such-page', headers: { 'accept-language': 'hi' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<html lang="hi">');
    });
  });
});
