import { topics, type NotifyBus } from "../../db/bus";
import type { Db } from "../../db/client";
import { retryWhileUnreachable } from "../../db/faults";
import type { Logger } from "../../logger";
import { linkedUserIds } from "./store";

/** What the friend lists adds to every resolver's context (shared/context.ts, decision 052). */
declare module "../../shared/context" {
  interface Services {
    friendLists: FriendLists;
  }
}

export interface FriendLists {
  /** Keeps the user's accepted friends in memory, current with every change, until as many `release` calls. */
  hold(userId: string): Promise<void>;
  release(userId: string): void;
  /** The friends of a held user (none for anyone else). */
  friendsOf(userId: string): ReadonlySet<string>;
  /** Resolves once every reload started so far is done: a change announced before this call is then known. */
  settled(): Promise<void>;
  /** Users held now. */
  size(): number;
}

interface Entry {
  holds: number;
  friendIds: ReadonlySet<string>;
  loaded: Promise<void>;
  closing: AbortController;
  unsubscribe: () => void;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The accepted friends of the users with live subscriptions on this instance, loaded once when they first
 * subscribe and reloaded when the bus says their friend list changed (`user:<id>`, on any instance): who may
 * see a private competition is then known without a query per push.
 */
export function createFriendLists(db: Db, bus: NotifyBus, logger: Logger): FriendLists {
  const entries = new Map<string, Entry>();
  const reloads = new Set<Promise<void>>();

  function reload(userId: string, entry: Entry): Promise<void> {
    const read = () => linkedUserIds(db, userId, "accepted");
    const done = retryWhileUnreachable(read, entry.closing.signal)
      .then((ids) => void (entry.friendIds = new Set(ids)))
      .catch((error: unknown) => {
        if (!entry.closing.signal.aborted) logger.error({ err: error, userId }, "could not reload a friend list");
      })
      .finally(() => reloads.delete(done));
    reloads.add(done);
    return done;
  }

  return {
    async hold(userId) {
      let entry = entries.get(userId);
      if (!entry) {
        const created: Entry = {
          holds: 0,
          friendIds: NONE,
          loaded: Promise.resolve(),
          closing: new AbortController(),
          unsubscribe: () => {},
        };
        // Also after a lost LISTEN connection (a resync), when a change may have gone unheard.
        created.unsubscribe = bus.subscribe(topics.user(userId), () => void reload(userId, created));
        created.loaded = reload(userId, created);
        entries.set(userId, (entry = created));
      }
      entry.holds++;
      await entry.loaded;
    },
    release(userId) {
      const entry = entries.get(userId);
      if (!entry || --entry.holds > 0) return;
      entry.unsubscribe();
      entry.closing.abort();
      entries.delete(userId);
    },
    friendsOf: (userId) => entries.get(userId)?.friendIds ?? NONE,
    settled: async () => void (await Promise.all(reloads)),
    size: () => entries.size,
  };
}
