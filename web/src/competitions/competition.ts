import type { ApolloCache, ApolloClient, OperationVariables, TypedDocumentNode } from "@apollo/client";
import type { IgnoreModifier } from "@apollo/client/cache";
import { getFragmentData, graphql, makeFragmentData, type FragmentType } from "../graphql/generated";
import type {
  CompetitionDetails_CompetitionFragment,
  CompetitionEditableFragment as Editable,
  RoundView_RoundFragment,
} from "../graphql/generated/graphql";
import { followRoundScores, forgetRoundScores } from "./raceScores";

/** The competition as the details page reads it: its own fields, and its panels' fragments masked. */
export type Competition = CompetitionDetails_CompetitionFragment;
export type Round = RoundView_RoundFragment;
/** A round as an edit names it: its id, and the number it is shown under. */
export type RoundRef = Pick<Round, "id" | "number">;

/**
 * The competition's own fields, built from its panels' fragments: everything the details page shows but the
 * round. Its size does not grow with the rounds (`roundResults` is a few bytes a round). Mutations and
 * subscriptions return this selection and, at most, the one round they touched. The info form's fragment is
 * spread here too: a save reads it again (`refreshCompetition`).
 */
export const CompetitionDetailsFragment = graphql(`
  fragment CompetitionDetails_competition on Competition {
    id
    name
    version
    ...InfoPanel_competition
    ...InfoForm_competition
    ...RulesPanel_competition
    ...RoundsPanel_competition
    ...RacePanel_competition
    status
    viewerIsParticipant
    format {
      roundWinner
      scoring
      finish {
        kind
        count
      }
    }
  }
`);

/** The competition as a mutation or a push carries it. */
export type CompetitionData = FragmentType<typeof CompetitionDetailsFragment>;
/** A round as a query, a mutation or a push carries it. */
export type RoundData = FragmentType<typeof RoundFragment>;

export const RoundFragment = graphql(`
  fragment RoundView_round on Round {
    id
    number
    valid
    score
    winner {
      id
      username
    }
    subRounds {
      id
      name
      points
      player {
        id
        username
      }
    }
  }
`);

/** Points the competition's `round(number:)` at a round (or at nothing: past the end). */
const CompetitionRoundFragment = graphql(`
  fragment CompetitionRound on Competition {
    id
    round(number: $number) {
      ...RoundView_round
    }
  }
`);

/** What optimistic answers change, or read, of the competition beyond its own fields (cached, never sent). */
const CompetitionEditableFragment = graphql(`
  fragment CompetitionEditable on Competition {
    id
    roundCount
    roundResults
    rules {
      id
      text
    }
    players {
      id
      username
    }
  }
`);

const CompetitionVersionFragment = graphql(`
  fragment CompetitionVersion on Competition {
    id
    version
  }
`);

/**
 * The details page: the competition's own fields, the one round it shows (which it follows by id and number) and
 * its series (read with the page, not pushed with each change: a rematch is a competition of its own). The TV view
 * reads the same query, with the last round, and is kept live by the same pushes: what it shows of the competition
 * and the round is among what the page reads.
 */
export const CompetitionQuery = graphql(`
  query Competition($id: ID!, $round: Int!) {
    competition(id: $id) {
      ...CompetitionDetails_competition
      ...TvScoreboard_competition
      round(number: $round) {
        id
        number
        ...RoundsPanel_round
        ...TvRound_round
      }
      ...SeriesLinks_competition
    }
  }
`);

const cacheId = (id: string) => `Competition:${id}`;

/** The version of the competition the cache holds, if it holds one. */
export const cachedVersion = (cache: ApolloCache, id: string): number | undefined =>
  cache.readFragment({ id: cacheId(id), fragment: CompetitionVersionFragment })?.version;

/** The competition as the screen shows it (optimistic changes included), or null when it is not cached. */
export function readCompetition(cache: ApolloCache, id: string): Competition | null {
  return cache.readFragment(
    { id: cacheId(id), fragment: CompetitionDetailsFragment, fragmentName: "CompetitionDetails_competition" },
    true,
  );
}

/** The fields optimistic answers start from, as the screen shows them, or null when they are not cached. */
export function readEditable(cache: ApolloCache, id: string): Editable | null {
  return cache.readFragment({ id: cacheId(id), fragment: CompetitionEditableFragment }, true);
}

/** Round `number` as the screen shows it (optimistic changes included), or null when it is not cached. */
export function readRound(cache: ApolloCache, competitionId: string, number: number): Round | null {
  const cached = cache.readFragment(
    {
      id: cacheId(competitionId),
      fragment: CompetitionRoundFragment,
      fragmentName: "CompetitionRound",
      variables: { number },
    },
    true,
  );
  return getFragmentData(RoundFragment, cached?.round) ?? null;
}

/** Writes a round and points `round(number:)` at it, so that every view of that number shows it. */
function writeRound(cache: ApolloCache, competitionId: string, round: RoundData): void {
  cache.writeFragment({
    id: cacheId(competitionId),
    fragment: CompetitionRoundFragment,
    fragmentName: "CompetitionRound",
    variables: { number: getFragmentData(RoundFragment, round).number },
    data: { id: competitionId, round },
  });
}

const ROUND_NUMBER = /^round\(\{"number":(-?\d+)\}\)$/;

/**
 * Forgets which round each number from `from` on is: a round was deleted and the later ones moved up. Pages
 * showing one of those numbers read it again from the server.
 */
function forgetRoundNumbers(cache: ApolloCache, competitionId: string, from = 0): void {
  cache.modify({
    id: cacheId(competitionId),
    fields: {
      round: (value: unknown, { storeFieldName, DELETE }) => {
        const number = Number(ROUND_NUMBER.exec(storeFieldName)?.[1] ?? 0);
        return number >= from ? DELETE : value;
      },
    },
  });
}

/** One committed change as a mutation answers it or the live feed pushes it. */
export interface Change {
  competition: CompetitionData;
  /** The round the change added or changed, as it is now. */
  round?: RoundData | null;
  /** The round the change deleted: the rounds after it moved up. */
  deletedRoundId?: string | null;
}

/** Where a change landed: applied, older than what is shown (dropped), or past a change never seen. */
export type Applied = "applied" | "stale" | "gap";

/**
 * Writes a change on top of the cached competition, at most one version past it: responses and pushes travel on
 * different connections, so an older state can arrive last and must not replace a newer one, and a change two
 * versions on means one in between was missed (the caller then reads the page again, see `catchUp`).
 */
export function applyChange(cache: ApolloCache, change: Change): Applied {
  const competition = getFragmentData(CompetitionDetailsFragment, change.competition);
  const id = competition.id;
  const cached = cachedVersion(cache, id);
  if (cached !== undefined && competition.version <= cached) return "stale";
  if (cached !== undefined && competition.version > cached + 1) return "gap";
  writeChange(cache, change);
  return "applied";
}

/** Writes a change as it is, whatever version the cache holds, and follows it in the race's round scores. */
function writeChange(cache: ApolloCache, { competition: data, round, deletedRoundId }: Change): void {
  const competition = getFragmentData(CompetitionDetailsFragment, data);
  const id = competition.id;
  const deletedNumber = deletedRoundId ? cachedRoundNumber(cache, deletedRoundId) : undefined;
  writeOwnFields(cache, competition);
  if (deletedRoundId) deleteRound(cache, id, deletedRoundId, deletedNumber);
  if (round) writeRound(cache, id, round);
  const rounds = readEditable(cache, id)?.roundCount ?? 0;
  followRoundScores(cache, id, { deletedNumber, round: getFragmentData(RoundFragment, round) ?? undefined, rounds });
}

function writeOwnFields(cache: ApolloCache, competition: Competition): void {
  cache.writeFragment({
    id: cacheId(competition.id),
    fragment: CompetitionDetailsFragment,
    fragmentName: "CompetitionDetails_competition",
    data: competition,
  });
}

/** The number of round `roundId`, when the cache holds it. */
const cachedRoundNumber = (cache: ApolloCache, roundId: string): number | undefined =>
  cache.readFragment({ id: `Round:${roundId}`, fragment: RoundFragment, fragmentName: "RoundView_round" })?.number;

/** Drops a deleted round (`number`, when it was cached); numbers from its own on point elsewhere now. */
function deleteRound(cache: ApolloCache, competitionId: string, roundId: string, number = 0): void {
  forgetRoundNumbers(cache, competitionId, number);
  cache.evict({ id: `Round:${roundId}` });
}

/**
 * A change was missed: the newest own fields are written, every cached round number and the race's round scores
 * forgotten, and the page read again from the server (past the cache); the race reads its scores again if shown.
 */
export async function catchUp(client: ApolloClient, change: Change): Promise<void> {
  const competition = getFragmentData(CompetitionDetailsFragment, change.competition);
  writeOwnFields(client.cache, competition);
  forgetRoundNumbers(client.cache, competition.id);
  forgetRoundScores(client.cache, competition.id);
  await client.refetchQueries({ include: [CompetitionQuery] });
}

/** Applies a change and catches up when it comes after a missed one. */
export function receiveChange(client: ApolloClient, change: Change): void {
  if (applyChange(client.cache, change) === "gap") catchUp(client, change).catch(() => {});
}

/** The newest committed version of each competition the server has told this page of. */
const newestVersions = new Map<string, number>();

/** Records a version the server committed (not an optimistic guess). */
export function heardOf({ id, version }: { id: string; version: number }): void {
  if (version > (newestVersions.get(id) ?? 0)) newestVersions.set(id, version);
}

/**
 * Whether the cache holds an older competition than the server has said exists: a read that left before a change
 * committed and answered after it was applied wrote the older state over it. The page then reads itself again.
 * The cache decides, not a render: a push is written to the cache at once, and the render just after it may still
 * show the version before, which is no reason to read again what the push brought.
 */
export function isBehind(cache: ApolloCache, id: string): boolean {
  const cached = cachedVersion(cache, id);
  return cached !== undefined && cached < (newestVersions.get(id) ?? 0);
}

const CompetitionOwnQuery = graphql(`
  query CompetitionOwn($id: ID!) {
    competition(id: $id) {
      ...CompetitionDetails_competition
    }
  }
`);

/**
 * The competition as it is now, from the server: when it is newer than the cached one, something changed unseen
 * (an earlier visit, a dropped socket), so the page catches up.
 */
export async function receiveCurrent(client: ApolloClient, current: CompetitionData): Promise<void> {
  const competition = getFragmentData(CompetitionDetailsFragment, current);
  heardOf(competition);
  const cached = cachedVersion(client.cache, competition.id);
  if (cached === undefined || competition.version > cached) await catchUp(client, { competition: current });
}

/** Fetches the competition's own fields past the cache, and catches up when they are newer. Resolves to them. */
export async function refreshCompetition(client: ApolloClient, id: string): Promise<Competition | undefined> {
  const { data } = await client.query({ query: CompetitionOwnQuery, variables: { id }, fetchPolicy: "no-cache" });
  if (data) await receiveCurrent(client, data.competition);
  return getFragmentData(CompetitionDetailsFragment, data?.competition);
}

let optimisticCount = 0;

/** Ids of things the server has not confirmed yet: they cannot be edited until it has. */
export const optimisticId = () => `optimistic-${++optimisticCount}`;
export const isOptimistic = (id: string) => id.startsWith("optimistic-");

/**
 * A mutation's optimistic own fields: the competition on screen with `change` applied, at the version it will
 * most likely have. Scores are left to the server, which answers within moments.
 */
export function optimisticCompetition(
  cache: ApolloCache,
  id: string,
  change: (editable: Editable) => Partial<Pick<Editable, "roundCount" | "roundResults" | "rules">> = () => ({}),
): CompetitionData | undefined {
  const competition = readCompetition(cache, id);
  const editable = readEditable(cache, id);
  if (!competition || !editable) return undefined;
  const changed = { ...competition, ...change(editable), version: competition.version + 1 };
  return makeFragmentData(changed, CompetitionDetailsFragment);
}

/** The optimistic answers `optimistic` handed to Apollo, for `changeUpdate` to tell them from the server's. */
const optimisticAnswers = new WeakSet<object>();

/**
 * An edit's optimistic answer as Apollo takes it: what `make` builds from the screen when the edit is sent, marked
 * for the edit's `changeUpdate`, or IGNORE when there is nothing to show it on.
 */
export function optimistic<TData extends object>(make: () => TData | undefined) {
  return (_: unknown, { IGNORE }: { IGNORE: IgnoreModifier }): TData | IgnoreModifier => {
    const answer = make();
    if (!answer) return IGNORE;
    optimisticAnswers.add(answer);
    return answer;
  };
}

/**
 * A competition edit's `update`: the server's answer is applied like a pushed change (`receiveChange`); an
 * optimistic answer (marked by `optimistic`) is written as it is, into its own layer, which goes when the answer
 * comes. Apollo writes that layer again, by calling this again, each time a layer under it goes (another edit was
 * answered), and then re-reads only the fields the layer that went held: a layer written differently the second
 * time (dropped as stale because the versions under it moved on, say) would leave the screen showing the first
 * one, even once every layer has gone. So an optimistic answer is never held against the cached version, and
 * never catches up: it is the same each time.
 */
export function changeUpdate<TData extends object>(client: ApolloClient, toChange: (data: TData) => Change) {
  return (_: ApolloCache, { data }: { data?: TData | null }) => {
    if (!data) return;
    const change = toChange(data);
    if (optimisticAnswers.has(data)) writeChange(client.cache, change);
    else receiveChange(client, change);
  };
}

/** What an edit answers in its one field: the competition, and the round it changed when the edit asks for it. */
type EditAnswer = CompetitionData & { round?: RoundData | null };

/** An edit's variables as the user made it: all but the clientMutationId, which each sending adds. */
export type EditVariables<TVariables> = Omit<TVariables, "clientMutationId">;

/** Sends one edit: its variables, its clientMutationId and, to show it at once, its optimistic answer. */
export type SendOneEdit<TVariables, TData> = (
  client: ApolloClient,
  variables: TVariables,
  clientMutationId: string,
  optimisticAnswer?: () => TData | undefined,
) => Promise<unknown>;

/**
 * One kind of edit, named by its mutation's `field`: `send` sends it with its variables and clientMutationId and
 * applies the answer like a pushed change; with an optimistic answer (undefined when there is nothing to show it
 * on), that shows at once. The same for an edit made now and one sent from the outbox.
 */
export function editSender<
  Field extends string,
  TData extends Record<Field, EditAnswer>,
  TVariables extends OperationVariables,
>(mutation: TypedDocumentNode<TData, TVariables>, field: Field) {
  const send: SendOneEdit<EditVariables<TVariables>, TData> = (client, variables, clientMutationId, optimisticAnswer) =>
    client.mutate({
      mutation,
      // The edit's own variables and its id are the mutation's variables; TypeScript cannot see it through Omit.
      variables: { ...variables, clientMutationId } as unknown as TVariables,
      fetchPolicy: "no-cache",
      optimisticResponse: optimisticAnswer && optimistic(optimisticAnswer),
      update: changeUpdate(client, (data: TData) => {
        const answer = data[field];
        return { competition: answer, round: answer.round };
      }),
    });
  return { kind: field, send };
}
