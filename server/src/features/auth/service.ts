import { and, eq, gt } from "drizzle-orm";
import { pgErrorCode } from "../../db/client";
import { passwordResetTokens, users, type UserRow } from "../../db/schema";
import { checkCredentials, checkEmail, checkNewPassword } from "../../domain/accounts";
import { badInput } from "../../domain/errors";
import type { GraphQLContext } from "../../graphql/context";
import { createProfile } from "../users/store";
import { hashPassword, verifyPassword } from "./passwords";
import { consumeAttempt } from "./rateLimit";
import { createSession, invalidateSession, invalidateUserSessions } from "./sessions";
import { generateToken, hashToken } from "./tokens";

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
const WRONG_CREDENTIALS = "Wrong email or password";

/** One attempt of `action` from this IP address and, when given, for this account. */
async function limitAttempts(ctx: GraphQLContext, action: string, account?: string): Promise<void> {
  const { perIp, perAccount, windowSeconds } = ctx.config.rateLimit;
  await consumeAttempt(ctx.db, `${action}:ip:${ctx.clientIp}`, perIp, windowSeconds);
  if (account) await consumeAttempt(ctx.db, `${action}:account:${account}`, perAccount, windowSeconds);
}

async function signInAs(ctx: GraphQLContext, user: UserRow): Promise<UserRow> {
  ctx.sessionCookie.set(await createSession(ctx.db, user.id));
  return user;
}

export async function signUp(ctx: GraphQLContext, rawEmail: string, password: string): Promise<UserRow> {
  const email = checkCredentials(rawEmail, password);
  checkNewPassword(password);
  await limitAttempts(ctx, "signUp");
  const passwordHash = await hashPassword(password);
  try {
    const user = await ctx.db.transaction((tx) =>
      createProfile(tx, ctx.config.testFriendUsername, { email, passwordHash }),
    );
    return await signInAs(ctx, user);
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw badInput("An account with this email already exists");
    throw error;
  }
}

// Verifying against this when no account has the email takes as long as a real check, so timing does not
// tell which emails have accounts.
let decoyHash: Promise<string> | undefined;

export async function signIn(ctx: GraphQLContext, rawEmail: string, password: string): Promise<UserRow> {
  const email = checkCredentials(rawEmail, password);
  await limitAttempts(ctx, "signIn", email);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const passwordHash = user?.passwordHash ?? (await (decoyHash ??= hashPassword(generateToken())));
  const valid = await verifyPassword(passwordHash, password);
  if (!user?.passwordHash || user.deleted || !valid) throw badInput(WRONG_CREDENTIALS);
  return signInAs(ctx, user);
}

export async function signOut(ctx: GraphQLContext): Promise<boolean> {
  if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
  ctx.sessionCookie.clear();
  return true;
}

/** Always true for a well-formed email, so that nobody learns which emails have accounts. */
export async function requestPasswordReset(ctx: GraphQLContext, rawEmail: string): Promise<boolean> {
  const email = checkEmail(rawEmail);
  await limitAttempts(ctx, "reset", email);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user || user.deleted) return true;
  const token = generateToken();
  await ctx.db.insert(passwordResetTokens).values({
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
  });
  const link = `${ctx.publicUrl}/reset-password?token=${token}`;
  // Not awaited: answering only after the mail server would tell that the account exists.
  ctx.mailer.sendPasswordReset(email, link).catch((error: unknown) => {
    ctx.logger.error({ err: error }, "could not send a password reset email");
  });
  return true;
}

/** Uses up the token, sets the password, ends every other session and signs in. */
export async function resetPassword(ctx: GraphQLContext, token: string, password: string): Promise<UserRow> {
  checkNewPassword(password);
  await limitAttempts(ctx, "resetPassword");
  const passwordHash = await hashPassword(password);
  const user = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.id, hashToken(token)), gt(passwordResetTokens.expiresAt, new Date())))
      .returning();
    if (!used) return undefined;
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, used.userId));
    await invalidateUserSessions(tx, used.userId);
    const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId)).returning();
    return updated;
  });
  if (!user || user.deleted) throw badInput("This reset link is invalid or has expired");
  return signInAs(ctx, user);
}
