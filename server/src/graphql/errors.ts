import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { isConnectionFault } from "../db/faults";
import { unavailable } from "../domain/errors";
import type { Logger } from "../logger";

const INTERNAL: GraphQLFormattedError = {
  message: "Internal server error",
  extensions: { code: "INTERNAL_SERVER_ERROR" },
};

/**
 * Lets through refusals that carry a code (ours, and graphql-js' own request errors); a database that cannot be
 * reached is UNAVAILABLE (the transaction did not commit, so nothing changed); masks everything else so that
 * no SQL, stack trace or internal detail reaches a client, and logs it instead.
 */
export function maskError(formatted: GraphQLFormattedError, error: unknown, logger: Logger): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === "string" && code !== "INTERNAL_SERVER_ERROR") {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  if (isConnectionFault(error)) {
    logger.warn({ err: error, path: formatted.path }, "the database could not be reached");
    const { message, extensions } = unavailable();
    return { message, path: formatted.path, extensions };
  }
  logger.error({ err: error, path: formatted.path }, "unexpected error in a GraphQL operation");
  return { ...INTERNAL, path: formatted.path };
}

/**
 * A failure before the operation runs (reading the session): an unreachable database answers UNAVAILABLE with
 * HTTP 503, like a failure inside it, instead of Apollo's bare 500.
 */
export function unavailableBefore(error: unknown): never {
  if (!isConnectionFault(error)) throw error;
  const { message, extensions } = unavailable();
  throw new GraphQLError(message, {
    originalError: error as Error,
    extensions: { ...extensions, http: { status: 503 } },
  });
}
