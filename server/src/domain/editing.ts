import { RivalsError, badInput, forbidden, notFound } from "./errors";

/** Who may change a competition and when (SPEC.md sections 4 and 5), as pure checks of what the edit found. */
export interface EditRules {
  expectedVersion?: number | null;
  /** Rules, rounds, sub-rounds and validity change only while the competition is ongoing. */
  onlyWhileOngoing: boolean;
}

export interface EditedCompetition {
  playerOneId: string;
  playerTwoId: string;
  status: "ongoing" | "complete" | "abandoned";
  version: number;
}

/** A viewer who may see the competition learns why they cannot edit it; anyone else cannot tell it exists. */
export function notAPlayer(visible: boolean): RivalsError {
  return visible ? forbidden("Only the players can edit this competition") : notFound("Competition not found");
}

/** The checks on the locked competition of a player's edit: the version they saw, and its status. */
export function checkEdit(competition: EditedCompetition, rules: EditRules): void {
  if (rules.expectedVersion != null && rules.expectedVersion !== competition.version) {
    throw new RivalsError("CONFLICT", "This competition was changed meanwhile. Please review it and try again.");
  }
  if (rules.onlyWhileOngoing && competition.status !== "ongoing") {
    throw forbidden("Only an ongoing competition's rules and rounds can be edited");
  }
}

/** A sub-round goes to one of the two players, or is a draw (null). */
export function checkSubRoundPlayer(playerId: string | null, competition: EditedCompetition): void {
  if (playerId !== null && playerId !== competition.playerOneId && playerId !== competition.playerTwoId) {
    throw badInput("A sub-round goes to one of the two players, or is a draw");
  }
}

export const roundNotFound = () => notFound("Round not found");
export const subRoundNotFound = () => notFound("Sub-round not found");
export const ruleNotFound = () => notFound("Rule not found");

/** What the edit found of the rounds, as they were when it ran under the competition's lock. */
export function checkFound(found: boolean, refusal: () => RivalsError): void {
  if (!found) throw refusal();
}

/** A new round only once the last one has a sub-round. */
export function checkNewRound(lastRoundEmpty: boolean): void {
  if (lastRoundEmpty) throw forbidden("Add a sub-round to the last round first");
}

/** A round that exists may be deleted unless it is the competition's only one. */
export function checkDeletedRound(found: boolean, othersExist: boolean): void {
  checkFound(found, roundNotFound);
  if (!othersExist) throw forbidden("A competition needs at least one round");
}

/**
 * Whether a change may move the players' head-to-head record (what friend lists show): complete competitions
 * count, so it moves when the status changes or a complete one is deleted. Scores change only while ongoing, so a
 * complete competition's winner never changes without its status.
 */
export function recordMoved(
  before: Pick<EditedCompetition, "status">,
  afterStatus: EditedCompetition["status"] | null,
) {
  return afterStatus === null ? before.status === "complete" : before.status !== afterStatus;
}

/** How long a clientMutationId is known after its edit: a repeat within this applies nothing again (API.md). */
export const CLIENT_MUTATIONS_KEPT_SECONDS = 24 * 60 * 60;

/** A client's id for one intended edit (API.md): a random token such as a UUID, so that a repeat can be known. */
const CLIENT_MUTATION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The clientMutationId to record, or undefined when the client sent none. */
export function checkClientMutationId(id: string | null | undefined): string | undefined {
  if (id == null) return undefined;
  if (!CLIENT_MUTATION_ID.test(id)) throw badInput("clientMutationId must be 8 to 64 letters, digits, - or _");
  return id;
}
