import { badInput } from "./errors";
import { isId } from "./ids";

/** What a notification tells (API.md "Invites and notifications"). */
export const NOTIFICATION_KINDS = [
  "FRIEND_REQUEST",
  "FRIEND_ACCEPTED",
  "INVITE_ACCEPTED",
  "COMPETITION_CREATED",
  "COMPETITION_CHANGED",
  "COMPETITION_FINISHED",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds a new account gets by e-mail, and by Web Push (every kind). */
export const DEFAULT_EMAIL_KINDS: readonly NotificationKind[] = [
  "FRIEND_REQUEST",
  "INVITE_ACCEPTED",
  "COMPETITION_CREATED",
  "COMPETITION_FINISHED",
];
export const DEFAULT_PUSH_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS;

/** A kind list as stored: each kind once, in the order of NOTIFICATION_KINDS. */
export const kindSet = (kinds: readonly NotificationKind[]): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind));

/**
 * A finished competition's result as the notification's reader sees it: their score first. `winner` is who won:
 * the reader, the other player, or nobody (a draw).
 */
export interface FinishDetail {
  mine: number;
  theirs: number;
  winner: "me" | "them" | null;
}

/** What a notification's sentence is made of; `competitionName` is null when the reader may not see it (any more). */
export interface NotificationFacts {
  kind: NotificationKind;
  actorName: string | null;
  competitionName: string | null;
  count: number;
  detail: FinishDetail | null;
}

const quoted = (name: string | null) => (name === null ? "a competition" : `“${name}”`);

/** The notification's one sentence for its reader, e.g. `Bob made 3 changes to “Mario Kart 8”`. */
export function notificationText(facts: NotificationFacts): string {
  const actor = facts.actorName ?? "Someone";
  const competition = quoted(facts.competitionName);
  switch (facts.kind) {
    case "FRIEND_REQUEST":
      return `${actor} sent you a friend request`;
    case "FRIEND_ACCEPTED":
      return `${actor} accepted your friend request`;
    case "INVITE_ACCEPTED":
      return facts.competitionName === null
        ? `${actor} accepted your invite`
        : `${actor} accepted your invite to ${competition}`;
    case "COMPETITION_CREATED":
      return `${actor} started ${competition} against you`;
    case "COMPETITION_CHANGED":
      return facts.count === 1
        ? `${actor} made a change to ${competition}`
        : `${actor} made ${facts.count} changes to ${competition}`;
    case "COMPETITION_FINISHED":
      return finishText(actor, facts.competitionName, facts.detail);
  }
}

/** The winner's score first: `You won “Mario Kart 8” 3–2`, `Bob won “Mario Kart 8” 3–2`, or the draw. */
function finishText(actor: string, name: string | null, detail: FinishDetail | null): string {
  const competition = quoted(name);
  if (!detail) return `${actor} finished ${competition}`;
  const { mine, theirs, winner } = detail;
  if (winner === "me") return `You won ${competition} ${mine}–${theirs}`;
  if (winner === "them") return `${actor} won ${competition} ${theirs}–${mine}`;
  return `${name === null ? "A competition" : competition} ended in a ${mine}–${theirs} draw`;
}

/** Where a notification takes its reader in the web app: its competition, or the Friends page. */
export function notificationPath(kind: NotificationKind, competitionId: string | null): string {
  return competitionId !== null && kind !== "FRIEND_REQUEST" && kind !== "FRIEND_ACCEPTED"
    ? `/competitions/${competitionId}`
    : "/friends";
}

/** A page of the bell: at most this many at once. */
export const NOTIFICATION_PAGE_MAX = 100;

/** Where a page of notifications starts: after the one made (or last grown) at `at` with `id`. */
export interface NotificationCursor {
  at: string;
  id: string;
}

export const notificationCursor = (cursor: NotificationCursor) =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString("base64url");

/** The size of a page of notifications and where it starts, checked. */
export function notificationPage(first: number | null | undefined, after: string | null | undefined) {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 0 || size > NOTIFICATION_PAGE_MAX) {
    throw badInput(`first must be between 0 and ${NOTIFICATION_PAGE_MAX}`);
  }
  if (after == null) return { size, after: null };
  return { size, after: parseCursor(after) };
}

function parseCursor(after: string): NotificationCursor {
  const notACursor = () => badInput("Not a cursor of this list");
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, "base64url").toString());
  } catch {
    throw notACursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw notACursor();
  const [at, id] = parsed as unknown[];
  if (typeof at !== "string" || Number.isNaN(Date.parse(at)) || typeof id !== "string" || !isId(id)) {
    throw notACursor();
  }
  return { at, id };
}

/** Which notifications `markNotificationsRead` marks: some of the reader's by id, or all of them. */
export function checkMarkRead(ids: readonly string[] | null | undefined, all: boolean | null | undefined) {
  if (all) return { all: true as const, ids: [] };
  if (!ids) throw badInput("Name the notifications to mark read, or ask for all");
  // An id that names nothing (not a UUID) marks nothing, as an id of someone else's notification does.
  return { all: false as const, ids: ids.filter(isId) };
}
