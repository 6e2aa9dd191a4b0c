import { describe, expect, it } from 'vitest';
import { requestLanguage, requestLanguageOf } from './request-language';

describe('the language of an API request', () => {
  it('takes the first of Hindi and English in Accept-Language, by q-weight', () => {
    expect(requestLanguage({ 'accept-language': 'hi' })).toBe('hi');
    expect(requestLanguage({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
    expect(requestLanguage({ 'accept-language': 'en;q=0.5, hi;q=0.8' })).toBe('hi');
    expect(requestLanguage({ 'accept-language': 'en-US,en;q=0.9,hi;q=0.8' })).toBe('en');
    expect(requestLanguage({ 'accept-language': 'fr, hi;q=0.1' })).toBe('hi');
  });

  it('prefers the header to the cookie (the web app sends the language being read)', () => {
    expect(requestLanguageOf({ 'accept-language': 'en', cookie: 'nivesh-language=hi' })).toEqual({
      language: 'en',
      from: 'accept-language',
    });
    expect(requestLanguage({ 'accept-language': 'hi', cookie: 'nivesh-language=en' })).toBe('hi');
  });

  it('falls back to the cookie when the header names neither language, then to English', () => {
    expect(requestLanguageOf({ cookie: 'a=1; nivesh-language=hi' })).toEqual({
      language: 'hi',
      from: 'cookie',
    });
    expect(requestLanguageOf({ 'accept-language': 'fr-FR', cookie: 'nivesh-language=hi' })).toEqual({
      language: 'hi',
      from: 'cookie',
    });
    expect(requestLanguageOf({ cookie: 'nivesh-language=en' })).toEqual({ language: 'en', from: 'cookie' });
    expect(requestLanguageOf({})).toEqual({ language: 'en', from: 'default' });
    expect(requestLanguageOf({ 'accept-language': 'fr', cookie: 'nivesh-language=xx' })).toEqual({
      language: 'en',
      from: 'default',
    });
  });
});
