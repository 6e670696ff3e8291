import type { ServerResponse } from "node:http";
import type { ErrorRequestHandler } from "express";
import type { Logger } from "../logger";

/** An error as the http-errors package makes them (Express' own, serve-static's). */
interface HttpError {
  status?: number;
  expose?: boolean;
  message?: string;
}

/**
 * Errors of Express' routes answer in GraphQL's error shape, never with Express's default page, which shows a
 * stack trace outside production.
 */
export function httpErrors(logger: Logger): ErrorRequestHandler {
  return (error: HttpError, _req, res, _next) => {
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) return httpFailure(logger, res, error);
    const message = error.expose && error.message ? error.message : "Internal server error";
    answerErrors(res, status, [{ message, extensions: { code: "BAD_REQUEST" } }]);
  };
}

/** A failure no handler answered: logged, and answered 500 in GraphQL's error shape when nothing was sent yet. */
export function httpFailure(logger: Logger, res: ServerResponse, error: unknown): void {
  logger.error({ err: error }, "unexpected error in an HTTP request");
  if (res.headersSent) return void res.destroy();
  answerErrors(res, 500, [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } }]);
}

/** An answer in GraphQL's error shape, before or without GraphQL. */
export function answerErrors(res: ServerResponse, status: number, errors: readonly object[]): void {
  const body = JSON.stringify({ errors });
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
}
