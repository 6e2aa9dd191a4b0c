/**
 * The language of an API request (issue 14): the `Accept-Language` header first (the web app sends
 * `hi` or `en` from the language the user is reading), the first of Hindi and English it prefers by
 * its q-weights; else the saved choice in the cookie `nivesh-language`; else English. Pages read the
 * cookie first (web/page-language.ts): a page has no language of its own yet, an API call does.
 */
import { type PageLanguage, pageLanguage } from '../web/page-language';

export interface LanguageHeaders {
  readonly cookie?: string | undefined;
  readonly 'accept-language'?: string | undefined;
}

export interface RequestLanguage {
  readonly language: PageLanguage;
  /** Where it came from: the answer then varies on that header. */
  readonly from: 'accept-language' | 'cookie' | 'default';
}

/**
 * Whether `header` names English before Hindi: a Hindi range added last at the lowest weight wins
 * only when the header names neither (page-language ranks equal weights by their order).
 */
function namesEnglish(header: string): boolean {
  return pageLanguage({ 'accept-language': `${header}, hi;q=0.001` }) === 'en';
}

export function requestLanguageOf(headers: LanguageHeaders): RequestLanguage {
  const header = headers['accept-language'];
  if (header !== undefined && header.trim() !== '') {
    if (pageLanguage({ 'accept-language': header }) === 'hi')
      return { language: 'hi', from: 'accept-language' };
    if (namesEnglish(header)) return { language: 'en', from: 'accept-language' };
  }
  const fromCookie = pageLanguage({ cookie: headers.cookie });
  if (fromCookie === 'hi' || /(?:^|;)\s*nivesh-language=en\s*(?:;|$)/.test(headers.cookie ?? ''))
    return { language: fromCookie, from: 'cookie' };
  return { language: 'en', from: 'default' };
}

/** The language to answer an API request in. */
export function requestLanguage(headers: LanguageHeaders): PageLanguage {
  return requestLanguageOf(headers).language;
}
