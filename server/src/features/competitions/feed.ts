import { topics, type BusEvent } from "../../db/bus";
import type { Db } from "../../db/client";
import { retryWhileUnreachable } from "../../db/faults";
import { competitionNotFound } from "../../domain/competitions";
import { accessClass } from "../../domain/visibility";
import type { Stream } from "../../shared/subscriptions";
import type { FriendLists } from "../friends";
import {
  loadActivity,
  loadCompetitionParts,
  playedCompetitionIdsChangedSince,
  type ActivityView,
  type CompetitionAnswer,
} from "./store";

/**
 * A change to a competition: the competition after it, or the id of the one deleted. `change` is what the bus
 * said of it (the version, and whatever else the change announces), for the event's fields to read; `activity`
 * its entry in the ledger, loaded with it once for every subscriber.
 */
export type CompetitionEvent = (
  { competition: CompetitionAnswer; deletedId?: never } | { competition?: never; deletedId: string }
) & {
  change: BusEvent["data"];
  activity?: ActivityView;
};

/** The activity entry a change announces, when it announces one. */
async function loadEntry(db: Db, change: BusEvent["data"], signal: AbortSignal) {
  const id = change?.activityId;
  if (typeof id !== "string") return undefined;
  const [entry] = await retryWhileUnreachable(() => loadActivity(db, { ids: [id] }), signal);
  return entry;
}

/**
 * What a change loads of its competition, once for every subscriber: its own row, players, round count and
 * results, and the round the change touched; not every round. A subscription that selects more (rules, every
 * round) gets it from the Competition resolvers, once per group of subscribers.
 */
function loadChanged(db: Db, ids: readonly string[], change: BusEvent["data"]) {
  const roundId = typeof change?.roundId === "string" ? change.roundId : undefined;
  return loadCompetitionParts(db, ids, {
    players: true,
    roundCount: true,
    roundResults: true,
    changedRoundId: roundId,
  });
}

/** The competition after a change (none once deleted) and the change's ledger entry, loaded side by side. */
function loadWithEntry(db: Db, id: string, change: BusEvent["data"], signal: AbortSignal) {
  const load = () => loadChanged(db, [id], change);
  return Promise.all([
    change?.deleted ? undefined : retryWhileUnreachable(load, signal).then((loaded) => loaded.get(id)),
    change?.deleted ? undefined : loadEntry(db, change, signal),
  ]);
}

/**
 * Every committed change to one competition, for whoever may see it: an older version is never sent after a
 * newer one; after a resync the current one goes out again. Who may see it comes from the loaded competition
 * and the viewers' friend lists in memory, current with every change announced before the competition's.
 */
export function competitionStream(db: Db, friendLists: FriendLists, id: string): Stream<CompetitionEvent> {
  let lastVersion = 0;
  return {
    topic: topics.competition(id),
    async load(change, signal) {
      const [competition, activity] = await loadWithEntry(db, id, change, signal);
      await friendLists.settled();
      if (!competition) return [{ deletedId: id, change }];
      // Each change goes out once, with its own round, even when a later one committed before this one loaded.
      const version = change?.resync ? competition.version : Number(change?.version ?? competition.version);
      if (change?.resync ? version < lastVersion : version <= lastVersion) return [];
      lastVersion = version;
      return [{ competition, change, activity }];
    },
    async current(signal) {
      const competition = (await retryWhileUnreachable(() => loadChanged(db, [id], undefined), signal)).get(id);
      await friendLists.settled();
      return [competition ? { competition, change: undefined } : { deletedId: id, change: undefined }];
    },
    audience({ competition }, viewerId) {
      if (!competition) return "gone";
      return accessClass(competition, viewerId ? { id: viewerId, friendIds: friendLists.friendsOf(viewerId) } : null);
    },
    refusal: competitionNotFound,
    isLast: (event) => event.deletedId !== undefined,
    left: (viewerId) => viewerId && friendLists.release(viewerId),
  };
}

/** Every change to the competitions one user plays in, including ones the opponent created or deleted. */
export function playerStream(db: Db, playerId: string): Stream<CompetitionEvent> {
  return {
    topic: topics.competitionsOf(playerId),
    async load(change, signal) {
      if (change?.resync) {
        const since = new Date(String(change.since));
        const changed = await retryWhileUnreachable(() => changedSince(db, playerId, since), signal);
        return changed.map((competition) => ({ competition, change }));
      }
      const id = String(change?.id);
      const [competition, activity] = await loadWithEntry(db, id, change, signal);
      return [competition ? { competition, change, activity } : { deletedId: id, change }];
    },
    audience: () => `player:${playerId}`,
    refusal: competitionNotFound,
    isLast: () => false,
  };
}

/** After a lost LISTEN connection: the player's competitions that changed meanwhile. */
async function changedSince(db: Db, playerId: string, since: Date): Promise<CompetitionAnswer[]> {
  const changed = await loadChanged(db, await playedCompetitionIdsChangedSince(db, playerId, since), undefined);
  return [...changed.values()];
}
