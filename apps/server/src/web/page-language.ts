/**
 * The language a page is served in (spec 4, issue 14): the user's saved choice (cookie
 * `nivesh-language`, written by the web app's switch), else the first of Hindi and English that the
 * browser's `Accept-Language` prefers, else English.
 */
export type PageLanguage = 'en' | 'hi';
const LANGUAGE_COOKIE = 'nivesh-language';

/** The language saved in the cookie, if any. */
export function fromCookie(cookie: string | undefined): PageLanguage | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && (value === 'en' || value === 'hi')) return value;
  }
  return undefined;
}

/** The first of Hindi and English that `Accept-Language` prefers by weight, if it names either. */
export function fromAcceptLanguage(header: string | undefined): PageLanguage | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { base: tag.split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = ranked.find((entry) => entry.base === 'hi' || entry.base === 'en');
  return first?.base === 'hi' ? 'hi' : first?.base === 'en' ? 'en' : undefined;
}

export function pageLanguage(headers: {
  readonly cookie?: string | undefined;
  readonly 'accept-language'?: string | undefined;
}): PageLanguage {
  return fromCookie(headers.cookie) ?? fromAcceptLanguage(headers['accept-language']) ?? 'en';
}

/** The page with its `<html lang>` set to `language`. */
export const withPageLanguage = (html: string, language: PageLanguage): string =>
  html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
