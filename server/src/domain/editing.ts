import { createHash } from "node:crypto";
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

/** A clientMutationId and the one edit it names. */
export interface ClientMutation {
  id: string;
  /** The digest of the edit: its operation and arguments (`editDigest`). */
  edit: string;
}

/** What every competition edit may also take (API.md). */
export type EditVersion = {
  expectedVersion?: number | null;
  clientMutationId?: string | null;
};

/** An edit's arguments as its mutation took them. */
export type EditArguments = EditVersion & object;

/**
 * The clientMutationId to record and the edit it is bound to, or undefined when the client sent none (API.md,
 * "Idempotency keys are bound to their edit"): a repeat of the id applies nothing only when it is this very edit.
 */
export function clientMutationOf(operation: string, input: EditArguments): ClientMutation | undefined {
  const id = checkClientMutationId(input.clientMutationId);
  return id === undefined ? undefined : { id, edit: editDigest(operation, input) };
}

/**
 * The operation and its arguments as a digest, the expected version and the clientMutationId aside: a retry sent
 * after the competition moved on is the same edit. An omitted argument and a null one are the same; the order in
 * which arguments came does not matter.
 */
export function editDigest(operation: string, input: EditArguments): string {
  const { expectedVersion: _version, clientMutationId: _id, ...args } = input;
  return createHash("sha256")
    .update(JSON.stringify([operation, canonical(args)]))
    .digest("base64url");
}

/** Object keys sorted and null or absent values left out, at every level, so that equal values read the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).filter(([, inner]) => inner != null);
  return Object.fromEntries(
    entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, inner]) => [key, canonical(inner)]),
  );
}

/**
 * Whether recording the clientMutationId found the edit applied already (then it applies nothing again); an id that
 * came with another edit than its first is refused, and the transaction that recorded it changes nothing.
 */
export function alreadyApplied(recorded: { repeat: boolean; sameEdit: boolean }): boolean {
  if (recorded.repeat && !recorded.sameEdit) {
    throw new RivalsError("CONFLICT", "This edit id was already used for another change");
  }
  return recorded.repeat;
}
