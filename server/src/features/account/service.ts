import { topics } from "../../db/bus";
import { pgErrorCode, type Tx } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { checkChosenUsername, checkProfileUpdate } from "../../domain/accounts";
import { badInput } from "../../domain/errors";
import { requireViewer, type GraphQLContext } from "../../shared/context";
import { deleteSignIns } from "../auth";
import { linkedUserIds } from "../friends";
import { forgetNotifications } from "../notifications";
import { markUserDeleted, updateUser } from "../users";

/** Tells the user and everyone who lists them that their profile changed. */
async function publishProfileChange(ctx: GraphQLContext, tx: Tx, userId: string): Promise<void> {
  for (const id of [userId, ...(await linkedUserIds(tx, userId, "any"))]) {
    await ctx.bus.publish(tx, { topic: topics.user(id) });
  }
}

/** Saves checked profile fields. Renaming keeps the user's id, so friendships and competitions follow. */
async function saveProfile(
  ctx: GraphQLContext,
  viewer: UserRow,
  changes: Partial<Pick<UserRow, "username" | "profilePic" | "usernameChosen">>,
): Promise<UserRow> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await updateUser(tx, viewer.id, changes);
      await publishProfileChange(ctx, tx, viewer.id);
      return user;
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw badInput("Username taken");
    throw error;
  } finally {
    ctx.sessionCache.forgetUser(viewer.id);
  }
}

export async function updateProfile(
  ctx: GraphQLContext,
  input: { username: string; profilePic: string | null },
): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  return saveProfile(ctx, viewer, checkProfileUpdate(viewer, input));
}

/** The first sign-in's question answered: the username chosen, or the generated one kept. */
export async function chooseUsername(ctx: GraphQLContext, username: string): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  return saveProfile(ctx, viewer, { username: checkChosenUsername(username), usernameChosen: true });
}

export async function setTheme(ctx: GraphQLContext, theme: UserRow["theme"]): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  // Told on the user's topic like a profile change, so that every instance's cached viewer forgets the old theme.
  const user = await ctx.db.transaction(async (tx) => {
    const updated = await updateUser(tx, viewer.id, { theme });
    await ctx.bus.publish(tx, { topic: topics.user(viewer.id) });
    return updated;
  });
  ctx.sessionCache.forgetUser(viewer.id);
  return user;
}

/**
 * Marks the user deleted and clears their picture, keeping the record so that others see "(Deleted)";
 * removes every way to sign in as them and signs them out.
 */
export async function deleteAccount(ctx: GraphQLContext): Promise<boolean> {
  const viewer = requireViewer(ctx);
  await ctx.db.transaction(async (tx) => {
    await markUserDeleted(tx, viewer.id);
    await deleteSignIns(tx, viewer.id);
    await forgetNotifications(tx, viewer.id);
    await publishProfileChange(ctx, tx, viewer.id);
  });
  ctx.sessionCache.forgetUser(viewer.id);
  ctx.sessionCookie.clear();
  return true;
}
