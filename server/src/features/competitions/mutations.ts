import { desc, eq, max } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { competitions, friendships, rounds, rules, subRounds, users } from "../../db/schema";
import { checkCompetitionInfo, checkNewCompetition, checkRule, checkSubRound } from "../../domain/competitions";
import { badInput, forbidden, notFound } from "../../domain/errors";
import { isId } from "../../domain/ids";
import type { GraphQLContext } from "../../graphql/context";
import { requireViewer } from "../users/service";
import { pair } from "../friends/store";
import { editCompetition, lockForEdit, publishCompetitionChange, type EditOptions } from "./editing";
import { loadCompetitions, type CompetitionView } from "./store";

type Version = { expectedVersion?: number | null };
const whileOngoing = (input: Version): EditOptions => ({ ...input, onlyWhileOngoing: true });

/** A new competition against an accepted friend: ongoing, 0-0, private, a draw, with one blank round. */
export async function createCompetition(
  ctx: GraphQLContext,
  input: { name: string; opponentId: string; image?: string | null },
): Promise<CompetitionView> {
  const viewer = requireViewer(ctx);
  const { name, image } = checkNewCompetition(input);
  const id = await ctx.db.transaction(async (tx) => {
    const [friendship] = isId(input.opponentId)
      ? await tx
          .select({ accepted: friendships.accepted, opponentDeleted: users.deleted })
          .from(friendships)
          .innerJoin(users, eq(users.id, input.opponentId))
          .where(pair(viewer.id, input.opponentId))
      : [];
    if (!friendship?.accepted || friendship.opponentDeleted)
      throw badInput("Your opponent must be one of your friends");
    const [row] = await tx
      .insert(competitions)
      .values({ name, image, playerOneId: viewer.id, playerTwoId: input.opponentId })
      .returning();
    await tx.insert(rounds).values({ competitionId: row.id, position: 1 });
    await publishCompetitionChange(ctx, tx, row, row);
    return row.id;
  });
  return (await loadCompetitions(ctx.db, [id])).get(id)!;
}

/** Info, status and visibility: players may change them whatever the status. */
export function updateCompetitionInfo(
  ctx: GraphQLContext,
  input: Version & {
    id: string;
    name: string;
    image?: string | null;
    description?: string | null;
    status: "ongoing" | "complete" | "abandoned";
    public: boolean;
  },
) {
  const info = checkCompetitionInfo(input);
  return editCompetition(ctx, input.id, { ...input, onlyWhileOngoing: false }, async () => ({
    ...info,
    status: input.status,
    public: input.public,
  }));
}

export async function deleteCompetition(ctx: GraphQLContext, id: string, expectedVersion?: number | null) {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockForEdit(ctx, tx, id, { expectedVersion, onlyWhileOngoing: false });
    await tx.delete(competitions).where(eq(competitions.id, id));
    await publishCompetitionChange(ctx, tx, locked, null);
  });
  return id;
}

export function addRule(ctx: GraphQLContext, input: Version & { competitionId: string; text: string }) {
  const text = checkRule(input.text);
  return editCompetition(ctx, input.competitionId, whileOngoing(input), async (tx, competition) => {
    const [{ last }] = await tx
      .select({ last: max(rules.position) })
      .from(rules)
      .where(eq(rules.competitionId, competition.id));
    await tx.insert(rules).values({ competitionId: competition.id, position: (last ?? 0) + 1, text });
  });
}

export async function removeRule(ctx: GraphQLContext, input: Version & { ruleId: string }) {
  const competitionId = await ownerOf(ctx, rules, input.ruleId, "Rule not found");
  return editCompetition(ctx, competitionId, whileOngoing(input), async (tx) => {
    const removed = await tx.delete(rules).where(eq(rules.id, input.ruleId)).returning();
    if (removed.length === 0) throw notFound("Rule not found");
  });
}

export function addRound(ctx: GraphQLContext, input: Version & { competitionId: string }) {
  return editCompetition(ctx, input.competitionId, whileOngoing(input), async (tx, competition) => {
    const [last] = await tx
      .select({ id: rounds.id, position: rounds.position })
      .from(rounds)
      .where(eq(rounds.competitionId, competition.id))
      .orderBy(desc(rounds.position))
      .limit(1);
    if (last && !(await hasSubRounds(tx, last.id))) throw forbidden("Add a sub-round to the last round first");
    await tx.insert(rounds).values({ competitionId: competition.id, position: (last?.position ?? 0) + 1 });
  });
}

export async function deleteRound(ctx: GraphQLContext, input: Version & { roundId: string }) {
  const competitionId = await ownerOf(ctx, rounds, input.roundId, "Round not found");
  return editCompetition(ctx, competitionId, whileOngoing(input), async (tx) => {
    const all = await tx.select({ id: rounds.id }).from(rounds).where(eq(rounds.competitionId, competitionId));
    if (!all.some((round) => round.id === input.roundId)) throw notFound("Round not found");
    if (all.length === 1) throw forbidden("A competition needs at least one round");
    await tx.delete(rounds).where(eq(rounds.id, input.roundId));
  });
}

export async function setRoundValid(ctx: GraphQLContext, input: Version & { roundId: string; valid: boolean }) {
  const competitionId = await ownerOf(ctx, rounds, input.roundId, "Round not found");
  return editCompetition(ctx, competitionId, whileOngoing(input), async (tx) => {
    const changed = await tx.update(rounds).set({ valid: input.valid }).where(eq(rounds.id, input.roundId)).returning();
    if (changed.length === 0) throw notFound("Round not found");
  });
}

export async function addSubRound(
  ctx: GraphQLContext,
  input: Version & { roundId: string; name: string; points: number; playerId?: string | null },
) {
  const subRound = checkSubRound(input);
  const competitionId = await ownerOf(ctx, rounds, input.roundId, "Round not found");
  return editCompetition(ctx, competitionId, whileOngoing(input), async (tx, competition) => {
    const playerId = input.playerId ?? null;
    if (playerId !== null && playerId !== competition.playerOneId && playerId !== competition.playerTwoId) {
      throw badInput("A sub-round goes to one of the two players, or is a draw");
    }
    const [round] = await tx.select({ id: rounds.id }).from(rounds).where(eq(rounds.id, input.roundId));
    if (!round) throw notFound("Round not found");
    const [{ last }] = await tx
      .select({ last: max(subRounds.position) })
      .from(subRounds)
      .where(eq(subRounds.roundId, round.id));
    await tx.insert(subRounds).values({ ...subRound, playerId, roundId: round.id, position: (last ?? 0) + 1 });
  });
}

export async function deleteSubRound(ctx: GraphQLContext, input: Version & { subRoundId: string }) {
  const [found] = isId(input.subRoundId)
    ? await ctx.db
        .select({ competitionId: rounds.competitionId })
        .from(subRounds)
        .innerJoin(rounds, eq(subRounds.roundId, rounds.id))
        .where(eq(subRounds.id, input.subRoundId))
    : [];
  if (!found) throw notFound("Sub-round not found");
  return editCompetition(ctx, found.competitionId, whileOngoing(input), async (tx) => {
    const removed = await tx.delete(subRounds).where(eq(subRounds.id, input.subRoundId)).returning();
    if (removed.length === 0) throw notFound("Sub-round not found");
  });
}

async function hasSubRounds(tx: Tx, roundId: string): Promise<boolean> {
  const [any] = await tx.select({ id: subRounds.id }).from(subRounds).where(eq(subRounds.roundId, roundId)).limit(1);
  return any !== undefined;
}

/** The competition a rule or round belongs to; then the edit locks it and checks again inside. */
async function ownerOf(ctx: GraphQLContext, table: typeof rules | typeof rounds, id: string, message: string) {
  requireViewer(ctx);
  const [row] = isId(id)
    ? await ctx.db.select({ competitionId: table.competitionId }).from(table).where(eq(table.id, id))
    : [];
  if (!row) throw notFound(message);
  return row.competitionId;
}
