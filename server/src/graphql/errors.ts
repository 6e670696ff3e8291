import type { GraphQLFormattedError } from "graphql";
import type { Logger } from "../logger";

const INTERNAL: GraphQLFormattedError = {
  message: "Internal server error",
  extensions: { code: "INTERNAL_SERVER_ERROR" },
};

/**
 * Lets through refusals that carry a code (ours, and graphql-js' own request errors); masks everything else
 * so that no SQL, stack trace or internal detail reaches a client, and logs it instead.
 */
export function maskError(formatted: GraphQLFormattedError, error: unknown, logger: Logger): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === "string" && code !== "INTERNAL_SERVER_ERROR") {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  logger.error({ err: error, path: formatted.path }, "unexpected error in a GraphQL operation");
  return { ...INTERNAL, path: formatted.path };
}
