import { randomUUID } from "node:crypto";
import { errorChain, pgErrorCode, type Db, type Tx } from "../../db/client";
import {
  friendshipKey,
  planImport,
  readExport,
  type Finding,
  type ImportPlan,
  type PlannedCompetition,
  type PlannedFriendship,
  type PlannedUser,
  type Source,
} from "../../domain/firebaseImport";
import { firebasePasswordHash, type FirebaseHashConfig } from "../auth";
import { insertCompetitionIfAbsent } from "../competitions";
import { followHistory } from "../rivalry";
import { findSeededUser, insertSeededUser } from "../users";
import { findNamed, insertFriendship, insertUser, linkGoogle, recordImported } from "./store";

/**
 * `pnpm import:firebase` (API.md "Import from the original app"): reads the export (domain/firebaseImport.ts), asks
 * the database what it holds of it, plans, and writes the plan one record per transaction: a user with its sign-in,
 * a friendship, a competition with its rules, rounds, sub-rounds and rating replay. Each is recorded in
 * `firebase_imports` in its own transaction, so a record is written whole or not at all, and once only.
 */

export interface ImportFiles {
  /** The Firestore export: `{ userInfo, competitions }`. */
  firestore: unknown;
  /** The Firebase Authentication export and the project's password-hash parameters, when given. */
  auth: { users: unknown; hashConfig: FirebaseHashConfig } | null;
}

/** Where a run is: the bar the command line shows. */
export interface Progress {
  start(phase: "users" | "friendships" | "competitions", total: number): void;
  tick(): void;
  stop(): void;
}

export interface ImportOptions {
  /** The seeded test friend's username (TEST_FRIEND_USERNAME): the original app's user of that name becomes it. */
  testFriendUsername: string;
  /** Plan and report only: nothing is written. */
  dryRun: boolean;
  progress?: Progress;
}

export interface ImportReport {
  dryRun: boolean;
  /** Written by this run (by a dry run: what a run would write). */
  imported: { users: number; friendships: number; competitions: number; rounds: number; subRounds: number };
  /** Imported by an earlier run, left as they are. */
  already: ImportPlan["already"];
  skipped: Finding[];
  notes: Finding[];
  differences: Finding[];
}

export async function importFirebase(db: Db, files: ImportFiles, options: ImportOptions): Promise<ImportReport> {
  const source = readExport(files.firestore, files.auth?.users ?? null, options.testFriendUsername);
  const found = await findNamed(db, named(source, options.testFriendUsername));
  const plan = planImport(source, {
    imported: {
      users: new Set(found.userIds.keys()),
      friendships: found.friendships,
      competitions: found.competitions,
    },
    taken: found,
    testFriendTaken: found.testFriendTaken,
  });
  const report: ImportReport = {
    dryRun: options.dryRun,
    imported: { users: 0, friendships: 0, competitions: 0, rounds: 0, subRounds: 0 },
    already: plan.already,
    skipped: plan.skipped,
    notes: plan.notes,
    differences: plan.differences,
  };
  if (options.dryRun) {
    report.imported = {
      users: plan.users.length,
      friendships: plan.friendships.length,
      competitions: plan.competitions.length,
      ...countRounds(plan.competitions),
    };
    return report;
  }
  const records = new Map(source.users.map((user) => [user.uid, user.record]));
  const writer = new Writer(db, files.auth?.hashConfig ?? null, options, found.userIds, records, report);
  await writer.each("users", plan.users, (user) => writer.user(user));
  await writer.each("friendships", plan.friendships, (friendship) => writer.friendship(friendship));
  await writer.each("competitions", plan.competitions, (competition) => writer.competition(competition));
  return report;
}

/** What the export names that the database may hold already. */
function named(source: Source, testFriendUsername: string) {
  const accounts = [...source.accounts.values()];
  return {
    uids: source.users.map((user) => user.uid),
    friendships: source.users.flatMap((user) => user.friends.map((friend) => friendshipKey(user.uid, friend.uid))),
    competitions: source.competitions.map((competition) => competition.id),
    usernames: source.users.map((user) => user.username),
    emails: accounts.flatMap((account) => (account.email ? [account.email] : [])),
    googleIds: accounts.flatMap((account) => (account.googleId ? [account.googleId] : [])),
    testFriendUsername,
  };
}

function countRounds(competitions: readonly PlannedCompetition[]) {
  return {
    rounds: competitions.reduce((sum, competition) => sum + competition.rounds.length, 0),
    subRounds: competitions.reduce(
      (sum, competition) => sum + competition.rounds.reduce((count, round) => count + round.subRounds.length, 0),
      0,
    ),
  };
}

/** Why a record was not written; what its transaction wrote is rolled back. */
class NotWritten extends Error {}

const TAKEN_MEANWHILE = "another import run took it in meanwhile";

class Writer {
  constructor(
    private readonly db: Db,
    private readonly hashConfig: FirebaseHashConfig | null,
    private readonly options: ImportOptions,
    /** Each imported user's Rivals id, by uid: those of earlier runs, then this one's as they are written. */
    private readonly ids: Map<string, string>,
    /** Each user's record in the export, by uid. */
    private readonly records: ReadonlyMap<string, string>,
    private readonly report: ImportReport,
  ) {}

  /**
   * Writes each record in its own transaction; one the database refuses (a constraint, a value out of range) is
   * skipped and reported. Any other failure (the database gone) ends the run: what is written stays, and the next
   * run goes on from there.
   */
  async each<T extends { record: string }>(
    phase: Parameters<Progress["start"]>[0],
    records: readonly T[],
    write: (record: T) => Promise<void>,
  ) {
    this.options.progress?.start(phase, records.length);
    try {
      for (const record of records) {
        try {
          await write(record);
        } catch (error) {
          const refused = error instanceof NotWritten || /^2[23]/.test(pgErrorCode(error) ?? "");
          if (!refused) throw error;
          this.report.skipped.push({ record: record.record, reason: refusal(error) });
        }
        this.options.progress?.tick();
      }
    } finally {
      this.options.progress?.stop();
    }
  }

  async user(user: PlannedUser): Promise<void> {
    const id = await this.db.transaction(async (tx) => {
      const id = user.testFriend ? await this.testFriend(tx, user) : await this.insertUser(tx, user);
      const googleId = user.account?.googleId;
      if (googleId && !(await linkGoogle(tx, googleId, id))) {
        throw new NotWritten("its Google account signs in to a Rivals account already");
      }
      if (!(await recordImported(tx, "user", user.uid, id))) throw new NotWritten(TAKEN_MEANWHILE);
      return id;
    });
    this.ids.set(user.uid, id);
    this.report.imported.users += 1;
  }

  private async insertUser(tx: Tx, user: PlannedUser): Promise<string> {
    const { account, username } = user;
    const password = account?.password;
    const id = await insertUser(tx, {
      username,
      email: account?.email ?? null,
      passwordHash:
        password && this.hashConfig ? firebasePasswordHash(this.hashConfig, password.salt, password.hash) : null,
      profilePic: user.profilePic,
      deleted: user.deleted,
      ...(account?.createdAt && { createdAt: account.createdAt }),
    });
    if (!id) throw new NotWritten(`username ${JSON.stringify(username)} or its email is taken by a Rivals user`);
    return id;
  }

  /** Rivals' seeded test friend, seeded now if the server has not yet. */
  private async testFriend(tx: Tx, user: PlannedUser): Promise<string> {
    await insertSeededUser(tx, this.options.testFriendUsername);
    const seeded = await findSeededUser(tx, this.options.testFriendUsername);
    if (!seeded) throw new NotWritten(`username ${JSON.stringify(user.username)} is taken by a Rivals user`);
    return seeded.id;
  }

  async friendship(friendship: PlannedFriendship): Promise<void> {
    const [senderId, receiverId] = [friendship.senderId, friendship.receiverId].map((uid) => this.idOf(uid));
    const inserted = await this.db.transaction(async (tx) => {
      const added = await insertFriendship(tx, { senderId, receiverId, accepted: friendship.accepted });
      if (!(await recordImported(tx, "friendship", friendship.key, null))) throw new NotWritten(TAKEN_MEANWHILE);
      return added;
    });
    if (inserted) this.report.imported.friendships += 1;
    else {
      this.report.notes.push({
        record: friendship.record,
        reason: "the two are friends in Rivals already, or one has asked the other: left as it is",
      });
    }
  }

  async competition(competition: PlannedCompetition): Promise<void> {
    const { players, score, winnerId, rounds, rules, ...fields } = competition;
    const [playerOneId, playerTwoId] = players.map((uid) => this.idOf(uid));
    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      if (!(await recordImported(tx, "competition", competition.id, id))) throw new NotWritten(TAKEN_MEANWHILE);
      const row = await insertCompetitionIfAbsent(tx, {
        competition: {
          id,
          name: fields.name,
          image: fields.image,
          description: fields.description,
          status: fields.status,
          public: fields.public,
          playerOneId,
          playerTwoId,
          scoreOne: score[0],
          scoreTwo: score[1],
          winnerId: winnerId && this.idOf(winnerId),
          createdAt: fields.createdAt,
          updatedAt: fields.updatedAt,
          completedAt: fields.completedAt,
        },
        rules,
        rounds: rounds.map((round) => ({
          ...round,
          subRounds: round.subRounds.map((subRound) => ({
            ...subRound,
            playerId: subRound.playerId && this.idOf(subRound.playerId),
          })),
        })),
      });
      await followHistory(tx, null, row!);
    });
    const counted = countRounds([competition]);
    this.report.imported.competitions += 1;
    this.report.imported.rounds += counted.rounds;
    this.report.imported.subRounds += counted.subRounds;
  }

  /** The Rivals id of a user the plan counted on; one whose own writing failed takes its records with it. */
  private idOf(uid: string): string {
    const id = this.ids.get(uid);
    if (!id) throw new NotWritten(`${this.records.get(uid) ?? uid} was not imported`);
    return id;
  }
}

/** Why: ours, or the database's own words (not the statement Drizzle wraps them in). */
function refusal(error: unknown): string {
  if (error instanceof NotWritten) return error.message;
  const cause = [...errorChain(error)].find((e) => typeof (e as { code?: unknown }).code === "string") as Error;
  return `the database refused it: ${cause.message}`;
}
