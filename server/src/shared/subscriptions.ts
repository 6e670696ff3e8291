import type { BusEvent } from "../db/bus";

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
      return generator.return(value);
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

export interface FollowOptions {
  /** First push the stream's current state (Stream.current). */
  current?: boolean;
}

/**
 * Events that every subscription to one bus topic shares on an instance (graphql/liveFeed.ts runs it): each bus
 * event is loaded once, and each distinct (document, variables, audience) is executed and serialized once.
 */
export interface Stream<Event> {
  topic: string;
  /** What a bus event announces, loaded once for every subscriber, in the order the events came. */
  load(data: BusEvent["data"], signal: AbortSignal): Promise<Event[]>;
  /**
   * What a new subscriber gets first: the state as it is once its changes are heard, so that a client that
   * subscribes and then reads, or reads and then subscribes, misses nothing committed in between.
   */
  current?(signal: AbortSignal): Promise<Event[]>;
  /**
   * What the viewer's result depends on: subscribers of the same audience get the same bytes. Undefined when
   * the viewer may no longer have the event; their subscription then ends with `refusal()`.
   */
  audience(event: Event, viewerId: string | undefined): string | undefined;
  refusal(): Error;
  /** True when the event is the stream's last (what it follows is gone). */
  isLast(event: Event): boolean;
  /** Called once the viewer's subscription has ended, however it ended. */
  left?(viewerId: string | undefined): void;
}
