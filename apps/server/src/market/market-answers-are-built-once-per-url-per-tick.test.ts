import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { answerKey, keepOutOfTickCache, registerTickAnswerCache, TickAnswerCache } from './answer-cache';

/** A market stand-in whose version the test moves by hand. */
class Ticker {
  version = 0;
}

async function appWith(cache: TickAnswerCache) {
  const app = Fastify();
  const built: string[] = [];
  await app.register(async (scope) => {
    registerTickAnswerCache(scope, cache);
    scope.get('/answer', async (request) => {
      built.push(request.url);
      return { status: 1, built: built.length, url: request.url };
    });
    // An answer still being computed: kept out of the cache until it is ready (the third build).
    scope.get('/computing', async (request) => {
      built.push(request.url);
      const ready = built.filter((u) => u === '/computing').length >= 3;
      if (!ready) keepOutOfTickCache(request);
      return { status: 1, ready };
    });
    scope.get('/refused', async (_request, reply) => reply.code(400).send({ status: 0, message: 'bad' }));
    scope.post('/answer', async () => {
      built.push('POST');
      return { status: 1, built: built.length };
    });
  });
  // A route outside the market plugin is never cached.
  app.get('/outside', async () => {
    built.push('outside');
    return { built: built.length };
  });
  return { app, built };
}

describe('market answers are built once per URL per market tick', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('serves the same bytes to every GET of a URL within a tick and rebuilds after the tick', async () => {
    const ticker = new Ticker();
    const { app, built } = await appWith(new TickAnswerCache(ticker));
    close = () => app.close();
    const first = await app.inject({ url: '/answer?symbol=INFY' });
    const second = await app.inject({ url: '/answer?symbol=INFY' });
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['x-market-answer']).toBe('tick');
    expect(first.headers['x-market-answer']).toBeUndefined();
    expect(built).toEqual(['/answer?symbol=INFY']);

    // Another query string is another answer.
    const other = await app.inject({ url: '/answer?symbol=TCS' });
    expect(other.json()).toMatchObject({ built: 2, url: '/answer?symbol=TCS' });

    ticker.version++;
    const next = await app.inject({ url: '/answer?symbol=INFY' });
    expect(next.json()).toMatchObject({ built: 3 });
    expect(next.headers['x-market-answer']).toBeUndefined();
  });

  it('does not keep an answer that is still being computed: the next poll in the same tick is built again', async () => {
    const { app, built } = await appWith(new TickAnswerCache(new Ticker()));
    close = () => app.close();
    const answers = [];
    for (let k = 0; k < 4; k++) answers.push((await app.inject({ url: '/computing' })).json());
    expect(answers.map((a) => a.ready)).toEqual([false, false, true, true]);
    // The ready answer is kept: the fourth poll is the third's bytes.
    expect(built.filter((u) => u === '/computing')).toHaveLength(3);
  });

  it('does not keep refusals, other methods or routes outside the market plugin', async () => {
    const { app, built } = await appWith(new TickAnswerCache(new Ticker()));
    close = () => app.close();
    for (let i = 0; i < 2; i++) {
      expect((await app.inject({ url: '/refused' })).statusCode).toBe(400);
      await app.inject({ method: 'POST', url: '/answer' });
      await app.inject({ url: '/outside' });
    }
    expect((await app.inject({ url: '/refused' })).headers['x-market-answer']).toBeUndefined();
    expect(built).toEqual(['POST', 'outside', 'POST', 'outside']);
  });

  it('keeps no answer built in an earlier tick, and stops keeping answers past its byte budget', () => {
    const ticker = new Ticker();
    const cache = new TickAnswerCache(ticker, 100);
    const builtIn = cache.tick;
    ticker.version++;
    cache.set('/late', '{"a":1}', builtIn);
    expect(cache.get('/late')).toBeUndefined();

    cache.set('/a', 'x'.repeat(30), cache.tick); // 60 bytes
    cache.set('/b', 'y'.repeat(30), cache.tick); // would pass 100
    expect(cache.get('/a')?.json).toBe('x'.repeat(30));
    expect(cache.get('/b')).toBeUndefined();
    ticker.version++;
    expect(cache.size).toBe(1);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops every kept answer when invalidated (an import), and keeps none that was being built before', () => {
    const cache = new TickAnswerCache(new Ticker());
    cache.set('/kept', '{"a":1}', cache.tick);
    const building = cache.tick;
    expect(cache.get('/kept')?.json).toBe('{"a":1}');
    cache.invalidate();
    expect(cache.get('/kept')).toBeUndefined();
    // An answer whose build started before the import may hold the old figures: not kept.
    expect(cache.set('/late', '{"b":1}', building)).toBeUndefined();
    expect(cache.get('/late')).toBeUndefined();
    expect(cache.set('/fresh', '{"c":1}', cache.tick)?.json).toBe('{"c":1}');
  });

  it('keys answers by URL without the caller identity parameters the web app adds', () => {
    expect(answerKey('/a?symbol=INFY')).toBe('/a?symbol=INFY');
    expect(answerKey('/a?mobile=98&web_token=xyz&symbol=INFY')).toBe('/a?symbol=INFY');
    expect(answerKey('/a?symbol=INFY&mobile=98&web_token=xyz')).toBe('/a?symbol=INFY');
    expect(answerKey('/a?web_token=xyz')).toBe('/a');
    expect(answerKey('/a?symbol=mobile')).toBe('/a?symbol=mobile');
  });
});
