import type { ApolloClient } from "@apollo/client";
import { CachePersistor, type PersistentStorage } from "apollo3-cache-persist";
import { clear, createStore, get, setMany } from "idb-keyval";
import { onReconnected } from "../connection";
import { isNetworkTrouble } from "../errors";
import { lastAnswerAt } from "../apollo";
import { backOnline, startedOffline } from "./offline";

/**
 * The signed-in user's data kept for starting offline (decision 044): the Apollo cache as the server last answered
 * it, merged over what earlier visits kept (so every competition opened before stays), in IndexedDB. It belongs to
 * one user: another user's session, or none, erases it.
 */
const store = createStore("rivals-kept", "data");
const OWNER = "owner";
const CACHE = "cache";
const CURRENT_AT = "currentAt";
/** Writes come in bursts (a page's queries, a push): one write a second at most. */
const DEBOUNCE_MS = 1000;

/** The normalised cache, as `extract` gives it: objects by their cache id, and ROOT_QUERY's fields. */
type CacheData = Record<string, Record<string, unknown> | undefined>;

let keeping: { userId: string; persistor: CachePersistor<CacheData>; stop: () => void } | undefined;
/** Keeping for a user and erasing run one after the other, in the order asked: a sign-out always ends last. */
let queue: Promise<void> = Promise.resolve();
const inTurn = (step: () => Promise<void>): Promise<void> => (queue = queue.then(step, step));

/**
 * The newer answer of each field of each object (and of ROOT_QUERY) wins; what only the older one has stays: a
 * page loaded afresh knows only its own queries, and the others' answers are kept as they were.
 */
function merged(older: CacheData, newer: CacheData): CacheData {
  const all: CacheData = { ...older };
  for (const [id, fields] of Object.entries(newer)) all[id] = { ...older[id], ...fields };
  return all;
}

/**
 * Keeps `userId`'s data from now on (the session the server just gave; null: signed out), erasing whatever
 * another user, or a signed-out visitor, left.
 */
export const keepFor = (client: ApolloClient, userId: string | null): Promise<void> =>
  inTurn(() => startKeeping(client, userId));

async function startKeeping(client: ApolloClient, userId: string | null): Promise<void> {
  if (keeping?.userId === userId) return;
  stopKeeping();
  const [owner, kept] = await Promise.all([get<string>(OWNER, store), get<CacheData>(CACHE, store)]);
  if (owner !== userId) await clear(store);
  if (!userId) return;
  let base = owner === userId ? (kept ?? {}) : {};
  const storage: PersistentStorage<CacheData | null> = {
    getItem: async (key) => (await get<CacheData>(key, store)) ?? null,
    // Only while this user's data is kept: a write on its way when they signed out is dropped.
    setItem: async (key, data) => {
      if (keeping?.persistor !== persistor || !data) return;
      base = merged(base, data);
      const entries: [string, unknown][] = [
        [OWNER, userId],
        [key, base],
        [CURRENT_AT, lastAnswerAt()],
      ];
      await setMany(entries, store);
    },
    removeItem: () => clear(store),
  };
  const persistor = new CachePersistor<CacheData>({
    // Typed for Apollo Client 3's generic cache; it uses extract, restore, write, evict, modify and gc, as in 4.
    cache: client.cache as never,
    // Its type knows only serialized (string) storage; `serialize: false` stores the objects as they are.
    storage: storage as never,
    serialize: false as never,
    maxSize: false,
    debounce: DEBOUNCE_MS,
    key: CACHE,
  });
  // A page hidden (the tab closed, the app sent away) may never run again: what waited for the debounce goes now.
  const persistHidden = () => {
    if (document.visibilityState === "hidden") void persistor.persist();
  };
  document.addEventListener("visibilitychange", persistHidden);
  keeping = {
    userId,
    persistor,
    stop: () => {
      persistor.remove();
      document.removeEventListener("visibilitychange", persistHidden);
    },
  };
  await persistor.persist();
}

function stopKeeping() {
  keeping?.stop();
  keeping = undefined;
}

/** Signing in, up or out, or deleting the account: nothing of the previous session stays. */
export const eraseKept = (): Promise<void> =>
  inTurn(async () => {
    stopKeeping();
    await clear(store);
  });

/**
 * The session could not be had (`error`). When that is for want of a network, the cache gets the data kept for the
 * user last signed in here, the app says it is offline, and `reopen` is tried each time the network or the live
 * connection comes back, until it resolves (the server gave the session again). Resolves to false when the error
 * is another, or nothing is kept.
 */
export async function startOffline(
  client: ApolloClient,
  error: unknown,
  reopen: (owner: string) => Promise<void>,
): Promise<boolean> {
  if (!isNetworkTrouble(error)) return false;
  const [owner, kept, since] = await Promise.all([
    get<string>(OWNER, store),
    get<CacheData>(CACHE, store),
    get<number>(CURRENT_AT, store),
  ]);
  if (!owner || !kept) return false;
  client.cache.restore(kept);
  startedOffline(since);
  let reopening = false;
  const tryReopen = () => {
    if (reopening) return;
    reopening = true;
    reopen(owner).then(
      () => {
        window.removeEventListener("online", tryReopen);
        stopListening();
        backOnline();
      },
      () => (reopening = false),
    );
  };
  window.addEventListener("online", tryReopen);
  const stopListening = onReconnected(tryReopen);
  return true;
}
