import { eq, or, sql, type Placeholder } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_username_key").on(t.username),
    uniqueIndex("users_email_key").on(t.email),
    check("users_username_length", sql`char_length(${t.username}) between 1 and 20`),
    check("users_theme_value", sql`${t.theme} in ('system', 'light', 'dark')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the session token, hex: the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    /** SHA-256 of the emailed token, hex. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user_id_idx").on(t.userId)],
);

/** One row per pair of users, whoever sent the request: a pending request until accepted. */
export const friendships = pgTable(
  "friendships",
  {
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: uuid("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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

export const competitionStatuses = ["ongoing", "complete", "abandoned"] as const;
export type CompetitionStatusValue = (typeof competitionStatuses)[number];

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
  },
  (t) => [
    index("competitions_player_one_idx").on(t.playerOneId, t.updatedAt.desc()),
    index("competitions_player_two_idx").on(t.playerTwoId, t.updatedAt.desc()),
    check("competitions_two_players", sql`${t.playerOneId} <> ${t.playerTwoId}`),
    check("competitions_status_value", sql`${t.status} in ('ongoing', 'complete', 'abandoned')`),
    check(
      "competitions_winner_is_player",
      sql`${t.winnerId} is null or ${t.winnerId} in (${t.playerOneId}, ${t.playerTwoId})`,
    ),
    check("competitions_name_present", sql`char_length(${t.name}) > 0`),
  ],
);

/** The condition "this user is one of the competition's two players". */
export const playedBy = (userId: string | Placeholder) =>
  or(eq(competitions.playerOneId, userId), eq(competitions.playerTwoId, userId));

export const rules = pgTable(
  "rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    competitionId: uuid("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
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
    competitionId: uuid("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    /** Orders the rounds; the 1-based round number is the rank of this value. */
    position: integer("position").notNull(),
    valid: boolean("valid").notNull().default(false),
    /**
     * The round's points per player, kept by every sub-round change in the same transaction (features/competitions/
     * writes.ts), so that a change rescores one round, never the whole competition.
     */
    scoreOne: integer("score_one").notNull().default(0),
    scoreTwo: integer("score_two").notNull().default(0),
    /** What the round counts for: 1 player one won it, 2 player two, 0 a draw, -1 not valid (API.md roundResults). */
    result: smallint("result")
      .notNull()
      .generatedAlwaysAs(
        sql`case when not valid then -1 when score_one > score_two then 1 when score_two > score_one then 2 else 0 end`,
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
    competitionId: uuid("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientMutationId: text("client_mutation_id").notNull(),
    /** The competition the edit changed (no reference: a deleted competition keeps its repeats answerable). */
    competitionId: uuid("competition_id"),
    /** How many times the id came again after the edit it applied. */
    repeats: integer("repeats").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clientMutationId] }),
    index("client_mutations_created_at_idx").on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type CompetitionRow = typeof competitions.$inferSelect;
export type RuleRow = typeof rules.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;
export type SubRoundRow = typeof subRounds.$inferSelect;
