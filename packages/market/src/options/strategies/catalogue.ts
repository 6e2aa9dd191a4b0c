import type {
  LegExpiry,
  LegInstrument,
  LegSide,
  OptionStrategyDefinition,
  StrategyLegTemplate,
} from './strategy-types';

/*
 * The option-strategy catalogue. Strikes are offsets from the ATM strike in strike steps (NIFTY:
 * 1 step = 50 points), so a strategy can be placed on any chain. Formulas are per unit of the
 * underlying (multiply by lot size × lots for rupees), with K1 < K2 < K3 < K4 the strikes used from
 * low to high, P a single option's premium, D the net debit paid, C the net credit received, S0 the
 * price paid for the stock and F0 for the future. "At expiry" means at the strategy's near expiry.
 */

function leg(
  side: LegSide,
  instrument: LegInstrument,
  strikeSteps = 0,
  lots = 1,
  expiry: LegExpiry = 'near',
): StrategyLegTemplate {
  return { instrument, side, lots, strikeSteps, expiry };
}
const buy = (instrument: LegInstrument, strikeSteps = 0, lots = 1, expiry: LegExpiry = 'near') =>
  leg('buy', instrument, strikeSteps, lots, expiry);
const sell = (instrument: LegInstrument, strikeSteps = 0, lots = 1, expiry: LegExpiry = 'near') =>
  leg('sell', instrument, strikeSteps, lots, expiry);

const CALENDAR_NOTE =
  'depends on the next-expiry option value at the near expiry (valued by Black–Scholes with its remaining time and IV)';

/** Every strategy, grouped by view; the count shown in the product is `OPTION_STRATEGIES.length`. */
export const OPTION_STRATEGIES: readonly OptionStrategyDefinition[] = [
  // ───────────────────────────── bullish ─────────────────────────────
  {
    id: 'long-call',
    name: 'Long Call',
    view: 'bullish',
    level: 'beginner',
    legs: [buy('call')],
    rationale:
      'Buy a call when you expect a sharp rise, such as a NIFTY breakout after a strong FII buying day. The loss is capped at the premium while the upside is open, but time decay works against you, fastest in the last week before expiry.',
    maxProfit: 'Unlimited',
    maxLoss: 'P (premium paid)',
    breakevens: 'K + P',
  },
  {
    id: 'short-put',
    name: 'Short Put (Naked Put)',
    view: 'bullish',
    level: 'intermediate',
    legs: [sell('put')],
    rationale:
      'Sell a put when you expect the underlying to hold above a level, collecting the premium as time passes. It needs full SPAN plus exposure margin and loses heavily in a crash, so many Indian traders sell puts only on stocks they would be happy to own.',
    maxProfit: 'P (premium received)',
    maxLoss: 'K − P (if the underlying falls to zero)',
    breakevens: 'K − P',
  },
  {
    id: 'long-futures',
    name: 'Long Futures',
    view: 'bullish',
    level: 'beginner',
    legs: [buy('future')],
    rationale:
      'Buy the future for leveraged, one-for-one exposure to a rise without paying option time value. Profit and loss are linear and marked to market daily, and the margin is a fraction of the contract value.',
    maxProfit: 'Unlimited',
    maxLoss: 'F0 (if the underlying falls to zero)',
    breakevens: 'F0',
  },
  {
    id: 'covered-call',
    name: 'Covered Call',
    view: 'bullish',
    level: 'beginner',
    legs: [buy('stock'), sell('call', 2)],
    rationale:
      'Hold the shares (one lot) and sell an out-of-the-money call against them to earn a monthly income. You give up gains above the strike; NSE gives no margin offset for the shares unless they are pledged as collateral.',
    maxProfit: 'K − S0 + P',
    maxLoss: 'S0 − P (if the stock falls to zero)',
    breakevens: 'S0 − P',
  },
  {
    id: 'futures-covered-call',
    name: 'Covered Call with Futures',
    view: 'bullish',
    level: 'intermediate',
    legs: [buy('future'), sell('call', 2)],
    rationale:
      'The Indian F&O form of the covered call: a long future with a short out-of-the-money call of the same expiry. The short call earns premium and the pair gets a large SPAN hedge benefit compared with the two legs alone.',
    maxProfit: 'K − F0 + P',
    maxLoss: 'F0 − P (if the underlying falls to zero)',
    breakevens: 'F0 − P',
  },
  {
    id: 'protective-put',
    name: 'Protective Put (Married Put)',
    view: 'bullish',
    level: 'beginner',
    legs: [buy('stock'), buy('put', -2)],
    rationale:
      'Insure a stock holding with an out-of-the-money put, for example ahead of quarterly results or an election outcome. The put caps the loss while you keep the upside, at the cost of the premium.',
    maxProfit: 'Unlimited',
    maxLoss: 'S0 − K + P',
    breakevens: 'S0 + P',
  },
  {
    id: 'futures-protective-put',
    name: 'Protective Put with Futures',
    view: 'bullish',
    level: 'intermediate',
    legs: [buy('future'), buy('put', -2)],
    rationale:
      'A long future hedged with an out-of-the-money put of the same expiry: a synthetic long call with a known worst case. Traders use it to carry a leveraged long position through event risk such as the Budget or an RBI policy.',
    maxProfit: 'Unlimited',
    maxLoss: 'F0 − K + P',
    breakevens: 'F0 + P',
  },
  {
    id: 'collar',
    name: 'Collar',
    view: 'bullish',
    level: 'intermediate',
    legs: [buy('stock'), buy('put', -2), sell('call', 2)],
    rationale:
      'Protect a stock holding with a put and pay for it by selling a call, often at nearly zero cost. It suits long-term investors who want to lock in gains for a month without selling shares.',
    maxProfit: 'K2 − S0 − D (D = put premium − call premium; negative when a credit)',
    maxLoss: 'S0 − K1 + D',
    breakevens: 'S0 + D',
  },
  {
    id: 'bull-call-spread',
    name: 'Bull Call Spread',
    view: 'bullish',
    level: 'beginner',
    legs: [buy('call'), sell('call', 2)],
    rationale:
      'Buy a call and sell a higher call to cut the cost of a bullish view. Both the profit and the loss are capped, and the margin is far below a naked position because the short call is covered.',
    maxProfit: '(K2 − K1) − D',
    maxLoss: 'D (net debit)',
    breakevens: 'K1 + D',
  },
  {
    id: 'bull-put-spread',
    name: 'Bull Put Spread',
    view: 'bullish',
    level: 'intermediate',
    legs: [sell('put'), buy('put', -2)],
    rationale:
      'Sell a put and buy a lower put for a net credit when you expect the market to stay above a support level. Time decay helps you, and the bought put caps the loss and the margin.',
    maxProfit: 'C (net credit)',
    maxLoss: '(K2 − K1) − C',
    breakevens: 'K2 − C',
  },
  {
    id: 'call-ratio-backspread',
    name: 'Call Ratio Back Spread',
    view: 'bullish',
    level: 'advanced',
    legs: [sell('call'), buy('call', 2, 2)],
    rationale:
      'Sell one call and buy two higher calls, usually for a small credit, when you expect a big up move. It profits most from a sharp rally, keeps the credit if the market falls, and loses most if the underlying ends at the higher strike.',
    maxProfit: 'Unlimited',
    maxLoss: '(K2 − K1) − C at K2 (C = net credit; use −D for a debit)',
    breakevens: 'K1 + C (only with a credit) and K2 + (K2 − K1) − C',
  },
  {
    id: 'risk-reversal',
    name: 'Risk Reversal (Bullish)',
    view: 'bullish',
    level: 'intermediate',
    legs: [sell('put', -2), buy('call', 2)],
    rationale:
      'Sell an out-of-the-money put to finance an out-of-the-money call, taking a leveraged bullish view at little or no cost. Below the put strike you behave like a long future, so margin and downside are those of a naked put.',
    maxProfit: 'Unlimited',
    maxLoss: 'K1 + D (if the underlying falls to zero; D = call − put premium)',
    breakevens: 'K2 + D with a net debit, K1 − C with a net credit',
  },
  {
    id: 'synthetic-long',
    name: 'Synthetic Long (Long Combo)',
    view: 'bullish',
    level: 'intermediate',
    legs: [buy('call'), sell('put')],
    rationale:
      'Buy a call and sell a put at the same strike to replicate a long future. Traders use it when the option pair is cheaper than the future or to roll a position, and the margin is close to that of a future.',
    maxProfit: 'Unlimited',
    maxLoss: 'K + D (if the underlying falls to zero; D = call − put premium)',
    breakevens: 'K + D',
  },
  {
    id: 'long-call-ladder',
    name: 'Long Call Ladder (Bull Call Ladder)',
    view: 'bullish',
    level: 'advanced',
    legs: [buy('call'), sell('call', 2), sell('call', 4)],
    rationale:
      'A bull call spread with one more call sold higher up, which makes the trade cheap or a credit. It pays best when the market rises moderately to between the short strikes, but a runaway rally beyond the top strike loses without limit.',
    maxProfit: '(K2 − K1) − D between K2 and K3',
    maxLoss: 'Unlimited above K3 + (K2 − K1) − D; D below K1',
    breakevens: 'K1 + D (with a debit) and K3 + (K2 − K1) − D',
  },
  {
    id: 'call-broken-wing-butterfly',
    name: 'Call Broken Wing Butterfly',
    view: 'bullish',
    level: 'advanced',
    legs: [buy('call'), sell('call', 2, 2), buy('call', 6)],
    rationale:
      'A call butterfly whose upper wing is moved further out, placed above the market for a small debit or a credit. It profits most if the underlying rises to the short strike by expiry; the skipped strikes put the risk on a big rally.',
    maxProfit: '(K2 − K1) − D at K2',
    maxLoss: '(K3 − K2) − (K2 − K1) + D above K3; D below K1 when a debit',
    breakevens: 'K1 + D (with a debit) and K2 + (K2 − K1) − D',
  },
  {
    id: 'bullish-seagull',
    name: 'Seagull (Bullish)',
    view: 'bullish',
    level: 'advanced',
    legs: [sell('put', -4), buy('call'), sell('call', 4)],
    rationale:
      'A bull call spread paid for by selling an out-of-the-money put, often at zero cost. The upside is capped at the short call and the downside below the short put is like a long future, so it needs margin like a naked put.',
    maxProfit: '(K3 − K2) − D',
    maxLoss: 'K1 + D (if the underlying falls to zero)',
    breakevens: 'K2 + D with a net debit, K1 − C with a net credit',
  },
  {
    id: 'jade-lizard',
    name: 'Jade Lizard',
    view: 'bullish',
    level: 'advanced',
    legs: [sell('put', -2), sell('call', 2), buy('call', 4)],
    rationale:
      'Sell a put and a bear call spread together for a credit larger than the call spread width, so there is no risk on the upside. It suits a neutral-to-bullish view when IV is high, as after a sharp fall in NIFTY.',
    maxProfit: 'C (net credit)',
    maxLoss: 'K1 − C (if the underlying falls to zero); above K3 (K3 − K2) − C, none when C ≥ K3 − K2',
    breakevens: 'K1 − C (and K2 + C when C < K3 − K2)',
  },
  {
    id: 'call-christmas-tree',
    name: 'Call Christmas Tree',
    view: 'bullish',
    level: 'advanced',
    legs: [buy('call'), sell('call', 4, 3), buy('call', 6, 2)],
    rationale:
      'Buy one call, skip a strike, sell three calls higher and buy two calls above them, for a small debit. It pays best when the underlying climbs steadily to the short strike by expiry and risks only the debit.',
    maxProfit: '(K2 − K1) − D at K2',
    maxLoss: 'D (below K1 and above K3)',
    breakevens: 'K1 + D and K2 + (K2 − K1 − D) / 2',
  },
  {
    id: 'call-diagonal',
    name: 'Call Diagonal Spread',
    view: 'bullish',
    level: 'advanced',
    legs: [buy('call', 0, 1, 'next'), sell('call', 2, 1, 'near')],
    rationale:
      'Buy a call of the next expiry and sell a higher call of the near expiry, the "poor man\'s covered call". The short call decays faster and can be rolled every expiry while the longer call carries the bullish view.',
    maxProfit: `Largest near K2: the next-expiry call's value at K2 − D; ${CALENDAR_NOTE}`,
    maxLoss: 'About D (net debit) on a large fall; on a large rally the P&L tends to (K2 − K1) − D',
    breakevens: `Found numerically: the prices where the P&L at the near expiry is zero (${CALENDAR_NOTE})`,
  },

  // ───────────────────────────── bearish ─────────────────────────────
  {
    id: 'long-put',
    name: 'Long Put',
    view: 'bearish',
    level: 'beginner',
    legs: [buy('put')],
    rationale:
      'Buy a put when you expect a sharp fall, or to hedge a portfolio against a sell-off. The loss is limited to the premium, but time decay erodes it if the fall does not come quickly.',
    maxProfit: 'K − P (if the underlying falls to zero)',
    maxLoss: 'P (premium paid)',
    breakevens: 'K − P',
  },
  {
    id: 'short-call',
    name: 'Short Call (Naked Call)',
    view: 'bearish',
    level: 'intermediate',
    legs: [sell('call')],
    rationale:
      'Sell a call when you expect the underlying to stay below a resistance level, earning the premium as it decays. The risk on a rally is unlimited and the full SPAN plus exposure margin applies, more on expiry day for index options.',
    maxProfit: 'P (premium received)',
    maxLoss: 'Unlimited',
    breakevens: 'K + P',
  },
  {
    id: 'short-futures',
    name: 'Short Futures',
    view: 'bearish',
    level: 'beginner',
    legs: [sell('future')],
    rationale:
      'Sell the future for a leveraged, linear bet on a fall; in India it is the usual way to go short overnight, since the cash market allows short selling only intraday. Losses on a rally are unlimited.',
    maxProfit: 'F0 (if the underlying falls to zero)',
    maxLoss: 'Unlimited',
    breakevens: 'F0',
  },
  {
    id: 'bear-put-spread',
    name: 'Bear Put Spread',
    view: 'bearish',
    level: 'beginner',
    legs: [buy('put'), sell('put', -2)],
    rationale:
      'Buy a put and sell a lower put to cheapen a bearish view. Profit and loss are both capped and the margin is small because the sold put is covered.',
    maxProfit: '(K2 − K1) − D',
    maxLoss: 'D (net debit)',
    breakevens: 'K2 − D',
  },
  {
    id: 'bear-call-spread',
    name: 'Bear Call Spread',
    view: 'bearish',
    level: 'intermediate',
    legs: [sell('call'), buy('call', 2)],
    rationale:
      'Sell a call and buy a higher call for a net credit when you expect the market to stay below resistance. Time decay works for you and the bought call caps both the loss and the margin.',
    maxProfit: 'C (net credit)',
    maxLoss: '(K2 − K1) − C',
    breakevens: 'K1 + C',
  },
  {
    id: 'put-ratio-backspread',
    name: 'Put Ratio Back Spread',
    view: 'bearish',
    level: 'advanced',
    legs: [sell('put'), buy('put', -2, 2)],
    rationale:
      'Sell one put and buy two lower puts, usually for a small credit, when you expect a crash. It gains most on a steep fall, keeps the credit if the market rises, and loses most if the underlying ends at the lower strike.',
    maxProfit: '2·K1 − K2 + C (if the underlying falls to zero)',
    maxLoss: '(K2 − K1) − C at K1',
    breakevens: 'K2 − C (only with a credit) and K1 − (K2 − K1) + C',
  },
  {
    id: 'synthetic-short',
    name: 'Synthetic Short',
    view: 'bearish',
    level: 'intermediate',
    legs: [sell('call'), buy('put')],
    rationale:
      'Sell a call and buy a put at the same strike to replicate a short future. It is used when the options are priced better than the future or to hedge a long stock portfolio.',
    maxProfit: 'K + C (if the underlying falls to zero; C = call − put premium)',
    maxLoss: 'Unlimited',
    breakevens: 'K + C',
  },
  {
    id: 'bearish-risk-reversal',
    name: 'Risk Reversal (Bearish)',
    view: 'bearish',
    level: 'intermediate',
    legs: [buy('put', -2), sell('call', 2)],
    rationale:
      'Buy an out-of-the-money put and pay for it by selling an out-of-the-money call. It takes a cheap bearish view, or hedges a long portfolio, with unlimited risk if the market rallies past the call.',
    maxProfit: 'K1 − D (if the underlying falls to zero; D = put − call premium)',
    maxLoss: 'Unlimited',
    breakevens: 'K1 − D with a net debit, K2 + C with a net credit',
  },
  {
    id: 'covered-put',
    name: 'Covered Put',
    view: 'bearish',
    level: 'intermediate',
    legs: [sell('future'), sell('put', -2)],
    rationale:
      'A short future with a short out-of-the-money put: the mirror of a covered call, earning premium while you are short. It caps the gain below the put strike and keeps the unlimited risk of a short future on a rally.',
    maxProfit: 'F0 − K + P',
    maxLoss: 'Unlimited',
    breakevens: 'F0 + P',
  },
  {
    id: 'protective-call',
    name: 'Protective Call (Synthetic Long Put)',
    view: 'bearish',
    level: 'intermediate',
    legs: [sell('future'), buy('call', 2)],
    rationale:
      'Hedge a short future with an out-of-the-money call so a sudden rally cannot hurt beyond a known amount. It suits carrying a short position through events such as results or a policy announcement.',
    maxProfit: 'F0 − P (if the underlying falls to zero)',
    maxLoss: 'K − F0 + P',
    breakevens: 'F0 − P',
  },
  {
    id: 'long-put-ladder',
    name: 'Long Put Ladder (Bear Put Ladder)',
    view: 'bearish',
    level: 'advanced',
    legs: [buy('put'), sell('put', -2), sell('put', -4)],
    rationale:
      'A bear put spread with one more put sold lower down, making it cheap or a credit. It pays best on a moderate fall to between the short strikes, but a crash below the bottom strike brings large losses.',
    maxProfit: '(K3 − K2) − D between K1 and K2',
    maxLoss: 'K1 + K2 − K3 + D (if the underlying falls to zero); D above K3',
    breakevens: 'K3 − D (with a debit) and K1 − (K3 − K2) + D',
  },
  {
    id: 'put-broken-wing-butterfly',
    name: 'Put Broken Wing Butterfly',
    view: 'bearish',
    level: 'advanced',
    legs: [buy('put'), sell('put', -2, 2), buy('put', -6)],
    rationale:
      'A put butterfly with its lower wing moved further out, placed below the market for a small debit or a credit. It profits most if the underlying slides to the short strike, with the risk on a crash.',
    maxProfit: '(K3 − K2) − D at K2',
    maxLoss: '(K2 − K1) − (K3 − K2) + D below K1; D above K3 when a debit',
    breakevens: 'K3 − D (with a debit) and K2 − (K3 − K2) + D',
  },
  {
    id: 'bearish-seagull',
    name: 'Seagull (Bearish)',
    view: 'bearish',
    level: 'advanced',
    legs: [sell('call', 4), buy('put'), sell('put', -4)],
    rationale:
      'A bear put spread financed by selling an out-of-the-money call, often at zero cost. The gain is capped at the short put and a rally past the short call loses without limit.',
    maxProfit: '(K2 − K1) − D',
    maxLoss: 'Unlimited',
    breakevens: 'K2 − D with a net debit, K3 + C with a net credit',
  },
  {
    id: 'reverse-jade-lizard',
    name: 'Reverse Jade Lizard (Twisted Sister)',
    view: 'bearish',
    level: 'advanced',
    legs: [sell('call', 2), sell('put', -2), buy('put', -4)],
    rationale:
      'Sell a call and a bull put spread for a credit larger than the put spread width, so a fall cannot lose. It suits a neutral-to-bearish view with high IV; the risk is all on a rally.',
    maxProfit: 'C (net credit)',
    maxLoss: 'Unlimited above K3 + C; below K1 (K2 − K1) − C, none when C ≥ K2 − K1',
    breakevens: 'K3 + C (and K2 − C when C < K2 − K1)',
  },
  {
    id: 'put-christmas-tree',
    name: 'Put Christmas Tree',
    view: 'bearish',
    level: 'advanced',
    legs: [buy('put'), sell('put', -4, 3), buy('put', -6, 2)],
    rationale:
      'Buy one put, skip a strike, sell three puts lower and buy two puts below them, for a small debit. It pays best on a steady decline to the short strike and risks only the debit.',
    maxProfit: '(K3 − K2) − D at K2',
    maxLoss: 'D (above K3 and below K1)',
    breakevens: 'K3 − D and K2 − (K3 − K2 − D) / 2',
  },
  {
    id: 'put-diagonal',
    name: 'Put Diagonal Spread',
    view: 'bearish',
    level: 'advanced',
    legs: [buy('put', 0, 1, 'next'), sell('put', -2, 1, 'near')],
    rationale:
      'Buy a put of the next expiry and sell a lower put of the near expiry. The short put decays faster and can be rolled each expiry while the longer put carries the bearish view.',
    maxProfit: `Largest near K1: the next-expiry put's value at K1 − D; ${CALENDAR_NOTE}`,
    maxLoss: 'About D (net debit) on a large rally; on a large fall the P&L tends to (K2 − K1) − D',
    breakevens: `Found numerically: the prices where the P&L at the near expiry is zero (${CALENDAR_NOTE})`,
  },

  // ───────────────────────────── neutral ─────────────────────────────
  {
    id: 'short-straddle',
    name: 'Short Straddle',
    view: 'neutral',
    level: 'intermediate',
    legs: [sell('call'), sell('put')],
    rationale:
      'Sell the ATM call and put to collect the most time value when you expect the market to stay pinned, a common NIFTY expiry-week trade. Losses are unlimited on a big move either way, and index shorts pay an extra 2 % exposure margin on expiry day.',
    maxProfit: 'C (total premium received)',
    maxLoss: 'Unlimited',
    breakevens: 'K − C and K + C',
  },
  {
    id: 'short-strangle',
    name: 'Short Strangle',
    view: 'neutral',
    level: 'intermediate',
    legs: [sell('put', -2), sell('call', 2)],
    rationale:
      'Sell an out-of-the-money put and call to earn premium while the market stays in a range. It is wider and safer than a short straddle but collects less, and the risk stays unlimited on either side.',
    maxProfit: 'C (total premium received)',
    maxLoss: 'Unlimited',
    breakevens: 'K1 − C and K2 + C',
  },
  {
    id: 'iron-butterfly',
    name: 'Iron Butterfly (Short)',
    view: 'neutral',
    level: 'intermediate',
    legs: [buy('put', -2), sell('put'), sell('call'), buy('call', 2)],
    rationale:
      'A short straddle with bought wings that cap the loss and cut the margin sharply. It suits a range-bound view around the ATM strike with a defined worst case.',
    maxProfit: 'C (net credit) at K2',
    maxLoss: '(K2 − K1) − C',
    breakevens: 'K2 − C and K2 + C',
  },
  {
    id: 'short-iron-condor',
    name: 'Iron Condor (Short)',
    view: 'neutral',
    level: 'intermediate',
    legs: [buy('put', -4), sell('put', -2), sell('call', 2), buy('call', 4)],
    rationale:
      "Sell an out-of-the-money put spread and call spread together for a credit when you expect the market to stay in a range. Risk is defined on both sides, so the margin is a fraction of a short strangle's.",
    maxProfit: 'C (net credit) between K2 and K3',
    maxLoss: '(K2 − K1) − C (equal wings)',
    breakevens: 'K2 − C and K3 + C',
  },
  {
    id: 'long-call-butterfly',
    name: 'Long Call Butterfly',
    view: 'neutral',
    level: 'intermediate',
    legs: [buy('call', -2), sell('call', 0, 2), buy('call', 2)],
    rationale:
      'Buy one lower and one higher call and sell two ATM calls, for a small debit, when you expect the underlying to finish near the middle strike. Risk is limited to the debit and the reward is several times larger if the pin happens.',
    maxProfit: '(K2 − K1) − D at K2',
    maxLoss: 'D (net debit)',
    breakevens: 'K1 + D and K3 − D',
  },
  {
    id: 'long-put-butterfly',
    name: 'Long Put Butterfly',
    view: 'neutral',
    level: 'intermediate',
    legs: [buy('put', -2), sell('put', 0, 2), buy('put', 2)],
    rationale:
      'The put version of the long butterfly: a cheap bet that the underlying expires near the middle strike. It pays the same as the call butterfly, and traders choose whichever side quotes better.',
    maxProfit: '(K2 − K1) − D at K2',
    maxLoss: 'D (net debit)',
    breakevens: 'K1 + D and K3 − D',
  },
  {
    id: 'long-call-condor',
    name: 'Long Call Condor',
    view: 'neutral',
    level: 'intermediate',
    legs: [buy('call', -3), sell('call', -1), sell('call', 1), buy('call', 3)],
    rationale:
      'A butterfly with the two short calls split across two strikes, giving a wider profit zone for a little less reward. It suits a quiet market expected to stay within a band.',
    maxProfit: '(K2 − K1) − D between K2 and K3',
    maxLoss: 'D (net debit)',
    breakevens: 'K1 + D and K4 − D',
  },
  {
    id: 'long-put-condor',
    name: 'Long Put Condor',
    view: 'neutral',
    level: 'intermediate',
    legs: [buy('put', -3), sell('put', -1), sell('put', 1), buy('put', 3)],
    rationale:
      'The put version of the long condor: a debit trade that pays when the underlying finishes between the two middle strikes. Its loss is limited to the debit.',
    maxProfit: '(K2 − K1) − D between K2 and K3',
    maxLoss: 'D (net debit)',
    breakevens: 'K1 + D and K4 − D',
  },
  {
    id: 'call-ratio-spread',
    name: 'Call Ratio Spread (Front Spread)',
    view: 'neutral',
    level: 'advanced',
    legs: [buy('call'), sell('call', 2, 2)],
    rationale:
      'Buy one call and sell two higher calls, often for a credit, when you expect a mild rise but no rally. The extra short call makes the upside risk unlimited, so it needs close watching and naked-call margin.',
    maxProfit: '(K2 − K1) − D at K2',
    maxLoss: 'Unlimited above K2 + (K2 − K1) − D; D below K1 when a debit',
    breakevens: 'K1 + D (with a debit) and K2 + (K2 − K1) − D',
  },
  {
    id: 'put-ratio-spread',
    name: 'Put Ratio Spread (Front Spread)',
    view: 'neutral',
    level: 'advanced',
    legs: [buy('put'), sell('put', -2, 2)],
    rationale:
      'Buy one put and sell two lower puts, often for a credit, when you expect a mild dip but no crash. A sharp fall below the lower strike loses heavily, as on a gap-down open.',
    maxProfit: '(K2 − K1) − D at K1',
    maxLoss: '2·K1 − K2 + D (if the underlying falls to zero); D above K2 when a debit',
    breakevens: 'K2 − D (with a debit) and K1 − (K2 − K1) + D',
  },
  {
    id: 'call-calendar',
    name: 'Call Calendar Spread',
    view: 'neutral',
    level: 'intermediate',
    legs: [sell('call', 0, 1, 'near'), buy('call', 0, 1, 'next')],
    rationale:
      'Sell a near-expiry call and buy the same strike in the next expiry, profiting from the faster decay of the near option. It works best when the underlying sits at the strike at the near expiry and IV rises.',
    maxProfit: `Largest at K: the next-expiry call's value at K − D; ${CALENDAR_NOTE}`,
    maxLoss: 'About D (net debit) on a large move either way',
    breakevens: `Two prices around K, found numerically (${CALENDAR_NOTE})`,
  },
  {
    id: 'put-calendar',
    name: 'Put Calendar Spread',
    view: 'neutral',
    level: 'intermediate',
    legs: [sell('put', 0, 1, 'near'), buy('put', 0, 1, 'next')],
    rationale:
      'Sell a near-expiry put and buy the same strike in the next expiry to earn the faster decay of the near put. It suits a market expected to hover around the strike, with a long vega bias.',
    maxProfit: `Largest at K: the next-expiry put's value at K − D; ${CALENDAR_NOTE}`,
    maxLoss: 'About D (net debit) on a large move either way',
    breakevens: `Two prices around K, found numerically (${CALENDAR_NOTE})`,
  },
  {
    id: 'double-calendar',
    name: 'Double Calendar',
    view: 'neutral',
    level: 'advanced',
    legs: [
      sell('put', -2, 1, 'near'),
      buy('put', -2, 1, 'next'),
      sell('call', 2, 1, 'near'),
      buy('call', 2, 1, 'next'),
    ],
    rationale:
      'A put calendar below the market and a call calendar above it, for a wider profit zone than a single calendar. It gains from near-expiry decay and from a rise in IV, and loses about the debit on a big move.',
    maxProfit: `Largest near K1 or K2; ${CALENDAR_NOTE}`,
    maxLoss: 'About D (net debit) on a large move either way',
    breakevens: `Two prices outside K1 and K2, found numerically (${CALENDAR_NOTE})`,
  },
  {
    id: 'double-diagonal',
    name: 'Double Diagonal',
    view: 'neutral',
    level: 'advanced',
    legs: [
      buy('put', -4, 1, 'next'),
      sell('put', -2, 1, 'near'),
      sell('call', 2, 1, 'near'),
      buy('call', 4, 1, 'next'),
    ],
    rationale:
      "An iron condor whose bought wings are in the next expiry: sell near-expiry strangle, buy next-expiry wider strangle. It earns the near options' decay inside a range and can be rolled each expiry.",
    maxProfit: `Largest near K2 or K3; ${CALENDAR_NOTE}`,
    maxLoss:
      'Limited: about (K2 − K1) − C on a large move (equal wings; C = net credit, −D for a debit), less the time value left in the long wing',
    breakevens: `Two prices outside K2 and K3, found numerically (${CALENDAR_NOTE})`,
  },
  {
    id: 'long-box',
    name: 'Long Box',
    view: 'neutral',
    level: 'advanced',
    legs: [buy('call', -2), sell('call', 2), buy('put', 2), sell('put', -2)],
    rationale:
      'A bull call spread plus a bear put spread on the same strikes: it pays K2 − K1 at expiry whatever happens. It is an arbitrage or lending trade, worth doing only when the debit is below the discounted width after charges.',
    maxProfit: '(K2 − K1) − D, fixed',
    maxLoss: 'D − (K2 − K1) if the box was overpaid, fixed',
    breakevens: 'None: the expiry P&L is the same at every price',
  },
  {
    id: 'short-box',
    name: 'Short Box',
    view: 'neutral',
    level: 'advanced',
    legs: [sell('call', -2), buy('call', 2), sell('put', 2), buy('put', -2)],
    rationale:
      'The reverse of a long box: receive the credit now and pay K2 − K1 at expiry, a way to borrow at the implied rate. Use European index options only, since early assignment on American options breaks it.',
    maxProfit: 'C − (K2 − K1), fixed',
    maxLoss: '(K2 − K1) − C, fixed',
    breakevens: 'None: the expiry P&L is the same at every price',
  },
  {
    id: 'short-guts',
    name: 'Short Guts',
    view: 'neutral',
    level: 'advanced',
    legs: [sell('call', -2), sell('put', 2)],
    rationale:
      'Sell an in-the-money call and an in-the-money put, a short strangle with the strikes crossed. It collects a large credit of which K2 − K1 is always paid back, so it profits only if the market stays in the middle.',
    maxProfit: 'C − (K2 − K1) between K1 and K2',
    maxLoss: 'Unlimited',
    breakevens: 'K1 + C and K2 − C',
  },
  {
    id: 'conversion',
    name: 'Conversion',
    view: 'neutral',
    level: 'advanced',
    legs: [buy('future'), buy('put'), sell('call')],
    rationale:
      'A long future hedged with a synthetic short (long put, short call at one strike): the P&L is locked in at entry. Arbitrageurs use it when the future trades cheap to the options.',
    maxProfit: 'K − F0 + C (C = call − put premium), fixed',
    maxLoss: 'F0 − K − C when positive (the same fixed P&L)',
    breakevens: 'None: the expiry P&L is the same at every price',
  },
  {
    id: 'reversal',
    name: 'Reversal (Reverse Conversion)',
    view: 'neutral',
    level: 'advanced',
    legs: [sell('future'), sell('put'), buy('call')],
    rationale:
      'A short future hedged with a synthetic long (long call, short put at one strike), locking the P&L at entry. It is the arbitrage used when the future trades rich to the options.',
    maxProfit: 'F0 − K − D (D = call − put premium), fixed',
    maxLoss: 'K + D − F0 when positive (the same fixed P&L)',
    breakevens: 'None: the expiry P&L is the same at every price',
  },

  // ───────────────────────────── volatile ─────────────────────────────
  {
    id: 'long-straddle',
    name: 'Long Straddle',
    view: 'volatile',
    level: 'beginner',
    legs: [buy('call'), buy('put')],
    rationale:
      'Buy the ATM call and put before an event with an uncertain outcome, such as election results, the Budget or an RBI policy. It profits from a big move either way, but IV usually falls after the event.',
    maxProfit: 'Unlimited',
    maxLoss: 'D (total premium paid) at K',
    breakevens: 'K − D and K + D',
  },
  {
    id: 'long-strangle',
    name: 'Long Strangle',
    view: 'volatile',
    level: 'beginner',
    legs: [buy('put', -2), buy('call', 2)],
    rationale:
      'Buy an out-of-the-money put and call: cheaper than a straddle, needing a larger move to pay. Traders use it ahead of quarterly results of volatile stocks.',
    maxProfit: 'Unlimited',
    maxLoss: 'D (total premium paid) between K1 and K2',
    breakevens: 'K1 − D and K2 + D',
  },
  {
    id: 'strip',
    name: 'Strip',
    view: 'volatile',
    level: 'intermediate',
    legs: [buy('call'), buy('put', 0, 2)],
    rationale:
      'One ATM call and two ATM puts: a straddle tilted to the downside for when a big move is expected and a fall is the likelier direction. It costs more than a straddle.',
    maxProfit: 'Unlimited on a rise; 2·K − D if the underlying falls to zero',
    maxLoss: 'D (total premium paid) at K',
    breakevens: 'K − D/2 and K + D',
  },
  {
    id: 'strap',
    name: 'Strap',
    view: 'volatile',
    level: 'intermediate',
    legs: [buy('call', 0, 2), buy('put')],
    rationale:
      'Two ATM calls and one ATM put: a straddle tilted to the upside for when a big move is expected and a rise is the likelier direction. It costs more than a straddle.',
    maxProfit: 'Unlimited',
    maxLoss: 'D (total premium paid) at K',
    breakevens: 'K − D and K + D/2',
  },
  {
    id: 'short-call-butterfly',
    name: 'Short Call Butterfly',
    view: 'volatile',
    level: 'intermediate',
    legs: [sell('call', -2), buy('call', 0, 2), sell('call', 2)],
    rationale:
      'Sell the outer calls and buy two middle calls for a small credit, betting that the underlying moves away from the middle strike. Both profit and loss are small and capped.',
    maxProfit: 'C (net credit), outside K1 and K3',
    maxLoss: '(K2 − K1) − C at K2',
    breakevens: 'K1 + C and K3 − C',
  },
  {
    id: 'short-put-butterfly',
    name: 'Short Put Butterfly',
    view: 'volatile',
    level: 'intermediate',
    legs: [sell('put', -2), buy('put', 0, 2), sell('put', 2)],
    rationale:
      'The put version of the short butterfly: a small credit that is kept if the underlying breaks away from the middle strike. Its loss is capped at the wing width less the credit.',
    maxProfit: 'C (net credit), outside K1 and K3',
    maxLoss: '(K2 − K1) − C at K2',
    breakevens: 'K1 + C and K3 − C',
  },
  {
    id: 'reverse-iron-butterfly',
    name: 'Reverse Iron Butterfly (Long)',
    view: 'volatile',
    level: 'intermediate',
    legs: [sell('put', -2), buy('put'), buy('call'), sell('call', 2)],
    rationale:
      'A long straddle with sold wings that cut its cost, profiting from a move of at least the debit either way. The wings cap the profit, so it suits an expected but moderate breakout.',
    maxProfit: '(K2 − K1) − D beyond the wings',
    maxLoss: 'D (net debit) at K2',
    breakevens: 'K2 − D and K2 + D',
  },
  {
    id: 'long-iron-condor',
    name: 'Reverse Iron Condor (Long)',
    view: 'volatile',
    level: 'intermediate',
    legs: [sell('put', -4), buy('put', -2), buy('call', 2), sell('call', 4)],
    rationale:
      'Buy an out-of-the-money put spread and call spread for a debit, betting on a breakout from a range in either direction. Both sides are capped, so the cost is well below a long strangle.',
    maxProfit: '(K2 − K1) − D beyond K1 or K4',
    maxLoss: 'D (net debit) between K2 and K3',
    breakevens: 'K2 − D and K3 + D',
  },
  {
    id: 'short-call-condor',
    name: 'Short Call Condor',
    view: 'volatile',
    level: 'intermediate',
    legs: [sell('call', -3), buy('call', -1), buy('call', 1), sell('call', 3)],
    rationale:
      'Sell the outer calls and buy the inner two for a small credit, which is kept if the underlying leaves the band. The loss is capped at the inner width less the credit.',
    maxProfit: 'C (net credit), outside K1 and K4',
    maxLoss: '(K2 − K1) − C between K2 and K3',
    breakevens: 'K1 + C and K4 − C',
  },
  {
    id: 'short-put-condor',
    name: 'Short Put Condor',
    view: 'volatile',
    level: 'intermediate',
    legs: [sell('put', -3), buy('put', -1), buy('put', 1), sell('put', 3)],
    rationale:
      'The put version of the short condor: a small credit that is kept on a breakout in either direction. The loss inside the band is capped at the inner width less the credit.',
    maxProfit: 'C (net credit), outside K1 and K4',
    maxLoss: '(K2 − K1) − C between K2 and K3',
    breakevens: 'K1 + C and K4 − C',
  },
  {
    id: 'long-guts',
    name: 'Long Guts',
    view: 'volatile',
    level: 'advanced',
    legs: [buy('call', -2), buy('put', 2)],
    rationale:
      'Buy an in-the-money call and an in-the-money put: a long strangle with crossed strikes that always returns at least K2 − K1. It behaves like a straddle and is used when the ITM options quote better.',
    maxProfit: 'Unlimited',
    maxLoss: 'D − (K2 − K1) between K1 and K2',
    breakevens: 'K2 − D and K1 + D',
  },
  {
    id: 'short-call-ladder',
    name: 'Short Call Ladder (Bear Call Ladder)',
    view: 'volatile',
    level: 'advanced',
    legs: [sell('call'), buy('call', 2), buy('call', 4)],
    rationale:
      'Sell one call and buy two higher calls at different strikes, usually for a credit. It keeps the credit if the market falls and profits without limit on a strong rally, losing most between the bought strikes.',
    maxProfit: 'Unlimited',
    maxLoss: '(K2 − K1) − C between K2 and K3',
    breakevens: 'K1 + C (only with a credit) and K3 + (K2 − K1) − C',
  },
  {
    id: 'short-put-ladder',
    name: 'Short Put Ladder (Bull Put Ladder)',
    view: 'volatile',
    level: 'advanced',
    legs: [sell('put'), buy('put', -2), buy('put', -4)],
    rationale:
      'Sell one put and buy two lower puts at different strikes, usually for a credit. It keeps the credit if the market rises and gains heavily in a crash, losing most between the bought strikes.',
    maxProfit: 'K1 + K2 − K3 + C (if the underlying falls to zero)',
    maxLoss: '(K3 − K2) − C between K1 and K2',
    breakevens: 'K3 − C (only with a credit) and K1 − (K3 − K2) + C',
  },
  {
    id: 'short-call-calendar',
    name: 'Short Call Calendar (Reverse Calendar)',
    view: 'volatile',
    level: 'advanced',
    legs: [buy('call', 0, 1, 'near'), sell('call', 0, 1, 'next')],
    rationale:
      'Buy the near-expiry call and sell the same strike in the next expiry for a credit, betting on a large move or an IV fall before the near expiry. It loses most if the underlying sits at the strike, and the short next-expiry call needs margin.',
    maxProfit: 'About C (net credit) on a large move either way',
    maxLoss: `Largest at K: the next-expiry call's value at K − C; ${CALENDAR_NOTE}`,
    breakevens: `Two prices around K, found numerically (${CALENDAR_NOTE})`,
  },
];

/**
 * The strategy with this id (URL slug) or number (its place in the catalogue, from 1: the short
 * links `/option-chain/option-strategy/1`), or undefined.
 */
export function findOptionStrategy(id: string): OptionStrategyDefinition | undefined {
  if (/^[1-9][0-9]{0,3}$/.test(id)) return OPTION_STRATEGIES[Number(id) - 1];
  return OPTION_STRATEGIES.find((s) => s.id === id);
}
