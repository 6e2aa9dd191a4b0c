// Entry of every background worker thread: lowers the thread's CPU priority (Linux: a thread's nice
// value is its own), registers tsx so the worker's TypeScript module loads, then imports it.
// Plain JavaScript because nothing compiles TypeScript in a fresh worker until tsx is registered.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

try {
  // /proc/thread-self → "<pid>/task/<tid>"; setpriority on a thread id changes only that thread.
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (workerData.nice > 0 && Number.isInteger(tid) && tid > 0) setPriority(tid, workerData.nice);
} catch {
  // Not Linux, or not allowed: the worker runs at the server's priority.
}
register();
await import(workerData.entry);
