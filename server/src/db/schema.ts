import { eq, or, sql, type Placeholder } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumnBuilderBase,
} from "drizzle-orm/pg-core";
import { competitionStatuses, type CompetitionSetup } from "../domain/competitions";
import { finishKinds, roundWinners, scorings } from "../domain/format";
import { DEFAULT_EMAIL_KINDS, DEFAULT_PUSH_KINDS, NOTIFICATION_KINDS } from "../domain/notifications";

/**
 * How a password hash imported from the original app begins (features/auth/firebaseScrypt.ts): replaced by an
 * argon2id one at its first sign-in.
 */
export const FIREBASE_HASH_PREFIX = "$firebase-scrypt$";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** A row of one user's, deleted with the user's row. */
const ownedByUser = (column = "user_id") =>
  uuid(column)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
/** A row of one competition's, deleted with it. */
const partOfCompetition = () =>
  uuid("competition_id")
    .notNull()
    .references(() => competitions.id, { onDelete: "cascade" });

/** A list of notification kinds, with its default. */
const kinds = (column: string, defaults: readonly string[]) =>
  text(column, { enum: NOTIFICATION_KINDS })
    .array()
    .notNull()
    .default(sql.raw(`'{${defaults.join(",")}}'::text[]`));

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email"),
    passwordHash: text("password_hash"),
    profilePic: text("profile_pic"),
    theme: text("theme", { enum: ["system", "light", "dark"] })
      .notNull()
      .default("system"),
    deleted: boolean("deleted").notNull().default(false),
    /**
     * False from profile creation until the user has chosen a username, or accepted the generated one, at their
     * first sign-in; accounts from before this was asked count as having chosen.
     */
    usernameChosen: boolean("username_chosen").notNull().default(true),
    /** Created by the server at start-up (the test friend, the sample opponent); nobody signs in as them. */
    seeded: boolean("seeded").notNull().default(false),
    /**
     * The Elo rating and record over the user's complete competitions, kept equal to a replay of them in completion
     * order by every change of that history, in the change's own transaction (features/rivalry/service.ts).
     */
    rating: doublePrecision("rating").notNull().default(1500),
    wins: integer("wins").notNull().default(0),
    losses: integer("losses").notNull().default(0),
    draws: integer("draws").notNull().default(0),
    /** The notification kinds the user gets by e-mail, and by Web Push (API.md NotificationSettings). */
    emailNotifications: kinds("email_notifications", DEFAULT_EMAIL_KINDS),
    pushNotifications: kinds("push_notifications", DEFAULT_PUSH_KINDS),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_username_key").on(t.username),
    uniqueIndex("users_email_key").on(t.email),
    // The accounts still holding a password hash from the original app, until their first sign-in (few, then none).
    index("users_firebase_password_idx")
      .on(t.id)
      .where(sql.raw(`password_hash like '${FIREBASE_HASH_PREFIX}%'`)),
    check("users_username_length", sql`char_length(${t.username}) between 1 and 20`),
    check("users_theme_value", sql`${t.theme} in ('system', 'light', 'dark')`),
  ],
);

/** Sessions and password resets: a token held by the user, stored only as its SHA-256 (hex), until it expires. */
const userTokens = <Name extends string, UserId extends PgColumnBuilderBase>(name: Name, userId: UserId) =>
  pgTable(
    name,
    {
      id: text("id").primaryKey(),
      userId,
      expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    },
    (t) => [index(`${name}_user_id_idx`).on(t.userId)],
  );

export const sessions = userTokens("sessions", ownedByUser());
/**
 * One row for every reset request, whether or not the email has an account (then `user_id` is null, and the token,
 * never sent, opens nothing): a request does the same work either way. No reference to users, whose check would run
 * only for an account; deleting an account deletes its tokens (features/auth/store.ts `deleteSignIns`).
 */
export const passwordResetTokens = userTokens("password_reset_tokens", uuid("user_id"));

export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: ownedByUser(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user_id_idx").on(t.userId)],
);

/** One row per pair of users, whoever sent the request: a pending request until accepted. */
export const friendships = pgTable(
  "friendships",
  {
    senderId: ownedByUser("sender_id"),
    receiverId: ownedByUser("receiver_id"),
    accepted: boolean("accepted").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.senderId, t.receiverId] }),
    // Crossing requests (A→B while B→A) collide here, so a pair never has two rows.
    uniqueIndex("friendships_pair_key").on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
    ),
    index("friendships_receiver_id_idx").on(t.receiverId),
    check("friendships_two_users", sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/** Attempts per key (an action with an IP or an account) in a fixed window; shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const competitions = pgTable(
  "competitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    image: text("image"),
    description: text("description").notNull().default(""),
    playerOneId: uuid("player_one_id")
      .notNull()
      .references(() => users.id),
    playerTwoId: uuid("player_two_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: competitionStatuses }).notNull().default("ongoing"),
    public: boolean("public").notNull().default(false),
    scoreOne: integer("score_one").notNull().default(0),
    scoreTwo: integer("score_two").notNull().default(0),
    /** The player with the higher score; null is a draw. */
    winnerId: uuid("winner_id").references(() => users.id),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the status last became complete; null unless complete. To the millisecond, as the API shows it, so that
     * the order ratings replay in (completedAt, then id) is the same read back as stored.
     */
    completedAt: timestamp("completed_at", { withTimezone: true, precision: 3 }),
    /** The complete or abandoned competition this one is a rematch of; null when that one was deleted, or none. */
    rematchOfId: uuid("rematch_of").references((): AnyPgColumn => competitions.id, { onDelete: "set null" }),
    /**
     * The first competition of the series this one belongs to (it and its rematches, and theirs), when it is a
     * rematch; null for a first one. No reference: a series stays one when its first competition is deleted.
     */
    seriesId: uuid("series_id"),
    /** Its format (API.md "Formats", domain/format.ts); the defaults are today's rule, every older competition's. */
    roundWinner: text("round_winner", { enum: roundWinners }).notNull().default("more_points"),
    scoring: text("scoring", { enum: scorings }).notNull().default("rounds"),
    /** When it ends by itself: both null for no automatic end. */
    finishKind: text("finish_kind", { enum: finishKinds }),
    finishCount: integer("finish_count"),
  },
  (t) => [
    index("competitions_player_one_idx").on(t.playerOneId, t.updatedAt.desc()),
    index("competitions_player_two_idx").on(t.playerTwoId, t.updatedAt.desc()),
    index("competitions_completed_idx").on(t.completedAt, t.id),
    index("competitions_rematch_of_idx").on(t.rematchOfId),
    check("competitions_completed_when_complete", sql`(${t.status} = 'complete') = (${t.completedAt} is not null)`),
    check("competitions_two_players", sql`${t.playerOneId} <> ${t.playerTwoId}`),
    check("competitions_status_value", sql`${t.status} in ('ongoing', 'complete', 'abandoned')`),
    check(
      "competitions_winner_is_player",
      sql`${t.winnerId} is null or ${t.winnerId} in (${t.playerOneId}, ${t.playerTwoId})`,
    ),
    check("competitions_name_present", sql`char_length(${t.name}) > 0`),
    check("competitions_round_winner_value", sql`${t.roundWinner} in ('more_points', 'fewer_points')`),
    check("competitions_scoring_value", sql`${t.scoring} in ('rounds', 'points')`),
    check(
      "competitions_finish_value",
      sql`(${t.finishKind} is null and ${t.finishCount} is null) or (${t.finishKind} = 'first_to' and ${t.finishCount} > 0)
        or (${t.finishKind} = 'best_of' and ${t.scoring} = 'rounds' and ${t.finishCount} > 0 and ${t.finishCount} % 2 = 1)`,
    ),
  ],
);

/** The condition "this user is one of the competition's two players". */
export const playedBy = (userId: string | Placeholder) =>
  or(eq(competitions.playerOneId, userId), eq(competitions.playerTwoId, userId));

export const rules = pgTable(
  "rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    competitionId: partOfCompetition(),
    position: integer("position").notNull(),
    text: text("text").notNull(),
  },
  (t) => [
    uniqueIndex("rules_competition_position_key").on(t.competitionId, t.position),
    check("rules_text_present", sql`char_length(${t.text}) > 0`),
  ],
);

export const rounds = pgTable(
  "rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    competitionId: partOfCompetition(),
    /** Orders the rounds; the 1-based round number is the rank of this value. */
    position: integer("position").notNull(),
    valid: boolean("valid").notNull().default(false),
    /**
     * The round's points per player, kept by every sub-round change in the same transaction (features/competitions/
     * writeStore.ts), so that a change rescores one round, never the whole competition.
     */
    scoreOne: integer("score_one").notNull().default(0),
    scoreTwo: integer("score_two").notNull().default(0),
    /**
     * Whether the lower total wins the round: its competition's format (roundWinner FEWER_POINTS), set on every
     * round when the format changes, so that the round's result stays a column of its own row.
     */
    lowerWins: boolean("lower_wins").notNull().default(false),
    /** What the round counts for: 1 player one won it, 2 player two, 0 a draw, -1 not valid (API.md roundResults). */
    result: smallint("result")
      .notNull()
      .generatedAlwaysAs(
        sql`case when not valid then -1 when score_one = score_two then 0 when (score_one > score_two) <> lower_wins then 1 else 2 end`,
      ),
  },
  (t) => [uniqueIndex("rounds_competition_position_key").on(t.competitionId, t.position)],
);

export const subRounds = pgTable(
  "sub_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    points: integer("points").notNull(),
    /** The player who won it; null is a draw. */
    playerId: uuid("player_id").references(() => users.id),
  },
  (t) => [uniqueIndex("sub_rounds_round_position_key").on(t.roundId, t.position)],
);

/** Presence: one row per open view of a competition by a signed-in user, kept fresh by a heartbeat. */
export const competitionViewers = pgTable(
  "competition_viewers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    competitionId: partOfCompetition(),
    userId: ownedByUser(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("competition_viewers_competition_idx").on(t.competitionId, t.seenAt)],
);

/**
 * The edits a client sent with a clientMutationId (API.md), one row per user and id, written in the edit's own
 * transaction: a repeat of the id applies nothing again. Housekeeping forgets them after a day.
 */
export const clientMutations = pgTable(
  "client_mutations",
  {
    userId: ownedByUser(),
    clientMutationId: text("client_mutation_id").notNull(),
    /** The competition the edit changed (no reference: a deleted competition keeps its repeats answerable). */
    competitionId: uuid("competition_id"),
    /**
     * The edit the id names, as a digest of its operation and arguments (domain/editing.ts `editDigest`): a repeat
     * must be the same edit. Null for the ids recorded before edits were bound to them; they repeat as any edit.
     */
    edit: text("edit"),
    /** How many times the id came again after the edit it applied. */
    repeats: integer("repeats").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clientMutationId] }),
    index("client_mutations_created_at_idx").on(t.createdAt),
  ],
);

export const activityKinds = [
  "COMPETITION_CREATED",
  "INFO_UPDATED",
  "RULE_ADDED",
  "RULE_REMOVED",
  "ROUND_ADDED",
  "ROUND_DELETED",
  "ROUND_VALIDITY_CHANGED",
  "FORMAT_CHANGED",
  "SUB_ROUND_ADDED",
  "SUB_ROUND_DELETED",
  "UNDO",
] as const;

/**
 * The ledger (API.md "Ledger"): one entry per committed change, written by the change's own statement
 * (features/competitions/writeStore.ts). `effect` is what the change did, in enough detail to reverse it
 * (domain/ledger.ts); the sentence people read is composed from it when read. Entries go with their competition;
 * accounts are only ever marked deleted, so an entry keeps its actor.
 */
export const activity = pgTable(
  "activity",
  {
    id: uuid("id").primaryKey(),
    competitionId: partOfCompetition(),
    actorId: uuid("actor_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: activityKinds }).notNull(),
    /** The competition's version right after the change: one entry per version. */
    version: integer("version").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    effect: jsonb("effect").notNull(),
    /** The UNDO entry that reversed this one. */
    undoneBy: uuid("undone_by"),
    /** On an UNDO entry: the entry it reversed. */
    undoes: uuid("undoes"),
  },
  (t) => [
    uniqueIndex("activity_competition_version_key").on(t.competitionId, t.version.desc()),
    foreignKey({ columns: [t.undoneBy], foreignColumns: [t.id] }),
    foreignKey({ columns: [t.undoes], foreignColumns: [t.id] }),
    check("activity_kind_value", sql`${t.kind} in (${sql.raw(activityKinds.map((kind) => `'${kind}'`).join(", "))})`),
  ],
);

/**
 * Each player's rating right after each complete competition, in the order ratings replay them (completedAt, then
 * the competition's id): the timelines of rivalries, and where a replay after a change of history starts from.
 * Rows follow the history in the change's own transaction (features/rivalry/service.ts). No reference to the
 * competition: a replay removes the rows of one deleted, and inserting rows locks no competition (an edit holding a
 * competition's row may be waiting for the replay).
 */
export const ratings = pgTable(
  "ratings",
  {
    competitionId: uuid("competition_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    completedAt: timestamp("completed_at", { withTimezone: true, precision: 3 }).notNull(),
    rating: doublePrecision("rating").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.userId] }),
    index("ratings_user_order_idx").on(t.userId, t.completedAt, t.competitionId),
    index("ratings_order_idx").on(t.completedAt, t.competitionId),
  ],
);

export const importedKinds = ["user", "friendship", "competition"] as const;

/**
 * What `pnpm import:firebase` imported from the original app: each record by its kind and its id there (a user's
 * auth uid, a competition's document id, a friendship's two uids in order), with what it became here. A record
 * listed here is never imported again, also when it has been deleted here since; nothing references the rows.
 */
export const firebaseImports = pgTable(
  "firebase_imports",
  {
    kind: text("kind", { enum: importedKinds }).notNull(),
    firebaseId: text("firebase_id").notNull(),
    /** The user or competition it became; null for a friendship (the pair names it). */
    rivalsId: uuid("rivals_id"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.firebaseId] }),
    check(
      "firebase_imports_kind_value",
      sql`${t.kind} in (${sql.raw(importedKinds.map((kind) => `'${kind}'`).join(", "))})`,
    ),
  ],
);

/**
 * Invite links (API.md "Invites and notifications"): the link's token is shown once, to the inviter, and stored
 * only as its SHA-256 (hex), like a reset token. Open while neither accepted, revoked nor expired; accepting it
 * sets `accepted_by`, in the transaction that makes the two friends and starts its competition.
 */
export const invites = pgTable(
  "invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    inviterId: ownedByUser("inviter_id"),
    /** The competition accepting starts, as checked when the invite was made; null: a friendship only. */
    competition: jsonb("competition").$type<CompetitionSetup>(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked: boolean("revoked").notNull().default(false),
    acceptedBy: uuid("accepted_by").references(() => users.id),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invites_token_hash_key").on(t.tokenHash),
    index("invites_inviter_idx").on(t.inviterId, t.createdAt.desc()),
    index("invites_expires_at_idx").on(t.expiresAt),
    check("invites_accepted_together", sql`(${t.acceptedBy} is null) = (${t.acceptedAt} is null)`),
    check("invites_accepted_by_another", sql`${t.acceptedBy} <> ${t.inviterId}`),
  ],
);

/**
 * What happened while a user was away (API.md "Invites and notifications"): made for the other player of a change,
 * in the change's own statement (features/notifications/writeStore.ts). While a COMPETITION_CHANGED is unread for a
 * user and a competition, later changes grow its `count` and `at` instead of adding rows (the partial unique index).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownedByUser(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /** Who made it happen. */
    actorId: uuid("actor_id").references(() => users.id),
    /** Null for friend requests, and once the competition is deleted. */
    competitionId: uuid("competition_id").references(() => competitions.id, { onDelete: "set null" }),
    count: integer("count").notNull().default(1),
    /** COMPETITION_FINISHED: the result as the reader saw it then (domain/notifications.ts FinishDetail). */
    detail: jsonb("detail"),
    /** When it was made: e-mail waits from here. */
    madeAt: timestamp("made_at", { withTimezone: true }).notNull().defaultNow(),
    /** The latest change it stands for. */
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_at_idx").on(t.userId, t.at.desc(), t.id.desc()),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_unread_change_key")
      .on(t.userId, t.competitionId)
      .where(sql`${t.kind} = 'COMPETITION_CHANGED' and ${t.readAt} is null`),
    index("notifications_competition_idx").on(t.competitionId, t.userId),
    check(
      "notifications_kind_value",
      sql`${t.kind} in (${sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(", "))})`,
    ),
    check("notifications_count_positive", sql`${t.count} > 0`),
  ],
);

/**
 * The last e-mail each user got about each subject (a competition, or for friend requests the user who sent them):
 * at most one an hour. Written before the e-mail goes out, so two instances cannot both send one.
 */
export const notificationEmails = pgTable(
  "notification_emails",
  {
    userId: ownedByUser(),
    subjectId: uuid("subject_id").notNull(),
    notificationId: uuid("notification_id").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] }), index("notification_emails_sent_at_idx").on(t.sentAt)],
);

/**
 * A browser's Web Push subscription (API.md "Installable, offline start, Web Push"): where to send its user's pushes
 * (`endpoint`, a push service's https URL) and the keys to encrypt them with (RFC 8291). It belongs to the session
 * that made it, so signing out of that browser ends it; one endpoint is one browser, so it has one row, its latest
 * user's.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownedByUser(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_id_idx").on(t.userId),
    index("push_subscriptions_session_id_idx").on(t.sessionId),
  ],
);

/**
 * Durable background work (db/jobs.ts): a kind, its payload, when it may run next and how often it was tried.
 * Instances claim due jobs with FOR UPDATE SKIP LOCKED and a lease, so one runs each at a time.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_run_at_idx").on(t.runAt)],
);

/**
 * The users with a WebSocket open on each running instance, rewritten by that instance as its sockets come and go
 * and every 30 s; a row not refreshed for 90 s is an instance that died.
 */
export const onlineUsers = pgTable(
  "online_users",
  {
    userId: ownedByUser(),
    instanceId: uuid("instance_id").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instanceId] }), index("online_users_instance_idx").on(t.instanceId)],
);

/** Keys the server makes once and every instance shares, such as the one that signs unsubscribe links. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type CompetitionRow = typeof competitions.$inferSelect;
export type RuleRow = typeof rules.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;
export type SubRoundRow = typeof subRounds.$inferSelect;
export type ActivityRow = typeof activity.$inferSelect;
export type InviteRow = typeof invites.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
