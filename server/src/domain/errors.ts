/** The codes of API.md: each refused operation carries one, with a message the user may read. */
export type ErrorCode =
  "BAD_USER_INPUT" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "RATE_LIMITED" | "UNAVAILABLE";

/**
 * A refusal meant for the user. graphql-js copies `extensions` into the GraphQL error, so the code reaches
 * clients over HTTP and WebSocket alike; every other error is masked as an internal one.
 */
export class RivalsError extends Error {
  override name = "RivalsError";
  readonly extensions: { code: ErrorCode };

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.extensions = { code };
  }
}

export const badInput = (message: string) => new RivalsError("BAD_USER_INPUT", message);
export const notFound = (message: string) => new RivalsError("NOT_FOUND", message);
export const forbidden = (message: string) => new RivalsError("FORBIDDEN", message);
export const unavailable = () =>
  new RivalsError("UNAVAILABLE", "The service is briefly unavailable. Please try again.");
export const unauthenticated = () => new RivalsError("UNAUTHENTICATED", "You must log in first.");
