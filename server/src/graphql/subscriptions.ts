/**
 * A subscription's event stream that stops at once when the client goes away. An async generator waiting for
 * its next event cannot be returned until that event comes, so its `finally` would wait too; here `return()`
 * first aborts the signal the generator waits with, which ends the wait.
 */
export function abortable<T>(run: (signal: AbortSignal) => AsyncGenerator<T>): AsyncIterableIterator<T> {
  const controller = new AbortController();
  const generator = run(controller.signal);
  return {
    next: () => generator.next(),
    return: (value?: unknown) => {
      controller.abort();
      return generator.return(value as T);
    },
    throw: (error?: unknown) => {
      controller.abort();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
