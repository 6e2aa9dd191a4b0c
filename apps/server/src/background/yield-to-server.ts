/** Lets the event loop answer waiting requests and timers before a long job goes on (one macrotask). */
export const yieldToServer = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
