// A catalogue strategy's legs in words: "Buy 1 ATM CE · Sell 1 ATM+2 CE".
import type { StrategiesT } from '../strings';
import type { LegTemplate } from './template-payoff';

/** A strike relative to the money: ATM, ATM+2, ATM-1 (steps of the underlying's strike interval). */
export function strikeWords(steps: number, atm: string): string {
  if (steps === 0) return atm;
  return `${atm}${steps > 0 ? '+' : '-'}${Math.abs(steps)}`;
}

/** One leg template in words, e.g. "Sell 2 ATM+1 PE", "Buy 1 FUT", "Buy 1 ATM CE (next expiry)". */
export function legTemplateWords(leg: LegTemplate, t: StrategiesT): string {
  const side = t(leg.side === 'buy' ? 'words.buy' : 'words.sell');
  const code = t(`words.code.${leg.instrument}`);
  const text =
    leg.instrument === 'call' || leg.instrument === 'put'
      ? t('words.option', {
          side,
          lots: leg.lots,
          strike: strikeWords(leg.strikeSteps, t('words.atm')),
          code,
        })
      : t('words.other', { side, lots: leg.lots, code });
  return leg.expiry === 'next' && leg.instrument !== 'stock' ? t('words.next', { leg: text }) : text;
}

/** Every leg in words, joined with " · ". */
export function legsInWords(legs: readonly LegTemplate[], t: StrategiesT): string {
  return legs.map((leg) => legTemplateWords(leg, t)).join(' · ');
}
