import { EventEmitter, on } from "node:events";
import { topics, type NotifyBus } from "../../db/bus";
import type { Db } from "../../db/client";
import { retryWhileUnreachable } from "../../db/faults";
import type { Logger } from "../../logger";
import { loadCompetitions, type CompetitionView } from "./store";

export type FeedItem = { competition: CompetitionView; deletedId?: never } | { competition?: never; deletedId: string };

export interface CompetitionFeed {
  /** The competition after each committed change, in version order; ends when the consumer returns. */
  watch(id: string, signal: AbortSignal): AsyncIterable<FeedItem>;
}

interface Channel {
  items: EventEmitter;
  lastVersion: number;
  /** Changes are loaded one after the other, so they go out in order. */
  queue: Promise<void>;
  close: () => void;
}

/**
 * Fan-out on one instance: however many local subscribers a competition has, each change is loaded once and
 * shared. An older version is never sent after a newer one; after a resync the current one goes out again.
 * A load that cannot reach the database waits for it to come back.
 */
export function createCompetitionFeed(db: Db, bus: NotifyBus, logger: Logger): CompetitionFeed {
  const channels = new Map<string, Channel>();

  function open(id: string): Channel {
    const closing = new AbortController(); // ends loads that wait for the database once nobody listens
    const channel: Channel = { items: new EventEmitter(), lastVersion: 0, queue: Promise.resolve(), close };
    channel.items.setMaxListeners(0);
    const unsubscribe = bus.subscribe(topics.competition(id), (event) => {
      channel.queue = channel.queue
        .then(async () => {
          const load = () => loadCompetitions(db, [id]);
          const competition = event.data?.deleted
            ? undefined
            : (await retryWhileUnreachable(load, closing.signal)).get(id);
          if (!competition) return void channel.items.emit("item", { deletedId: id });
          const stale = event.data?.resync
            ? competition.version < channel.lastVersion
            : competition.version <= channel.lastVersion;
          if (stale) return;
          channel.lastVersion = competition.version;
          channel.items.emit("item", { competition });
        })
        .catch((error: unknown) => {
          if (!closing.signal.aborted) logger.error({ err: error, competitionId: id }, "could not load a change");
        });
    });
    function close() {
      unsubscribe();
      closing.abort();
    }
    channels.set(id, channel);
    return channel;
  }

  return {
    watch(id, signal) {
      const channel = channels.get(id) ?? open(id);
      const items = on(channel.items, "item", { signal });
      return (async function* () {
        try {
          for await (const [item] of items) yield item as FeedItem;
        } catch (error) {
          if (!signal.aborted) throw error;
        } finally {
          if (channel.items.listenerCount("item") === 0 && channels.get(id) === channel) {
            channel.close();
            channels.delete(id);
          }
        }
      })();
    },
  };
}
