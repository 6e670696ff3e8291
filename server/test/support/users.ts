import { randomBytes } from "node:crypto";
import { graphql } from "../generated";
import { RENAME } from "./accountDocuments";
import { graphqlRequest } from "./graphql";

export const PASSWORD = "correct horse battery";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/** The `name=value` pair of the session cookie from Set-Cookie headers, ready for a Cookie header. */
export function sessionCookieOf(setCookie: string[]): string | undefined {
  return setCookie.find((header) => header.startsWith("rivals_session="))?.split(";")[0];
}

export const SIGN_UP = graphql(`
  mutation TestSignUp($email: String!, $password: String!) {
    signUp(email: $email, password: $password) {
      id
      username
    }
  }
`);

const CHOOSE_USERNAME = graphql(`
  mutation TestChooseUsername($u: String!) {
    chooseUsername(username: $u) {
      id
    }
  }
`);

export interface TestUser {
  id: string;
  username: string;
  email: string;
  cookie: string;
}

/**
 * Signs a new user up through the API, as the web app does, and keeps the generated username (the question of
 * the first sign-in answered), so that pages open straight away.
 */
export async function signUp(url: string, email = uniqueEmail()): Promise<TestUser> {
  const { body, setCookie } = await graphqlRequest(url, SIGN_UP, { email, password: PASSWORD });
  if (!body.data) throw new Error(`sign-up failed: ${JSON.stringify(body.errors)}`);
  const user: TestUser = { ...body.data.signUp, email, cookie: sessionCookieOf(setCookie)! };
  const chosen = await graphqlRequest(url, CHOOSE_USERNAME, { u: user.username }, user.cookie);
  if (chosen.body.errors) throw new Error(`choosing the username failed: ${JSON.stringify(chosen.body.errors)}`);
  return user;
}

/** A new user, as `signUp` makes one, named readably for a test's failures: `prefix` and six random hex digits. */
export async function signUpNamed(url: string, prefix: string): Promise<TestUser> {
  const user = await signUp(url);
  const username = `${prefix}${randomBytes(3).toString("hex")}`;
  const renamed = await graphqlRequest(url, RENAME, { username }, user.cookie);
  if (renamed.body.errors) throw new Error(`renaming failed: ${JSON.stringify(renamed.body.errors)}`);
  return { ...user, username };
}
