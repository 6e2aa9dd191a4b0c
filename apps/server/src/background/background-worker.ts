/**
 * A worker thread for CPU-heavy background work (the auto-signal replay, the trading tools'
 * measurement), so it never holds the server's event loop: the worker rebuilds what it needs from
 * a market snapshot (market-snapshot.ts) and answers requests with plain messages, which the main
 * thread stores. The server starts its workers at the lowest CPU priority (nice 19, Linux), so on a
 * busy machine its requests (and its database) go first. Requests are answered in order.
 */
import { Worker } from 'node:worker_threads';

/** What a worker module posts: an answer to the request in progress, or its failure. */
export type WorkerReply<A> =
  | { readonly ok: true; readonly answer: A }
  | { readonly ok: false; readonly error: string };

export class BackgroundWorker<Request, Answer> {
  private readonly waiting: { resolve(answer: Answer): void; reject(error: Error): void }[] = [];
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply<Answer>) => {
      const next = this.waiting.shift();
      if (!next) return;
      if (reply.ok) next.resolve(reply.answer);
      else next.reject(new Error(reply.error));
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const next of this.waiting.splice(0)) next.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`background worker exited (${code})`)));
  }

  /**
   * Starts the worker module `entry` (a `.ts` file that calls `serveRequests`) with `data` as its
   * `workerData.input`; the buffers in `transfer` move to the worker instead of being copied.
   * `nice`: the thread's CPU priority, 0 (normal) to 19 (only when nothing else wants the CPU).
   */
  static start<Input, Request, Answer>(
    entry: URL,
    input: Input,
    options: { readonly transfer?: readonly ArrayBuffer[]; readonly nice?: number } = {},
  ): BackgroundWorker<Request, Answer> {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: { entry: entry.href, nice: options.nice ?? 0, input },
      transferList: [...(options.transfer ?? [])],
    });
    // A background job never keeps the process alive on its own.
    worker.unref();
    return new BackgroundWorker<Request, Answer>(worker);
  }

  request(message: Request, transfer: readonly ArrayBuffer[] = []): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(message, [...transfer]);
    });
  }

  async close(): Promise<void> {
    this.failure ??= new Error('background worker closed');
    await this.worker.terminate();
  }
}
