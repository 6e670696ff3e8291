import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client";

/** What network trouble reads as: never the browser's own words ("Failed to fetch"). */
export const OFFLINE_MESSAGE = "Can't reach Rivals right now. Check your connection and try again.";

/**
 * The connection failed or the server could not answer (it is restarting, or its database is briefly away): nothing
 * was refused, so the same request may be sent again.
 */
export function isNetworkTrouble(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.every((e) => e.extensions?.code === "UNAVAILABLE");
  return error instanceof TypeError || ServerError.is(error) || ServerParseError.is(error);
}

/** The server's message for a refused operation (SPEC.md section 8 shows it as it is); network trouble in words. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && !isNetworkTrouble(error)) return error.errors.map((e) => e.message).join(" ");
  return isNetworkTrouble(error) ? OFFLINE_MESSAGE : "Something went wrong. Please try again.";
}

export function hasCode(error: unknown, code: string): boolean {
  return refusalWithCode(error, code) !== undefined;
}

/** The server's refusal with `code` among the error's, if any. */
export function refusalWithCode(error: unknown, code: string) {
  return CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.extensions?.code === code) : undefined;
}

/** Runs a mutation and resolves to why it failed, in words for the user, or undefined when it went through. */
export function refusalOf(run: Promise<unknown>): Promise<string | undefined> {
  return run.then(
    () => undefined,
    (error: unknown) => errorMessage(error),
  );
}
