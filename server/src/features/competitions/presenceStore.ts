import { and, asc, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { competitionViewers, competitions, users, type CompetitionRow, type UserRow } from "../../db/schema";

/** A view whose instance stopped beating (a crash) stops counting after this. */
const STALE_AFTER = sql`now() - interval '90 seconds'`;

/** Whether the user (an SQL expression) has the competition open now: a condition to fold into a statement. */
export const viewing = (competitionId: SQL, userId: SQL): SQL =>
  sql`exists (select from ${competitionViewers} where ${competitionViewers.competitionId} = ${competitionId}
    and ${competitionViewers.userId} = ${userId} and ${competitionViewers.seenAt} > ${STALE_AFTER})`;

/** The competition (for its visibility) and its current viewers: two statements, whoever asks. */
export async function readViewers(
  db: Db,
  competitionId: string,
): Promise<{ competition: CompetitionRow | undefined; viewers: UserRow[] }> {
  const [competition] = await db.select().from(competitions).where(eq(competitions.id, competitionId));
  const rows = await db
    .selectDistinct({ user: users })
    .from(competitionViewers)
    .innerJoin(users, eq(competitionViewers.userId, users.id))
    .where(and(eq(competitionViewers.competitionId, competitionId), gt(competitionViewers.seenAt, STALE_AFTER)))
    .orderBy(asc(users.username));
  return { competition, viewers: rows.map((row) => row.user) };
}

/**
 * Writes the viewer down (and clears stale views); undefined when the competition is gone. The competition stays
 * locked until commit, so a deletion since the subscription was checked refuses it instead of the insert failing.
 */
export async function insertView(tx: Tx, competitionId: string, userId: string): Promise<string | undefined> {
  const [competition] = await tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.id, competitionId))
    .for("share");
  if (!competition) return undefined;
  await tx.delete(competitionViewers).where(lt(competitionViewers.seenAt, STALE_AFTER));
  const [view] = await tx.insert(competitionViewers).values({ competitionId, userId }).returning();
  return view.id;
}

export async function touchView(db: Db, viewId: string): Promise<void> {
  await db
    .update(competitionViewers)
    .set({ seenAt: sql`now()` })
    .where(eq(competitionViewers.id, viewId));
}

export async function deleteView(tx: Tx, viewId: string): Promise<void> {
  await tx.delete(competitionViewers).where(eq(competitionViewers.id, viewId));
}
