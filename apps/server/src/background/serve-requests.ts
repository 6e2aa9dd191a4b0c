/** The worker side of BackgroundWorker: answers each request with `handle`, in order. */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply } from './background-worker';

/** The input the main thread started this worker with (BackgroundWorker.start's `input`). */
export function workerInput<Input>(): Input {
  const data: { input: Input } = workerData;
  return data.input;
}

export function serveRequests<Request, Answer>(handle: (request: Request) => Answer): void {
  const port = parentPort;
  if (!port) throw new Error('serveRequests runs only in a worker thread');
  port.on('message', (request: Request) => {
    let reply: WorkerReply<Answer>;
    try {
      reply = { ok: true, answer: handle(request) };
    } catch (error) {
      reply = { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply);
  });
}
