import { randomBytes } from "node:crypto";
import { graphqlRequest } from "./graphql";

export const PASSWORD = "correct horse battery";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/** The `name=value` pair of the session cookie from Set-Cookie headers, ready for a Cookie header. */
export function sessionCookieOf(setCookie: string[]): string | undefined {
  return setCookie.find((header) => header.startsWith("rivals_session="))?.split(";")[0];
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  cookie: string;
}

/** Signs a new user up through the API, as the web app does. */
export async function signUp(url: string, email = uniqueEmail()): Promise<TestUser> {
  const { body, setCookie } = await graphqlRequest(
    url,
    "mutation ($email: String!, $password: String!) { signUp(email: $email, password: $password) { id username } }",
    { email, password: PASSWORD },
  );
  if (!body.data) throw new Error(`sign-up failed: ${JSON.stringify(body.errors)}`);
  return { ...body.data.signUp, email, cookie: sessionCookieOf(setCookie)! };
}
