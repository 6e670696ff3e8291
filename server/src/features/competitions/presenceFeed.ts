import { EventEmitter, on } from "node:events";
import { topics, type NotifyBus } from "../../db/bus";
import type { Db } from "../../db/client";
import { retryWhileUnreachable } from "../../db/faults";
import type { CompetitionRow, UserRow } from "../../db/schema";
import type { Logger } from "../../logger";
import { readViewers } from "./presenceStore";

/** What the presence feed adds to every resolver's context (shared/context.ts, decision 052). */
declare module "../../shared/context" {
  interface Services {
    presenceFeed: PresenceFeed;
  }
}

/** Who is looking at a competition, as read once for every local subscriber; no competition once it is gone. */
export interface Sighting {
  competition: CompetitionRow | undefined;
  viewers: UserRow[];
  /** Reads are numbered in the order they start: a subscriber takes only those that began after it arrived. */
  read: number;
  /** After a lost LISTEN connection: sent even when nothing seems to have changed. */
  resync: boolean;
}

export interface PresenceFeed {
  /** Who has the competition open, after each arrival and departure; ends when the signal aborts. */
  watch(competitionId: string, signal: AbortSignal): Watching;
}

interface Watching {
  sightings: AsyncIterable<Sighting>;
  /** The number the next read will carry. */
  nextRead(): number;
  /** Asks for a read of the current viewers, for a subscriber that does not arrive itself. */
  refresh(): void;
  /** Stops watching, also when `sightings` was never read. */
  close(): void;
}

interface Channel {
  sightings: EventEmitter;
  readsStarted: number;
  queue: Promise<void>;
  request: (resync: boolean) => void;
  close: () => void;
}

/**
 * Fan-out on one instance, like the competition feed: each arrival or departure is read once per instance and
 * the same list goes to every local subscriber, so the work grows with the viewers, not with their square.
 * A read that cannot reach the database waits for it to come back.
 */
export function createPresenceFeed(db: Db, bus: NotifyBus, logger: Logger): PresenceFeed {
  const channels = new Map<string, Channel>();

  function open(competitionId: string): Channel {
    const closing = new AbortController();
    const channel: Channel = {
      sightings: new EventEmitter(),
      readsStarted: 0,
      queue: Promise.resolve(),
      request,
      close,
    };
    channel.sightings.setMaxListeners(0);
    function request(resync: boolean) {
      channel.queue = channel.queue
        .then(async () => {
          const read = channel.readsStarted++;
          const sighting = await retryWhileUnreachable(() => readViewers(db, competitionId), closing.signal);
          channel.sightings.emit("sighting", { ...sighting, read, resync });
        })
        .catch((error: unknown) => {
          if (!closing.signal.aborted) logger.error({ err: error, competitionId }, "could not read the viewers");
        });
    }
    const unsubscribe = bus.subscribe(topics.presence(competitionId), (event) => request(!!event.data?.resync));
    function close() {
      unsubscribe();
      closing.abort();
    }
    channels.set(competitionId, channel);
    return channel;
  }

  return {
    watch(competitionId, signal) {
      const channel = channels.get(competitionId) ?? open(competitionId);
      const stop = new AbortController();
      const stopped = AbortSignal.any([signal, stop.signal]);
      const events = on(channel.sightings, "sighting", { signal: stopped });
      const release = () => {
        if (channel.sightings.listenerCount("sighting") === 0 && channels.get(competitionId) === channel) {
          channel.close();
          channels.delete(competitionId);
        }
      };
      const sightings = (async function* () {
        try {
          for await (const [sighting] of events) yield sighting as Sighting;
        } catch (error) {
          if (!stopped.aborted) throw error;
        } finally {
          release();
        }
      })();
      return {
        sightings,
        nextRead: () => channel.readsStarted,
        refresh: () => channel.request(false),
        close() {
          stop.abort();
          release();
        },
      };
    },
  };
}
