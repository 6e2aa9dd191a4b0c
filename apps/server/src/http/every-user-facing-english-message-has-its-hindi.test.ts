import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import {
  callArgumentMessages,
  messageConstants,
  messagesUnder,
  type SourceMessage,
  schemaMessages,
  WILDCARD,
} from './english-messages-in-source';
import { HINDI_MESSAGES, hasHindi, translateMessage } from './messages-hi';

const SERVER = resolve(REPO_ROOT, 'apps/server/src');
const CONTRACTS = resolve(REPO_ROOT, 'packages/contracts/src');

/** Calls whose string arguments are messages an API answer carries. */
const REFUSING_CALLS = [
  'refuse',
  'failure',
  'refused',
  'refusal',
  'formRefusal',
  'BadRequestError',
  'UnauthorizedError',
  'BacktestBusyError',
];
/** Files whose messages no API answer carries: start-up configuration, the replay feed's start-up, test support. */
const NOT_ANSWERS = [
  /\/config\.ts$/,
  /\/market\/replay\//,
  /\/testing\//,
  /\/http\/english-messages-in-source\.ts$/,
  /\/http\/messages-hi\.ts$/,
];

const serverMessages = (): SourceMessage[] =>
  messagesUnder(SERVER, (source) => [
    ...callArgumentMessages(source, REFUSING_CALLS),
    ...messageConstants(source),
  ]).filter((m) => !NOT_ANSWERS.some((pattern) => pattern.test(m.file)));

const contractMessages = (): SourceMessage[] =>
  messagesUnder(CONTRACTS, (source) => [
    ...schemaMessages(source),
    ...messageConstants(source),
    // Helpers whose argument is itself the message (`optionalNumber('Target must be a number')`).
    ...callArgumentMessages(source, ['optionalNumber']),
  ]);

const PLACEHOLDER = /\{[A-Za-z]\w*\}/g;
const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the catalog covers a message of the source: an exact one has its Hindi; one with
 * interpolated parts either matches a catalog pattern with a sample in each part, or matches (with
 * anything in each part) the English of a catalog entry that spells a part out (`1 attempt` / `2 attempts`).
 */
function covered(text: string): boolean {
  if (!text.includes(WILDCARD)) return hasHindi(text);
  if (hasHindi(text.split(WILDCARD).join('X1'))) return true;
  const source = new RegExp(`^${text.split(WILDCARD).map(escapeRegex).join('.+')}$`, 's');
  return Object.keys(HINDI_MESSAGES).some((english) => source.test(english));
}

const shown = (m: SourceMessage): string =>
  `${m.file.slice(REPO_ROOT.length + 1)}: ${m.text.split(WILDCARD).join('{…}')}`;

describe('every English message a user reads in an API answer has its Hindi', () => {
  it('finds the messages it checks (self-check of the extraction)', () => {
    const server = serverMessages().map((m) => m.text);
    expect(server).toContain('No such order');
    expect(server).toContain(`${WILDCARD} is not a stock of this market`);
    expect(server).toContain(`Payment failed: ${WILDCARD} Nothing was charged and your plan is unchanged.`);
    expect(server).toContain('Your session has expired. Please login again.');
    expect(server).toContain(`Please wait ${WILDCARD} seconds before requesting another code.`);
    expect(server.length).toBeGreaterThan(80);
    const contracts = contractMessages().map((m) => m.text);
    expect(contracts).toContain('Enter the 6-digit code');
    expect(contracts).toContain('Enter a valid 10-digit Indian mobile number');
    expect(contracts).toContain(`${WILDCARD} must be at most ₹10,00,000`);
    expect(contracts).toContain('Target must be a number');
    expect(contracts.length).toBeGreaterThan(50);
    // Field names, comments and a regex's text are not taken for messages.
    expect(server).not.toContain('body');
    expect(contracts.some((m) => m.includes('…'))).toBe(false);
  });

  it('covers every refusal and error message of the server', () => {
    expect(
      serverMessages()
        .filter((m) => !covered(m.text))
        .map(shown),
    ).toEqual([]);
  });

  it('covers every validation message of the contracts', () => {
    expect(
      contractMessages()
        .filter((m) => !covered(m.text))
        .map(shown),
    ).toEqual([]);
  });

  it('keeps the placeholders of each entry and writes the Hindi in Devanagari', () => {
    const wrong = Object.entries(HINDI_MESSAGES).filter(([english, hindi]) => {
      const names = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[0]).sort();
      return (
        JSON.stringify(names(english)) !== JSON.stringify(names(hindi)) ||
        !/[\u0900-\u097F]/.test(hindi) ||
        hindi === english
      );
    });
    expect(wrong).toEqual([]);
  });

  it('translates exact messages and patterns, keeping symbols and numbers, and leaves the rest English', () => {
    expect(translateMessage('No such order', 'hi')).toBe('ऐसा कोई ऑर्डर नहीं है');
    expect(translateMessage('No such order', 'en')).toBe('No such order');
    expect(translateMessage('M&M is not a stock of this market', 'hi')).toBe('M&M इस बाज़ार का शेयर नहीं है');
    expect(translateMessage('Wrong code. 1 attempt left.', 'hi')).toBe('ग़लत कोड। 1 कोशिश बाकी है।');
    expect(translateMessage('Wrong code. 3 attempts left.', 'hi')).toBe('ग़लत कोड। 3 कोशिशें बाकी हैं।');
    // The most specific pattern wins over a shorter one it also matches.
    expect(translateMessage('No sector abc: use a sector’s slug, its name or all', 'hi')).toBe(
      'ऐसा कोई सेक्टर नहीं: abc: सेक्टर का slug, उसका नाम या all इस्तेमाल करें',
    );
    // A value that is itself a message (a weekday, a reason, a label) is translated too.
    expect(
      translateMessage(
        '2026-11-21 was a Saturday: the market was closed. The trading day before it was 2026-11-20.',
        'hi',
      ),
    ).toBe('2026-11-21 को शनिवार था: बाज़ार बंद था। इससे पहले का कारोबारी दिन 2026-11-20 था।');
    expect(translateMessage('Buy price must be above 0', 'hi')).toBe('ख़रीद भाव 0 से ज़्यादा होना चाहिए');
    expect(
      translateMessage(
        'You have open orders, holdings: close them before resetting your virtual funds (a reset squares nothing off)',
        'hi',
      ),
    ).toMatch(/^आपके पास खुले ऑर्डर, होल्डिंग्स हैं:/);
    expect(
      translateMessage(
        'Trading Tools is part of the Pro or Pro+ plan. Subscribe at /subscription to open it.',
        'hi',
      ),
    ).toBe('Trading Tools Pro या Pro+ प्लान का हिस्सा है। इसे खोलने के लिए /subscription पर सब्सक्राइब करें।');
    expect(translateMessage('A message nobody wrote down', 'hi')).toBe('A message nobody wrote down');
    expect(translateMessage('', 'hi')).toBe('');
  });
});
