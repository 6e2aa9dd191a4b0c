import { describe, expect, it } from 'vitest';
import { todayActivityEndpoints } from '../endpoints/today-activity';
import {
  type CorporateActionRowDto,
  type CorporateActionsAnswer,
  corporateActionsQuery,
  corporateActionsSchemas,
} from './corporate-actions';

const ROW: CorporateActionRowDto = {
  symbol: 'TCS',
  series: 'EQ',
  security: 'Tata Consultancy Services',
  kind: 'dividend',
  kinds: ['dividend'],
  purpose: 'Dividend - Rs 3 & Special Dividend - Rs 3',
  amount: 6,
  ratio: null,
  exDate: '2026-11-20',
  recordDate: '2026-11-20',
  announcedOn: '2026-10-30',
  previousClose: 3000,
  yieldPct: 0.2,
  lastPrice: 3010,
  changeSincePct: 0.5,
};

describe('corporate actions: query and answer parse at both ends', () => {
  it('takes a date, a kind, a stock and a page, and refuses a bad date or kind', () => {
    expect(corporateActionsQuery.parse({})).toMatchObject({ page: 1, size: 50 });
    expect(
      corporateActionsQuery.parse({
        date: '2026-11-20',
        kind: 'split',
        symbol: ' tcs ',
        page: '2',
        size: '20',
      }),
    ).toMatchObject({ date: '2026-11-20', kind: 'split', symbol: 'tcs', page: 2, size: 20 });
    expect(corporateActionsQuery.safeParse({ date: '20-11-2026' }).success).toBe(false);
    expect(corporateActionsQuery.safeParse({ kind: 'coupon' }).success).toBe(false);
    expect(corporateActionsQuery.safeParse({ size: 1000 }).success).toBe(false);
  });

  it('parses an answer and is registered once as TodayActivity/getCorporateActions', () => {
    const answer: CorporateActionsAnswer = {
      status: 1,
      message: 'ok',
      source: {
        simulated: true,
        feed: 'simulated',
        sessionDate: '2026-11-23',
        live: true,
        asOf: 0,
        kind: 'simulated',
        fileName: null,
      },
      date: '2026-11-20',
      symbol: null,
      previousDate: '2026-11-19',
      nextDate: null,
      latestDate: '2026-11-20',
      earliestDate: '2016-01-04',
      counts: [{ kind: 'dividend', count: 1 }],
      total: 1,
      page: 1,
      size: 50,
      rows: [ROW],
      upcoming: [],
    };
    expect(corporateActionsSchemas.ok.parse(answer)).toEqual(answer);
    expect(
      corporateActionsSchemas.ok.safeParse({ ...answer, rows: [{ ...ROW, kind: 'coupon' }] }).success,
    ).toBe(false);
    expect(todayActivityEndpoints.corporateActions.path).toBe('TodayActivity/getCorporateActions');
  });
});
