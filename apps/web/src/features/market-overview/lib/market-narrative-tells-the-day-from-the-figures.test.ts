import { describe, expect, it } from 'vitest';
import { marketNarrative, moveWords } from './market-narrative';
import { overviewAnswer } from './overview-test-fixtures';

const textOf = (id: string, answer = overviewAnswer()) =>
  marketNarrative(answer).find((p) => p.id === id)?.text;

describe('the stock-market-today narrative', () => {
  it('describes moves by their shown rounding', () => {
    expect(moveWords(0.4249)).toBe('up 0.42 %');
    expect(moveWords(-1.1)).toBe('down 1.10 %');
    expect(moveWords(0.004)).toBe('unchanged');
  });

  it('states the indices with their levels, points, range and the mid-cap gap, while the session runs', () => {
    expect(textOf('indices')).toBe(
      'NIFTY 50 is up 0.42 % at 26,109.20 (+109.20 points) at 10:42 IST, having traded between 25,990.00 and 26,119.20. ' +
        'NIFTY BANK is down 0.25 %; NIFTY IT is up 1.10 %; NIFTY MIDCAP 100 is up 0.90 %. ' +
        'Mid caps outperformed the large caps of NIFTY 50 by 0.48 percentage points.',
    );
  });

  it('counts breadth and reads the ratio as broad buying, selling or mixed', () => {
    expect(textOf('breadth')).toBe(
      'Of 503 stocks, 312 have advanced, 180 have declined and 11 are unchanged (advance/decline ratio 1.73): broad buying.',
    );
    const answer = overviewAnswer();
    const mixed = {
      ...answer,
      breadth: { ...answer.breadth, advances: 250, declines: 242, advanceDeclineRatio: 1.03 },
    };
    expect(textOf('breadth', mixed)).toContain('a mixed market');
  });

  it('names the leading and lagging sectors, the top movers, 52-week counts, global cues and commodities', () => {
    expect(textOf('sectors')).toBe(
      'Information Technology led (+1.20 %) and Realty lagged (-0.85 %); 2 of 3 sectors are higher by market-cap-weighted change.',
    );
    expect(textOf('movers')).toContain(
      'The biggest gainer is ABCAPITAL Ltd. (ABCAPITAL, +10.07 % at ₹1,000.00)',
    );
    expect(textOf('levels')).toBe('12 stocks touched a new 52-week high and 3 stocks a new 52-week low.');
    expect(textOf('global')).toBe(
      'GIFT Nifty is up 0.20 % at 20,040.00; open now: Nikkei 225 +2.10 %; 1 other market is shut at this hour.',
    );
    expect(textOf('commodities')).toBe('Gold is down 0.47 % at ₹1,24,413 per 10 g.');
  });

  it('speaks of the close once the session is over, and leaves out what the data lacks', () => {
    const answer = overviewAnswer();
    const closed = {
      ...answer,
      session: { ...answer.session, live: false },
      global: [],
      commodities: [],
      losers: [],
    };
    const paragraphs = marketNarrative(closed);
    expect(paragraphs.map((p) => p.id)).toEqual(['indices', 'breadth', 'sectors', 'movers', 'levels']);
    expect(paragraphs[0]?.heading).toBe('How the indices closed');
    expect(paragraphs[0]?.text.startsWith('NIFTY 50 closed up 0.42 % at 26,109.20')).toBe(true);
    expect(paragraphs[1]?.text).toContain('312 advanced, 180 declined and 11 were unchanged');
    expect(paragraphs[3]?.text).toContain('no stock is down');
  });
});
