import type { ChainRow } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { strategyBuilderHref } from '../../strategies/lib/leg-url';
import {
  CHAIN_COLUMN_IDS,
  DEFAULT_CHAIN_COLUMNS,
  moveChainColumn,
  parseChainColumns,
  serializeChainColumns,
  toggleChainColumn,
  visibleChainColumns,
} from './chain-columns';
import { chainAnswer, levelRow, optionDataAnswer } from './chain-test-fixtures';
import {
  analysisHref,
  atmRowIndex,
  chainHref,
  isInTheMoney,
  oiBarPercent,
  spotLineIndex,
  strikesAround,
} from './chain-view';
import { indexCards } from './dashboard-cards';

describe('the saved column choice', () => {
  it('reads nothing, garbage or a wrong shape as the default', () => {
    expect(parseChainColumns(null)).toBe(DEFAULT_CHAIN_COLUMNS);
    expect(parseChainColumns('{not json')).toBe(DEFAULT_CHAIN_COLUMNS);
    expect(parseChainColumns('[1,2]')).toBe(DEFAULT_CHAIN_COLUMNS);
    expect(parseChainColumns('{"columns": 3}')).toBe(DEFAULT_CHAIN_COLUMNS);
  });

  it('keeps the saved order, drops unknown and repeated ids and puts new columns in their default place', () => {
    const columns = parseChainColumns(
      JSON.stringify({
        columns: [
          { id: 'ltp', shown: true },
          { id: 'nosuch', shown: true },
          { id: 'oi', shown: false },
          { id: 'ltp', shown: false },
          { id: 'iv', shown: 'yes' },
        ],
      }),
    );
    expect(columns.map((c) => c.id).slice(0, 2)).toEqual(['buildUp', 'ltp']);
    expect(columns.find((c) => c.id === 'ltp')?.shown).toBe(true);
    expect(columns.find((c) => c.id === 'oi')?.shown).toBe(false);
    expect(new Set(columns.map((c) => c.id)).size).toBe(CHAIN_COLUMN_IDS.length);
    expect(columns).toHaveLength(CHAIN_COLUMN_IDS.length);
  });

  it('round-trips, moves within its ends and hides the greeks while Greeks is off', () => {
    const moved = moveChainColumn(DEFAULT_CHAIN_COLUMNS, 'ltp', -1);
    expect(parseChainColumns(serializeChainColumns(moved))).toEqual(moved);
    expect(moveChainColumn(DEFAULT_CHAIN_COLUMNS, 'buildUp', -1)).toBe(DEFAULT_CHAIN_COLUMNS);
    expect(moveChainColumn(DEFAULT_CHAIN_COLUMNS, 'ask', 1)).toBe(DEFAULT_CHAIN_COLUMNS);
    const hidden = toggleChainColumn(DEFAULT_CHAIN_COLUMNS, 'volume', false);
    expect(visibleChainColumns(hidden, false)).toEqual([
      'buildUp',
      'oi',
      'oiChange',
      'iv',
      'ltp',
      'change',
      'bid',
      'ask',
    ]);
    expect(visibleChainColumns(hidden, true)).toContain('theta');
  });
});

describe('the strikes the chain shows', () => {
  const rows: readonly ChainRow[] = chainAnswer().rows;

  it('takes ±10 or ±20 strikes around ATM, or every strike', () => {
    expect(atmRowIndex(rows, 24_000, 24_012.35)).toBe(20);
    expect(atmRowIndex(rows, 99_999, 24_030)).toBe(21);
    expect(strikesAround(rows, 24_000, 24_012.35, '10').map((r) => r.strike)).toHaveLength(21);
    expect(strikesAround(rows, 24_000, 24_012.35, '20')[0]?.strike).toBe(23_000);
    expect(strikesAround(rows, 23_050, 23_050, '10')[0]?.strike).toBe(23_000);
    expect(strikesAround(rows, 24_000, 24_012.35, 'all')).toBe(rows);
  });

  it('puts the spot line before the first strike at or above spot, and shades ITM by side', () => {
    expect(rows[spotLineIndex(rows, 24_012.35)]?.strike).toBe(24_050);
    expect(spotLineIndex(rows, 22_000)).toBe(0);
    expect(spotLineIndex(rows, 26_000)).toBe(rows.length);
    expect(isInTheMoney('call', 23_950, 24_012.35)).toBe(true);
    expect(isInTheMoney('put', 23_950, 24_012.35)).toBe(false);
    expect(isInTheMoney('put', 24_050, 24_012.35)).toBe(true);
    expect(oiBarPercent(50, 200)).toBe(25);
    expect(oiBarPercent(50, 0)).toBe(0);
  });
});

describe('links from a strike', () => {
  it('writes legs as the strategy builder reads them', () => {
    expect(
      strategyBuilderHref('NIFTY', [
        { instrument: 'call', side: 'buy', lots: 1, strike: 24_000, expiry: '2026-12-01' },
        { instrument: 'put', side: 'sell', lots: 2, strike: 1_437.5, expiry: '2026-12-29' },
      ]),
    ).toBe(
      '/option-chain/option-strategy/custom?symbol=NIFTY&legs=B1CE24000@2026-12-01,S2PE1437.5@2026-12-29',
    );
    expect(strategyBuilderHref('M&M')).toBe('/option-chain/option-strategy/custom?symbol=M%26M');
    expect(analysisHref('NIFTY')).toBe('/option-chain/analysis?symbol=NIFTY');
    expect(chainHref('BAJAJ-AUTO')).toBe('/nse-option-chain-data?symbol=BAJAJ-AUTO');
  });
});

describe("the dashboard's index cards", () => {
  it('puts NIFTY, BANKNIFTY, FINNIFTY and MIDCPNIFTY first, then any other index the server lists', () => {
    const data = optionDataAnswer();
    const levels = [
      levelRow('NIFTYNXT50', 'index', 69_000, 68_000, 70_000),
      levelRow('NIFTY', 'index', 24_012.35, 23_800, 24_300),
    ];
    const cards = indexCards([...data.underlyings].reverse(), levels);
    expect(cards.map((c) => c.symbol)).toEqual([
      'NIFTY',
      'BANKNIFTY',
      'FINNIFTY',
      'MIDCPNIFTY',
      'NIFTYNXT50',
    ]);
    const nifty = cards[0];
    expect(nifty?.expiry).toEqual({ date: '2026-11-24', daysToExpiry: 1 });
    expect(nifty?.expectedMovePct).toBeCloseTo(1.2, 6);
    expect(cards[1]?.levels).toBeNull();
    expect(cards[4]?.change).toBeNull();
  });
});
