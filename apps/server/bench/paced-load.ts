// An open-loop load generator for the HTTP benchmark: requests are sent at evenly spaced times
// (rate per second) over a keep-alive pool of `connections` sockets, and each latency is measured
// from the request's *scheduled* time, so a stalled server is charged for every request it delays
// (no coordinated omission). autocannon's `overallRate` is a per-second quota per connection
// instead: every second starts with a burst of all the second's requests, which measures the
// server saturated at `connections` concurrency rather than at a steady rate.
import { Agent, request } from 'node:http';

/** A request other than a plain GET (e.g. a form post). */
export interface PacedRequest {
  readonly path: string;
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface PacedLoadOptions {
  readonly base: string;
  /** Asked in turn, one per request (GET)… */
  readonly paths: readonly string[];
  /** …unless given: the n-th request to send. */
  readonly request?: (n: number) => PacedRequest;
  readonly rate: number;
  readonly seconds: number;
  readonly connections: number;
}

export interface LoadResult {
  readonly requests: number;
  readonly failures: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Latency percentiles (ms, one decimal) of `latencies`. */
export function summarise(latencies: number[], failures: number): LoadResult {
  const sorted = latencies.sort((a, b) => a - b);
  const r = (v: number): number => Math.round(v * 10) / 10;
  return {
    requests: sorted.length + failures,
    failures,
    p50: r(percentile(sorted, 50)),
    p90: r(percentile(sorted, 90)),
    p99: r(percentile(sorted, 99)),
    max: r(sorted.at(-1) ?? Number.NaN),
  };
}

function send(agent: Agent, url: string, what: PacedRequest | undefined): Promise<number> {
  return new Promise((done, fail) => {
    const options = { agent, method: what?.method ?? 'GET', headers: what?.headers ?? {} };
    const req = request(url, options, (res) => {
      res.on('data', () => {});
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(what?.body);
  });
}

export async function pacedLoad(options: PacedLoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let failures = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now() + 50;
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + sent * interval <= now) {
      const scheduled = start + sent * interval;
      const what = options.request?.(sent);
      const path = what?.path ?? options.paths[sent % options.paths.length] ?? '/';
      sent++;
      pending.push(
        send(agent, `${options.base}${path}`, what).then(
          (status) => {
            if (status === 200) latencies.push(performance.now() - scheduled);
            else failures++;
          },
          () => {
            failures++;
          },
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  return summarise(latencies, failures);
}
