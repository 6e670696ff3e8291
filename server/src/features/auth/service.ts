import { pgErrorCode } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { checkCredentials, checkEmail, checkNewPassword, checkResetAccount } from "../../domain/accounts";
import { badInput } from "../../domain/errors";
import type { GraphQLContext } from "../../shared/context";
import { createProfile, updateUser } from "../users";
import { isFirebaseHash } from "./firebaseScrypt";
import { hashPassword, verifyPasswordOrDecoy } from "./passwords";
import { claimPasswordAttempt, clearFailures, consumeAttempt } from "./rateLimit";
import { createSession } from "./sessions";
import {
  deleteSession,
  deleteUserSessions,
  findPasswordAccount,
  replacePasswordHash,
  storeResetToken,
  useResetToken,
} from "./store";
import { generateToken, hashToken } from "./tokens";

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
const WRONG_CREDENTIALS = "Wrong email or password";
/** Every refused sign-up of a well-formed email and password, so that it does not say the email has an account. */
export const SIGN_UP_REFUSED =
  "Could not sign up with this email and password. If you already have an account, sign in or reset your password.";

/** One attempt of `action` from this IP address, whichever account it is for (against credential stuffing). */
async function limitAddress(ctx: GraphQLContext, action: string): Promise<void> {
  const { perIp, windowSeconds } = ctx.config.rateLimit;
  await consumeAttempt(ctx.db, `${action}:ip:${ctx.clientIp()}`, perIp, windowSeconds);
}

/**
 * Checks `password` against the account with `email`, throttled per account and client address (so that nobody
 * can lock the owner out from elsewhere). The same work whether or not the account exists: a claim, a lookup and
 * one password verification. Returns the account when it exists, and whether the password is its own. A right
 * password whose hash came from the original app gets an argon2id hash in its place at once.
 */
async function checkPassword(ctx: GraphQLContext, email: string, password: string) {
  // Emails never contain spaces.
  const throttleKey = `password:${email} ${ctx.clientIp()}`;
  await claimPasswordAttempt(ctx.db, throttleKey);
  const { user, firebaseSample } = await findPasswordAccount(ctx.db, email);
  const valid = await verifyPasswordOrDecoy(user?.passwordHash, password, firebaseSample);
  if (valid && isFirebaseHash(user?.passwordHash)) {
    await replacePasswordHash(ctx.db, user.id, user.passwordHash, await hashPassword(password));
  }
  return { user, valid, clearFailures: () => clearFailures(ctx.db, throttleKey) };
}

async function signInAs(ctx: GraphQLContext, user: UserRow): Promise<UserRow> {
  ctx.sessionCookie.set(await createSession(ctx.db, user.id));
  return user;
}

/**
 * A new account, signed in. An email that already has an account signs in when the password is its own, and is
 * otherwise refused with the message of every refused sign-up while its owner is told by email: the answer never
 * says that the account exists, and guessing its password here is throttled like signing in.
 */
export async function signUp(ctx: GraphQLContext, rawEmail: string, password: string): Promise<UserRow> {
  const email = checkCredentials(rawEmail, password);
  checkNewPassword(password);
  await limitAddress(ctx, "signUp");
  const [passwordHash, existing] = await Promise.all([hashPassword(password), checkPassword(ctx, email, password)]);
  const user = existing.valid
    ? existing.user
    : !existing.user
      ? await createAccount(ctx, email, passwordHash)
      : undefined;
  if (user) {
    await existing.clearFailures();
    return signInAs(ctx, user);
  }
  ctx.mailer.sendSignUpAttempt(email, `${ctx.publicUrl}/login`);
  throw badInput(SIGN_UP_REFUSED);
}

/** Undefined when the email got an account in the meantime. */
async function createAccount(ctx: GraphQLContext, email: string, passwordHash: string) {
  try {
    return await ctx.db.transaction((tx) => createProfile(tx, ctx.config.testFriendUsername, { email, passwordHash }));
  } catch (error) {
    if (pgErrorCode(error) === "23505") return undefined;
    throw error;
  }
}

export async function signIn(ctx: GraphQLContext, rawEmail: string, password: string): Promise<UserRow> {
  const email = checkCredentials(rawEmail, password);
  await limitAddress(ctx, "signIn");
  const { user, valid, clearFailures } = await checkPassword(ctx, email, password);
  if (!user || !valid) throw badInput(WRONG_CREDENTIALS);
  await clearFailures();
  return signInAs(ctx, user);
}

export async function signOut(ctx: GraphQLContext): Promise<boolean> {
  if (ctx.session) {
    await deleteSession(ctx.db, ctx.session.id);
    ctx.sessionCache.forget(ctx.session.id);
  }
  ctx.sessionCookie.clear();
  return true;
}

/**
 * Always true for a well-formed email, so that nobody learns which emails have accounts: the same one statement
 * runs either way (it stores a token only for an account), and the email goes out after the answer.
 */
export async function requestPasswordReset(ctx: GraphQLContext, rawEmail: string): Promise<boolean> {
  const email = checkEmail(rawEmail);
  await limitAddress(ctx, "reset");
  const token = generateToken();
  const expiresAt = new Date(Date.now() + RESET_LINK_LIFETIME_MS);
  if (!(await storeResetToken(ctx.db, { id: hashToken(token), email, expiresAt }))) return true;
  const link = `${ctx.publicUrl}/reset-password?token=${token}`;
  ctx.mailer.sendPasswordReset(email, link);
  return true;
}

/** Uses up the token, sets the password, ends every other session and signs in. */
export async function resetPassword(ctx: GraphQLContext, token: string, password: string): Promise<UserRow> {
  checkNewPassword(password);
  await limitAddress(ctx, "resetPassword");
  const passwordHash = await hashPassword(password);
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await useResetToken(tx, hashToken(token));
    if (!userId) return undefined;
    await deleteUserSessions(tx, userId);
    return updateUser(tx, userId, { passwordHash });
  });
  if (user) ctx.sessionCache.forgetUser(user.id);
  return signInAs(ctx, checkResetAccount(user));
}
