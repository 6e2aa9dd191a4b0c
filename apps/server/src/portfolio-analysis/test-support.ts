/** Shared by the portfolio-analysis server tests: a complete moderate questionnaire and a JSON caller. */
import type { TestAppContext } from '../testing/test-app-lifecycle';

/** Answers scoring 19 of 36 (moderate), losses accepted up to 10 %. */
export const MODERATE = {
  age: '45to59',
  income: '5to15l',
  dependants: 'twoToThree',
  horizon: '3to5y',
  emergencyFund: '3to6m',
  experience: 'someStocks',
  fallReaction: 'hold',
  lossTolerance: 'upTo10',
  goal: 'balanced',
} as const;

export type Body = Record<string, unknown>;

/** GET `/api/v3/{url}` (or POST with `payload`) as the holder of `token`: the status and JSON body. */
export const apiCaller =
  (ctx: TestAppContext) =>
  async (
    token: string | null,
    url: string,
    payload?: object,
  ): Promise<{ statusCode: number; body: Body }> => {
    const res = await ctx.t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/v3/${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
    return { statusCode: res.statusCode, body: res.json<Body>() };
  };
