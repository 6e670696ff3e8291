import { checkChosenUsername, checkEmail, checkWebUrl } from "./accounts";
import {
  checkCompetitionInfo,
  checkRule,
  checkSubRound,
  competitionStatuses,
  type CompetitionStatus,
} from "./competitions";
import { RivalsError } from "./errors";
import { checkTextsIn } from "./text";
import { competitionScore, roundScore, winnerOf, type Players, type Score } from "./scoring";

/**
 * The original app's data (SPEC.md sections 3 and 7) as its exports hold it, and the rules that make it Rivals' (API.md
 * "Import from the original app"), as pure functions: `readExport` reads the files' records, `planImport` decides
 * what to write given what the database holds already (`Existing`). Users are named by their Firebase uid throughout;
 * features/import writes the plan.
 */

/** A record left out, taken in with a change, or scored differently, and why; named as in the export. */
export interface Finding {
  record: string;
  reason: string;
}

export interface SourceUser {
  uid: string;
  record: string;
  username: string;
  profilePic: string | null;
  deleted: boolean;
  /** Rivals' own seeded test friend stands for this user (the same username). */
  testFriend: boolean;
  friends: { uid: string; accepted: boolean; sender: boolean }[];
  notes: Finding[];
}

/** A Firebase Authentication account: how its user signs in. */
export interface SourceAccount {
  email: string | null;
  /** Firebase's modified-scrypt hash and salt, base64. */
  password: { hash: string; salt: string } | null;
  /** The Google account's id (`sub`), for users who signed in with Google. */
  googleId: string | null;
  disabled: boolean;
  createdAt: Date | null;
}

export interface SourceSubRound {
  name: string;
  points: number;
  /** The winner's uid; null is a draw. */
  playerId: string | null;
}

export interface SourceCompetition {
  id: string;
  record: string;
  name: string;
  image: string | null;
  description: string;
  status: CompetitionStatus;
  public: boolean;
  createdAt: Date;
  updatedAt: Date;
  players: Players;
  rules: string[];
  rounds: { valid: boolean; subRounds: SourceSubRound[] }[];
  /** `currentScore` and `winner` as the original app stored them. */
  stored: { score: unknown; winner: unknown };
  notes: Finding[];
}

export interface Source {
  users: SourceUser[];
  /** By uid; empty without an auth export. */
  accounts: ReadonlyMap<string, SourceAccount>;
  competitions: SourceCompetition[];
  skipped: Finding[];
}

/** What the database holds already, of what the export names. */
export interface Existing {
  /** Firebase ids imported by an earlier run: uids, friendship keys (`friendshipKey`), competition document ids. */
  imported: { users: ReadonlySet<string>; friendships: ReadonlySet<string>; competitions: ReadonlySet<string> };
  /** Rivals users' usernames and emails, and linked Google ids, among the export's. */
  taken: { usernames: ReadonlySet<string>; emails: ReadonlySet<string>; googleIds: ReadonlySet<string> };
  /** A real user (not the seeded one) has the test friend's username. */
  testFriendTaken: boolean;
}

export interface PlannedUser extends Omit<SourceUser, "friends" | "notes"> {
  account: SourceAccount | null;
}

export interface PlannedFriendship {
  /** Its id in the import's records: the two uids in order. */
  key: string;
  record: string;
  senderId: string;
  receiverId: string;
  accepted: boolean;
}

export interface PlannedRound {
  valid: boolean;
  scoreOne: number;
  scoreTwo: number;
  subRounds: SourceSubRound[];
}

export interface PlannedCompetition extends Omit<SourceCompetition, "rounds" | "stored" | "notes"> {
  rounds: PlannedRound[];
  score: Score;
  winnerId: string | null;
  completedAt: Date | null;
}

export interface ImportPlan {
  users: PlannedUser[];
  friendships: PlannedFriendship[];
  /** In the order to write them: as they were last updated, so that each rating replay starts at its own game. */
  competitions: PlannedCompetition[];
  /** Records an earlier run imported: left as they are. */
  already: { users: number; friendships: number; competitions: number };
  skipped: Finding[];
  notes: Finding[];
  /** Competitions whose stored currentScore or winner differ from what Rivals computes. */
  differences: Finding[];
}

/** A problem with one record: it is skipped, with this reason. */
class Refusal extends Error {}
const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

/** Runs one of Rivals' own checks, its refusal becoming the record's, after `what`. */
function checked<T>(what: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof RivalsError) refuse(`${what}: ${error.message}`);
    throw error;
  }
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const show = (value: unknown) => (value === undefined ? "nothing" : JSON.stringify(value));

/** An export that is not what its command writes: nothing in it can be read. */
export class ExportFileError extends Error {
  override name = "ExportFileError";
}

/** Reads each document of the collection `name`, or skips it with the reason it was refused. */
function readCollection<T>(
  file: Fields,
  name: string,
  read: (id: string, fields: Fields, record: string) => T,
  skipped: Finding[],
): T[] {
  const documents = file[name];
  if (!isFields(documents)) {
    throw new ExportFileError(`The Firestore export has no "${name}" collection (an object of documents by id)`);
  }
  return Object.entries(documents).flatMap(([id, fields]) => {
    const record = `${name}/${id}`;
    try {
      if (!isFields(fields)) return refuse("is not a document");
      // What every text reaching Rivals through its API must be (domain/text.ts), here too.
      checked("a text in it", () => checkTextsIn(fields));
      return [read(id, fields, record)];
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      skipped.push({ record, reason: error.message });
      return [];
    }
  });
}

function optionalText(fields: Fields, field: string): string | undefined {
  const value = fields[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") refuse(`${field} is ${show(value)}, not text`);
  return value as string;
}

function list(fields: Fields, field: string): unknown[] {
  const value = fields[field] ?? [];
  if (!Array.isArray(value)) refuse(`${field} is ${show(value)}, not a list`);
  return value as unknown[];
}

/** A Firestore timestamp as exported: `{ "_seconds", "_nanoseconds" }`; undefined when absent. */
export function readTimestamp(value: unknown, field: string): Date | undefined {
  if (value === undefined || value === null) return undefined;
  const seconds = isFields(value) ? value._seconds : undefined;
  const nanoseconds = isFields(value) ? (value._nanoseconds ?? 0) : undefined;
  if (
    !Number.isSafeInteger(seconds) ||
    !Number.isInteger(nanoseconds) ||
    (nanoseconds as number) < 0 ||
    (nanoseconds as number) > 999_999_999
  ) {
    return refuse(`${field} is ${show(value)}, not a timestamp { "_seconds", "_nanoseconds" }`);
  }
  return new Date((seconds as number) * 1000 + Math.floor((nanoseconds as number) / 1e6));
}

/** Points as the original app stored them: a whole number, or text that is one (" 3", "-2"); else undefined. */
export function readPoints(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === "string" && /^\s*[+-]?\d{1,15}\s*$/.test(value)) return Number(value);
  return undefined;
}

/** A picture or image URL Rivals can show; anything else is left out, with a note. */
function picture(value: string | undefined, what: string, notes: Finding[], record: string): string | null {
  const url = value?.trim();
  if (!url) return null;
  try {
    return checkWebUrl(url, what);
  } catch (error) {
    if (!(error instanceof RivalsError)) throw error;
    notes.push({ record, reason: `${what.toLowerCase()} ${show(url)} left out: ${error.message}` });
    return null;
  }
}

/**
 * The export's records, each checked on its own: a record that Rivals could not hold is skipped with its reason.
 * `firestore` is `{ userInfo, competitions }`; `auth` what `firebase auth:export --format=json` writes, or null.
 */
export function readExport(firestore: unknown, auth: unknown, testFriendUsername: string): Source {
  if (!isFields(firestore)) throw new ExportFileError("The Firestore export is not a JSON object");
  const skipped: Finding[] = [];
  const users = readUsers(firestore, testFriendUsername, skipped);
  const accounts = auth === null ? new Map<string, SourceAccount>() : readAccounts(auth, skipped);
  const competitions = readCollection(firestore, "competitions", readCompetition, skipped);
  return { users, accounts, competitions, skipped };
}

/** The userInfo documents; of two with the same userid or username, the first. */
function readUsers(firestore: Fields, testFriendUsername: string, skipped: Finding[]): SourceUser[] {
  const byUid = new Map<string, string>();
  const byUsername = new Map<string, string>();
  const read = (id: string, fields: Fields, record: string) => {
    const user = readUser(id, fields, record, testFriendUsername);
    const sameUid = byUid.get(user.uid);
    if (sameUid) refuse(`userid ${user.uid} is also ${sameUid}'s, imported instead`);
    const sameName = byUsername.get(user.username);
    if (sameName) refuse(`username ${show(user.username)} is also ${sameName}'s, imported instead`);
    byUid.set(user.uid, record);
    byUsername.set(user.username, record);
    return user;
  };
  return readCollection(firestore, "userInfo", read, skipped);
}

function readUser(id: string, fields: Fields, record: string, testFriendUsername: string): SourceUser {
  const uid = optionalText(fields, "userid");
  if (!uid) refuse("has no userid");
  const given = optionalText(fields, "username") ?? id;
  const username = checked(`username ${show(given)}`, () => checkChosenUsername(given));
  const deleted = fields.deleted === true;
  const notes: Finding[] = [];
  const profilePic = deleted ? null : picture(optionalText(fields, "profilePic"), "Picture", notes, record);
  const friends = list(fields, "friends").flatMap((entry, index) => {
    if (isFields(entry) && typeof entry.userid === "string" && entry.userid && entry.userid !== uid) {
      return [{ uid: entry.userid, accepted: entry.accepted === true, sender: entry.sender === true }];
    }
    notes.push({ record, reason: `friend entry ${index + 1} (${show(entry)}) names no other user: left out` });
    return [];
  });
  return {
    uid: uid!,
    record,
    username,
    profilePic,
    deleted,
    testFriend: username === testFriendUsername,
    friends,
    notes,
  };
}

function readAccounts(auth: unknown, skipped: Finding[]): Map<string, SourceAccount> {
  const users = isFields(auth) ? auth.users : undefined;
  if (!Array.isArray(users)) throw new ExportFileError(`The auth export has no "users" list`);
  const accounts = new Map<string, SourceAccount>();
  for (const [index, user] of users.entries()) {
    const uid = isFields(user) && typeof user.localId === "string" ? user.localId : undefined;
    if (!uid || accounts.has(uid)) {
      skipped.push({ record: `auth/${uid ?? `#${index + 1}`}`, reason: uid ? "appears twice" : "has no localId" });
    } else accounts.set(uid, readAccount(user as Fields));
  }
  return accounts;
}

function readAccount(user: Fields): SourceAccount {
  const providers = Array.isArray(user.providerUserInfo) ? user.providerUserInfo.filter(isFields) : [];
  const google = providers.find((provider) => provider.providerId === "google.com");
  const text = (value: unknown) => (typeof value === "string" && value ? value : null);
  const email = text(user.email) ?? text(google?.email);
  const hash = text(user.passwordHash);
  const salt = text(user.salt);
  const createdAt = typeof user.createdAt === "string" && /^\d+$/.test(user.createdAt) ? Number(user.createdAt) : null;
  return {
    email: email && validEmail(email),
    password: hash && salt ? { hash, salt } : null,
    googleId: text(google?.rawId),
    disabled: user.disabled === true,
    createdAt: createdAt === null ? null : new Date(createdAt),
  };
}

function validEmail(email: string): string | null {
  try {
    return checkEmail(email);
  } catch {
    return null;
  }
}

function readPlayers(fields: Fields): Players {
  const players = list(fields, "players");
  if (players.length !== 2 || players.some((player) => typeof player !== "string" || !player)) {
    refuse(`players is ${show(fields.players)}, not two userids`);
  }
  if (players[0] === players[1]) refuse("has the same player twice");
  return players as unknown as Players;
}

function readCompetition(id: string, fields: Fields, record: string): SourceCompetition {
  const notes: Finding[] = [];
  const players = readPlayers(fields);
  const status = fields.status ?? "ongoing";
  if (!competitionStatuses.includes(status as CompetitionStatus)) {
    refuse(`status ${show(status)} is not ${competitionStatuses.join(", ")}`);
  }
  const info = checked("competition", () =>
    checkCompetitionInfo({
      name: optionalText(fields, "name") ?? "",
      description: optionalText(fields, "description") ?? "",
      status: status as CompetitionStatus,
      // The original app saved it as text until it converted it to a boolean on save (SPEC.md section 5).
      public: fields.public === true || fields.public === "true",
    }),
  );
  const created = readTimestamp(fields.creationDate, "creationDate");
  const updated = readTimestamp(fields.updatedDate, "updatedDate");
  if (!created && !updated) refuse("has neither creationDate nor updatedDate");
  const rules = list(fields, "rules").map((rule, index) =>
    typeof rule === "string"
      ? checked(`rule ${index + 1}`, () => checkRule(rule))
      : refuse(`rule ${index + 1} is ${show(rule)}`),
  );
  const rounds = list(fields, "rounds").map((round, index) => readRound(round, index + 1, players, { record, notes }));
  return {
    id,
    record,
    name: info.name!,
    image: picture(optionalText(fields, "image"), "Image", notes, record),
    description: info.description!,
    status: info.status!,
    public: info.public!,
    createdAt: (created ?? updated)!,
    updatedAt: (updated ?? created)!,
    players,
    rules,
    // Every competition has a round in Rivals: one with none gets the blank round a new one starts with.
    rounds: rounds.length ? rounds : [{ valid: false, subRounds: [] }],
    stored: { score: fields.currentScore, winner: fields.winner },
    notes,
  };
}

function readRound(round: unknown, number: number, players: Players, where: { record: string; notes: Finding[] }) {
  if (!isFields(round)) return refuse(`round ${number} is ${show(round)}`);
  const subRounds = list(round, "nestedRounds").map((subRound, index): SourceSubRound => {
    const what = `round ${number}, sub-round ${index + 1}`;
    if (!isFields(subRound)) return refuse(`${what} is ${show(subRound)}`);
    const points = readPoints(subRound.points);
    if (points === undefined) refuse(`${what}: points ${show(subRound.points)} are not a whole number`);
    let name = typeof subRound.name === "string" ? subRound.name.trim() : "";
    if (!name) {
      name = `Sub-round ${index + 1}`;
      where.notes.push({ record: where.record, reason: `${what} had no name: named "${name}"` });
    }
    const checkedSubRound = checked(what, () => checkSubRound({ name, points: points! }));
    const player = subRound.player;
    const playerId = typeof player === "string" && players.includes(player) ? player : null;
    if (playerId === null && player !== "draw" && player !== undefined && player !== null && player !== "") {
      where.notes.push({
        record: where.record,
        reason: `${what}: ${show(player)} is not one of its players: counted as a draw, as the original app counted it`,
      });
    }
    return { ...checkedSubRound, playerId };
  });
  return { valid: round.valid === true, subRounds };
}

/** A friendship's id in the import's records: its two uids, in order. */
export const friendshipKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** What the import writes, given what the database holds: see ImportPlan. */
export function planImport(source: Source, existing: Existing): ImportPlan {
  const plan: ImportPlan = {
    users: [],
    friendships: [],
    competitions: [],
    already: { users: 0, friendships: 0, competitions: 0 },
    skipped: [...source.skipped],
    notes: [],
    differences: [],
  };
  // Every user of the export: null when it is imported (now or by an earlier run), else why not.
  const left = new Map<string, string | null>();
  const emails = new Set<string>();
  for (const user of source.users) {
    const reason = planUser(user, source, existing, plan, emails);
    left.set(user.uid, reason === undefined ? null : `${user.record} was not imported`);
    if (reason) plan.skipped.push({ record: user.record, reason });
  }
  for (const uid of source.accounts.keys()) {
    if (!left.has(uid))
      plan.skipped.push({ record: `auth/${uid}`, reason: "has no userInfo document: nothing to import" });
  }
  const whyNot = (uid: string) => (left.has(uid) ? left.get(uid) : `${uid} is in no userInfo document`);
  planFriendships(source.users, existing, whyNot, plan);
  const names = new Map(source.users.map((user) => [user.uid, user.username]));
  for (const competition of source.competitions) {
    if (existing.imported.competitions.has(competition.id)) {
      plan.already.competitions += 1;
      continue;
    }
    const missing = competition.players.map(whyNot).find(Boolean);
    if (missing) plan.skipped.push({ record: competition.record, reason: `player ${missing}` });
    else plan.competitions.push(planCompetition(competition, names, plan));
  }
  plan.competitions.sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
  return plan;
}

/** Plans the user (unless an earlier run imported it) and answers undefined, or answers why it is skipped. */
function planUser(user: SourceUser, source: Source, existing: Existing, plan: ImportPlan, emails: Set<string>) {
  if (existing.imported.users.has(user.uid)) {
    plan.already.users += 1;
    return undefined;
  }
  const taken = `username ${show(user.username)} is taken by a Rivals user`;
  if (user.testFriend) {
    if (existing.testFriendTaken) return taken;
    plan.users.push({ ...withoutParts(user), account: null });
    plan.notes.push({ record: user.record, reason: "the test friend: Rivals' own test friend stands for it" });
    return undefined;
  }
  const found = user.deleted ? undefined : source.accounts.get(user.uid);
  const account = found && !found.disabled ? found : null;
  if (existing.taken.usernames.has(user.username)) return taken;
  if (account?.email && (existing.taken.emails.has(account.email) || emails.has(account.email))) {
    return `email ${account.email} is taken by ${emails.has(account.email) ? "another imported user" : "a Rivals account"}`;
  }
  if (account?.googleId && existing.taken.googleIds.has(account.googleId)) {
    return "its Google account signs in to a Rivals account already";
  }
  if (account?.email) emails.add(account.email);
  plan.users.push({ ...withoutParts(user), account });
  plan.notes.push(...user.notes);
  if (found?.disabled)
    plan.notes.push({ record: user.record, reason: "disabled in Firebase: imported without a sign-in" });
  return undefined;
}

const withoutParts = ({ friends: _, notes: __, ...user }: SourceUser) => user;

/**
 * One friendship per pair from the entries on both sides (one side's is enough): accepted when every entry says so,
 * else pending in the direction the entries tell (the sender's entry says sender, the invitee's does not).
 */
function planFriendships(
  users: SourceUser[],
  existing: Existing,
  whyNot: (uid: string) => string | null | undefined,
  plan: ImportPlan,
) {
  const records = new Map(users.map((user) => [user.uid, user.record]));
  const pairs = new Map<string, { record: string; users: string[]; senders: string[]; accepted: boolean }>();
  for (const user of users) {
    if (whyNot(user.uid)) continue;
    for (const entry of user.friends) {
      const key = friendshipKey(user.uid, entry.uid);
      const pair = pairs.get(key) ?? {
        record: `${user.record} ↔ ${records.get(entry.uid) ?? entry.uid}`,
        users: [user.uid, entry.uid],
        senders: [],
        accepted: true,
      };
      pair.senders.push(entry.sender ? user.uid : entry.uid);
      pair.accepted &&= entry.accepted;
      pairs.set(key, pair);
    }
  }
  for (const [key, { record, users: pairUsers, senders, accepted }] of pairs) {
    const missing = pairUsers.map(whyNot).find(Boolean);
    if (missing) plan.skipped.push({ record, reason: `friend ${missing}` });
    else if (existing.imported.friendships.has(key)) plan.already.friendships += 1;
    else if (!accepted && new Set(senders).size > 1) {
      plan.skipped.push({ record, reason: "the two friend entries disagree on who sent the invite" });
    } else {
      const [senderId] = senders;
      const receiverId = pairUsers.find((uid) => uid !== senderId)!;
      plan.friendships.push({ key, record, senderId, receiverId, accepted });
    }
  }
}

/** Scored by Rivals' rules (domain/scoring.ts), with any difference from what was stored noted. */
function planCompetition(competition: SourceCompetition, names: Map<string, string>, plan: ImportPlan) {
  const { rounds, stored, notes, ...fields } = competition;
  const { players } = competition;
  const scored = rounds.map((round) => {
    const [scoreOne, scoreTwo] = roundScore(round.subRounds, players);
    return { ...round, scoreOne, scoreTwo };
  });
  const score = competitionScore(scored, players);
  const winnerId = winnerOf(score, players);
  plan.notes.push(...notes);
  const difference = scoreDifference(stored, score, winnerId, names);
  if (difference) plan.differences.push({ record: competition.record, reason: difference });
  return {
    ...fields,
    rounds: scored,
    score,
    winnerId,
    completedAt: fields.status === "complete" ? fields.updatedAt : null,
  };
}

/**
 * `stored 2–1, computed 3–2` when the stored currentScore differs from the computed one, with `; winner stored X,
 * computed Y` when the winner does; undefined when both agree.
 */
export function scoreDifference(
  stored: { score: unknown; winner: unknown },
  score: Score,
  winnerId: string | null,
  names: ReadonlyMap<string, string>,
): string | undefined {
  const points = Array.isArray(stored.score) && stored.score.length === 2 ? stored.score.map(readPoints) : [];
  const storedScore = points.length === 2 && points.every((value) => value !== undefined) ? points : undefined;
  const sameScore = storedScore?.[0] === score[0] && storedScore[1] === score[1];
  const storedWinner = stored.winner === "draw" ? null : stored.winner;
  const sameWinner = storedWinner === winnerId;
  if (sameScore && sameWinner) return undefined;
  const name = (winner: unknown) =>
    winner === null ? "draw" : typeof winner === "string" ? (names.get(winner) ?? winner) : show(winner);
  const winners = sameWinner ? "" : `; winner stored ${name(storedWinner)}, computed ${name(winnerId)}`;
  return `stored ${storedScore?.join("–") ?? show(stored.score)}, computed ${score.join("–")}${winners}`;
}
