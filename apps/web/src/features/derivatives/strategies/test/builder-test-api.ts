// The builder tests' mocked server: the option data, chains, catalogue details and payoff answers,
// built from the typed fixtures. Each call to getPayoff is recorded with its body.
import type { PayoffBody, StrategyLeg } from '@nivesh/contracts';
import { mockApi } from '@/test/mock-api';
import { chainAnswer, LOT, NEAR, NEXT, positionOf, SOURCE, SPOT, STRATEGIES } from './strategy-test-fixtures';

const ENVELOPE = { status: 1, message: '' } as const;

const isLegList = (value: unknown): value is StrategyLeg[] => Array.isArray(value);

function bodyOf(init: RequestInit | undefined): PayoffBody | undefined {
  if (typeof init?.body !== 'string') return undefined;
  const parsed: unknown = JSON.parse(init.body);
  if (typeof parsed !== 'object' || parsed === null || !('legs' in parsed) || !isLegList(parsed.legs))
    return undefined;
  const { legs } = parsed;
  const symbol = 'symbol' in parsed && typeof parsed.symbol === 'string' ? parsed.symbol : '';
  const ivShift = 'ivShift' in parsed && typeof parsed.ivShift === 'number' ? parsed.ivShift : undefined;
  const evaluationDate =
    'evaluationDate' in parsed && typeof parsed.evaluationDate === 'string'
      ? parsed.evaluationDate
      : undefined;
  return { symbol, legs, ivShift, evaluationDate };
}

export interface BuilderApi {
  readonly payoffBodies: PayoffBody[];
}

/** Mocks the builder's endpoints; `refusePayoff` answers getPayoff with that refusal. */
export function mockBuilderApi({ refusePayoff }: { readonly refusePayoff?: string } = {}): BuilderApi {
  const payoffBodies: PayoffBody[] = [];
  mockApi({
    'globalSetting/getOptionData': () => ({
      body: {
        ...ENVELOPE,
        source: SOURCE,
        riskFreeRatePct: 6.5,
        underlyings: [
          {
            symbol: 'NIFTY',
            name: 'NIFTY 50',
            kind: 'index',
            lotSize: LOT,
            strikeStep: 50,
            spot: SPOT,
            change: 50,
            changePct: 0.2,
            expiries: chainAnswer().expiries,
          },
        ],
      },
    }),
    'Optionchain/getOptionChain': (url) => ({
      body: { ...ENVELOPE, ...chainAnswer(url.searchParams.get('expiry') ?? NEAR) },
    }),
    'OptionStrategies/getDetails': (url) => {
      const strategy = STRATEGIES.find((s) => s.id === url.searchParams.get('strategyId'));
      if (!strategy) return { body: { status: 0, message: 'There is no such strategy.' } };
      const legs: StrategyLeg[] = strategy.legs.map((leg) => ({
        instrument: leg.instrument,
        side: leg.side,
        lots: leg.lots,
        strike: leg.instrument === 'call' || leg.instrument === 'put' ? 24_300 + leg.strikeSteps * 50 : null,
        expiry: leg.instrument === 'stock' ? null : leg.expiry === 'near' ? NEAR : NEXT,
      }));
      return { body: { ...ENVELOPE, strategy, position: positionOf(legs) } };
    },
    'OptionStrategies/getPayoff': (_url, init) => {
      const body = bodyOf(init);
      if (body) payoffBodies.push(body);
      if (refusePayoff) return { body: { status: 0, message: refusePayoff } };
      return { body: { ...ENVELOPE, position: positionOf(body?.legs ?? []) } };
    },
  });
  return { payoffBodies };
}
