import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../http/answers';
import { translateMessage } from '../../http/messages-hi';
import { FIXTURES_DIR, useImportDatabase } from '../../market-data/import-test-support';
import { testDrivers } from '../../testing/test-database';
import { type ListDay, pastDayQuote, resolveListDay } from '../day/list-day';
import { equityIds, resolveScope } from '../day/list-scope';
import { breadthHistory, dayBreadth } from '../routes/lists/breadth';
import { fiftyTwoWeekHits, historyShortfall, moverHits } from '../routes/lists/level-lists';
import { REPLAYED_SERIES } from './imported-market';
import { CLOCK_DAY, idOf, moveTo, paise, startReplay } from './replay-test-support';

// Real rows of 20, 22 and 23 Nov 2017 (fixtures/replay-gap-nov-2017/README.md): 21 Nov is left out,
// so 22 Nov follows a gap in the imported days.
const FOLDER = 'replay-gap-nov-2017';

/** What a bhavcopy of the fixture says: symbols of the replayed series and their gainers/losers. */
function fileSays(file: string): { symbols: string[]; gainers: number; losers: number } {
  const rows = readFileSync(join(FIXTURES_DIR, FOLDER, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  const replayed = rows
    .map((line) => line.split(','))
    .filter((f) => (REPLAYED_SERIES as readonly string[]).includes(f[1] ?? ''));
  const change = (f: string[]): number => Number(f[5]) - Number(f[7]);
  return {
    symbols: replayed.map((f) => f[0] ?? '').sort(),
    gainers: replayed.filter((f) => change(f) > 0).length,
    losers: replayed.filter((f) => change(f) < 0).length,
  };
}

function pastDay(state: Parameters<typeof resolveListDay>[0], date: string): ListDay {
  const day = resolveListDay(state, date);
  if (isRefusal(day)) throw new Error(day.message);
  return day;
}

describe.each(testDrivers())(
  'the replay counts every imported stock and changes against the file’s PREVCLOSE (%s)',
  (driver) => {
    const ctx = useImportDatabase(driver);

    it('lists every EQ, BE and SM symbol, unknown ones as Unclassified, with their series and ISIN', async () => {
      const { state } = await startReplay(ctx.db, FOLDER);
      const listed = equityIds(state)
        .map((id) => state.meta(id).symbol)
        .sort();
      const everyFile = ['cm20NOV2017bhav.csv', 'cm22NOV2017bhav.csv', 'cm23NOV2017bhav.csv'].flatMap(
        (file) => fileSays(file).symbols,
      );
      expect(listed).toEqual([...new Set(everyFile)].sort());
      expect(state.idOf('IDFCBANK')).toBeUndefined(); // an N1 (debt) row
      expect(state.meta(idOf(state, 'TATAMOTORS'))).toMatchObject({
        sector: 'Unclassified',
        series: 'EQ',
        isin: 'INE155A01022',
      });
      expect(state.meta(idOf(state, 'AISL'))).toMatchObject({ sector: 'Unclassified', series: 'SM' });
      expect(state.meta(idOf(state, 'INFY'))).toMatchObject({
        sector: 'Information Technology',
        series: 'EQ',
      });
    });

    it('keeps the gap a gap and measures the day after it against its PREVCLOSE', async () => {
      const { clock, feed, state } = await startReplay(ctx.db, FOLDER);
      // No session is invented for 21 Nov.
      expect(state.dates).toEqual(['2017-11-20', '2017-11-22']);
      const day = pastDay(state, '2017-11-22');
      // AISL: PREVCLOSE 144 (the 21 Nov close), close 172.8: +20 %, not +44 % against 20 Nov's 120.
      expect(pastDayQuote(state, idOf(state, 'AISL'), 1)).toMatchObject({
        prevClose: paise(144),
        ltp: paise(172.8),
        changePct: 20,
      });
      const scope = resolveScope(state, { index: 'all' });
      if (isRefusal(scope)) throw new Error(scope.message);
      const says = fileSays('cm22NOV2017bhav.csv');
      expect(moverHits(state, scope, day, 'gainers')).toHaveLength(says.gainers);
      expect(moverHits(state, scope, day, 'losers')).toHaveLength(says.losers);
      const { totals } = dayBreadth(state, scope, day, false);
      expect([totals.advances, totals.declines]).toEqual([says.gainers, says.losers]);
      const history = breadthHistory(state, scope, 1, 2);
      expect([history.advances[0], history.declines[0]]).toEqual([says.gainers, says.losers]);
      // Two sessions since the gap: no 52-week levels, no all-time highs, and the answers say why.
      expect(fiftyTwoWeekHits(state, scope, day, 'high')).toEqual([]);
      const why = historyShortfall(state, day, 'fiftyTwoWeek');
      expect(why).toBe(
        'Not enough history for 52-week levels: the imported data has 0 sessions without a gap; 250 are needed',
      );
      expect(translateMessage(why ?? '', 'hi')).toContain('पर्याप्त इतिहास नहीं है');
      const live: ListDay = { kind: 'live', date: state.sessionDate };
      expect(historyShortfall(state, live, 'fiftyTwoWeek')).toContain('has 1 sessions without a gap');
      expect(translateMessage(historyShortfall(state, live, 'allTime') ?? '', 'hi')).toContain('सर्वकालिक');
      // Moves over a gap are no corporate actions.
      for (const id of equityIds(state)) expect(feed.corporateActions(state.meta(id).symbol)).toEqual([]);

      // The live day (23 Nov, no gap): its previous closes are the file's, and so are the closes.
      const liveFile = fileSays('cm23NOV2017bhav.csv');
      moveTo(feed, clock, CLOCK_DAY, '15:30');
      const gainers = equityIds(state).filter((id) => state.quote(id).changePct > 0);
      expect(gainers).toHaveLength(liveFile.gainers);
      // ACCORD (SM) is not in the 23 Nov file: no price that day, not in the day's breadth.
      expect(state.quote(idOf(state, 'ACCORD'))).toMatchObject({ ltp: 0, prevClose: 0 });
      const liveBreadth = dayBreadth(state, scope, { kind: 'live', date: state.sessionDate }, false).totals;
      expect([liveBreadth.advances, liveBreadth.declines, liveBreadth.total]).toEqual([
        liveFile.gainers,
        liveFile.losers,
        liveFile.symbols.length,
      ]);
      // The day's turnover is the file's TOTTRDVAL (₹3,149,726,028.60), not the played prints' sum.
      expect(state.quote(idOf(state, 'TATAMOTORS'))).toMatchObject({
        prevClose: paise(428.6),
        ltp: paise(426.25),
        volume: 7374216,
        turnover: 314_972_602_860,
      });
    });

    it('starts a live day after the gap from the file’s PREVCLOSE', async () => {
      const { state } = await startReplay(ctx.db, FOLDER, '2017-11-22');
      expect(state.dates).toEqual(['2017-11-20']);
      expect(state.quote(idOf(state, 'INFY')).prevClose).toBe(paise(966.25));
      expect(state.quote(idOf(state, 'AISL')).prevClose).toBe(paise(144));
      expect(state.quote(idOf(state, 'ADLABS')).prevClose).toBe(paise(67.95));
    });
  },
);
