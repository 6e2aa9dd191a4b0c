import type { RunScreenAnswer, ScreenError, ScreenLanguageAnswer } from '@nivesh/contracts';
import { describe, expect, it } from 'vitest';
import { useMarketTestApp } from '../testing/market-test-app';

const run = (query: string, extra = '') => `screener/runScreen?query=${encodeURIComponent(query)}${extra}`;

describe('screener/runScreen on the running market', () => {
  const app = useMarketTestApp();

  it('returns the stocks a screen matches, with the values it compared, checked against the market', async () => {
    const { statusCode, body } = await app.get<RunScreenAnswer>(run('close > open and change_pct > 1'));
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.scanned).toBeGreaterThan(450);
    expect(body.columns).toEqual(expect.arrayContaining(['close', 'open', 'change_pct']));
    expect(body.rows.length).toBeGreaterThan(0);
    const s = app.state;
    const close = body.columns.indexOf('close');
    // Every match holds in the live quotes, and every equity that holds is matched.
    const expected: string[] = [];
    for (let id = 0; id < s.symbolCount; id++) {
      const meta = s.meta(id);
      const q = s.quote(id);
      if (meta.isIndex || q.volume === 0 || !(q.open > 0)) continue;
      if (q.ltp > q.open && q.changePct > 1) expected.push(meta.symbol);
    }
    expect(body.rows.map((r) => r.symbol).sort()).toEqual(
      expected.filter((x) => body.rows.some((r) => r.symbol === x) || true).sort(),
    );
    for (const row of body.rows.slice(0, 20)) expect(row.values[close]).toBeCloseTo(row.ltp, 2);
  });

  it('matches sectors by name or initials and filters by sector', async () => {
    const it1 = (await app.get<RunScreenAnswer>(run('sector = "IT" and market_cap > 0'))).body;
    expect(it1.rows.length).toBeGreaterThan(5);
    expect(it1.rows.every((r) => r.sector === 'Information Technology')).toBe(true);
    const filtered = (
      await app.get<RunScreenAnswer>(run('market_cap > 0', '&sector_id=information-technology'))
    ).body;
    expect(filtered.rows.map((r) => r.symbol).sort()).toEqual(it1.rows.map((r) => r.symbol).sort());
  });

  it('points at a mistake with its position and what was expected, and refuses an empty screen', async () => {
    const bad = (await app.get<ScreenError>(run('close > smaa(close, 20)'))).body;
    expect(bad.status).toBe(0);
    expect(bad.message).toMatch(/smaa/);
    expect(bad.message).toMatch(/sma/);
    expect(bad.position).toBe(8);
    expect(bad.column).toBe(9);
    const empty = await app.get('screener/runScreen?query=');
    expect(empty.statusCode).toBe(400);
  });

  it('describes the language for autocomplete: fields, functions with signatures, sectors, examples that run', async () => {
    const { body } = await app.get<ScreenLanguageAnswer>('screener/screenLanguage');
    expect(body.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['close', 'market_cap', 'sector', 'piotroski']),
    );
    expect(body.functions.find((f) => f.name === 'sma')?.signature).toMatch(/^sma\(/);
    expect(body.sectors.some((s) => s.slug === 'information-technology')).toBe(true);
    for (const example of body.examples) {
      const answer = (await app.get<RunScreenAnswer | ScreenError>(run(example.query))).body;
      expect(answer.status, `${example.title}: ${example.query}`).toBe(1);
    }
  });
});
