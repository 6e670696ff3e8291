import type { ErrorRequestHandler } from "express";
import type { Logger } from "../logger";

/** An error as Express' body parser and the http-errors package make them. */
interface HttpError {
  status?: number;
  expose?: boolean;
  message?: string;
  type?: string;
  limit?: number;
}

/** The body parser's own words, but for a body over the limit: say what the limit is. */
const messageOf = (error: HttpError) =>
  error.type === "entity.too.large" ? `A request may be at most ${error.limit} bytes` : error.message;

/**
 * Errors before GraphQL runs (malformed JSON, a body over the limit) answer in GraphQL's error shape, never
 * with Express's default page, which shows a stack trace outside production.
 */
export function httpErrors(logger: Logger): ErrorRequestHandler {
  return (error: HttpError, _req, res, _next) => {
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error }, "unexpected error in an HTTP request");
    const message = status === 500 || !error.expose ? "Internal server error" : messageOf(error);
    const code = status === 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST";
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  };
}
