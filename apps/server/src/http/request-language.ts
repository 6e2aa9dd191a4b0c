/**
 * The language of an API request (issue 14): the `Accept-Language` header first (the web app sends
 * `hi` or `en` from the language the user is reading), the first of Hindi and English it prefers by
 * its q-weights; else the saved choice in the cookie `nivesh-language`; else English. Pages read the
 * cookie first (web/page-language.ts): a page has no language of its own yet, an API call does.
 */
import { fromAcceptLanguage, fromCookie, type PageLanguage } from '../web/page-language';

export interface LanguageHeaders {
  readonly cookie?: string | undefined;
  readonly 'accept-language'?: string | undefined;
}

export interface RequestLanguage {
  readonly language: PageLanguage;
  /** Where it came from: the answer then varies on that header. */
  readonly from: 'accept-language' | 'cookie' | 'default';
}

export function requestLanguageOf(headers: LanguageHeaders): RequestLanguage {
  const header = fromAcceptLanguage(headers['accept-language']);
  if (header) return { language: header, from: 'accept-language' };
  const cookie = fromCookie(headers.cookie);
  if (cookie) return { language: cookie, from: 'cookie' };
  return { language: 'en', from: 'default' };
}

/** The language to answer an API request in. */
export function requestLanguage(headers: LanguageHeaders): PageLanguage {
  return requestLanguageOf(headers).language;
}
