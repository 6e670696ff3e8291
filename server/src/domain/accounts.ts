import { badInput } from "./errors";
import { characterCount } from "./text";

/** The account rules of SPEC.md section 5, with their exact messages. */
export const USERNAME_MAX = 20;
export const FORBIDDEN_NAMES: readonly string[] = ["Friend", "draw"];
export const FORBIDDEN_NAME_MESSAGE = "Forbidden friends 🐰🥚";
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;
const PASSWORD_TOO_LONG = `Password too long (${PASSWORD_MAX} max)`;
const EMAIL_MAX = 254;
const URL_MAX = 2048;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Email and password for signing in or up; returns the normalized email. No account has a password over the
 * maximum, so a longer one is refused before it costs a hash.
 */
export function checkCredentials(email: string, password: string): string {
  if (!email.trim() || !password) throw badInput("Please enter both fields");
  if (password.length > PASSWORD_MAX) throw badInput(PASSWORD_TOO_LONG);
  return checkEmail(email);
}

export function checkEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!normalized) throw badInput("Please enter your email");
  if (normalized.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)) {
    throw badInput("Please enter a valid email");
  }
  return normalized;
}

/** A new password's rules; the upper bound keeps hashing cheap for attackers' inputs. */
export function checkNewPassword(password: string): void {
  if (password.length < PASSWORD_MIN) throw badInput(`Password should be at least ${PASSWORD_MIN} characters`);
  if (password.length > PASSWORD_MAX) throw badInput(PASSWORD_TOO_LONG);
}

/**
 * The form a username is stored, compared and looked up in: NFKC, so that look-alike spellings (fullwidth
 * `ＴｅｓｔFriend`, ligatures, compatibility spaces) are the same name, without surrounding spaces.
 */
export function normalizeUsername(username: string): string {
  return username.normalize("NFKC").trim();
}

/** A variation selector right after a visible character (❤️) styles it; alone it is invisible. */
const ATTACHED_VARIATION_SELECTOR =
  /(?<=[^\s\p{C}\p{Default_Ignorable_Code_Point}])[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
/**
 * Characters that make a name look like another one: controls, format characters (zero-width, bidi), private
 * use and unassigned code points, lone surrogates, default-ignorable ones (Hangul fillers, variation
 * selectors), the braille blank, any space but U+0020, and a combining mark with nothing to combine with.
 */
const INVISIBLE = /[\p{C}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]|[^\S ]|^\p{M}/u;

/** No look-alike tricks in a normalized username. */
export function checkUsernameCharacters(username: string): void {
  if (INVISIBLE.test(username.replace(ATTACHED_VARIATION_SELECTOR, ""))) {
    throw badInput("Usernames can't contain invisible or control characters");
  }
  if (username.includes("  ")) throw badInput("Usernames can't contain two spaces in a row");
}

const USERNAME_REQUIRED = "Username needs to filled";

/** What a username must be, once required and normalized: at most 20 characters, not forbidden, all visible. */
function checkUsername(username: string): void {
  if (characterCount(username) > USERNAME_MAX) throw badInput(`Username too long (${USERNAME_MAX} max)`);
  if (FORBIDDEN_NAMES.includes(username)) throw badInput(FORBIDDEN_NAME_MESSAGE);
  checkUsernameCharacters(username);
}

/**
 * A profile update, in SPEC.md's order: username required, something changed, at most 20 characters,
 * not a forbidden name, then no invisible characters. The username is normalized first (normalizeUsername).
 * ("Username taken" needs the database and is the caller's.)
 */
export function checkProfileUpdate(
  current: { username: string; profilePic: string | null },
  next: { username: string; profilePic: string | null },
): { username: string; profilePic: string | null } {
  const username = normalizeUsername(next.username);
  const profilePic = next.profilePic?.trim() || null;
  if (!username) throw badInput(USERNAME_REQUIRED);
  if (username === current.username && profilePic === current.profilePic) throw badInput("Nothing's changed");
  checkUsername(username);
  if (profilePic !== null) checkWebUrl(profilePic, "Profile picture");
  return { username, profilePic };
}

/**
 * The username chosen at the first sign-in, normalized: the profile's rules, except that keeping the generated
 * one is a choice too, not "Nothing's changed".
 */
export function checkChosenUsername(next: string): string {
  const username = normalizeUsername(next);
  if (!username) throw badInput(USERNAME_REQUIRED);
  checkUsername(username);
  return username;
}

/** Pictures and thumbnails: only http(s) URLs, so no `javascript:` or `data:` ever reaches a page. */
export function checkWebUrl(url: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badInput(`${what} must be an http(s) URL`);
  }
  if (!["http:", "https:"].includes(parsed.protocol)) throw badInput(`${what} must be an http(s) URL`);
  if (url.length > URL_MAX) throw badInput(`${what} URL too long (${URL_MAX} max)`);
  return url;
}

/**
 * The account a reset token was for, when it may set a new password and sign in with it: the token was valid and
 * the account is not deleted. The same refusal either way, so that a deleted account is not told apart.
 */
export function checkResetAccount<User extends { deleted: boolean }>(user: User | undefined): User {
  if (!user || user.deleted) throw badInput("This reset link is invalid or has expired");
  return user;
}
