import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../logger";
import { newRequestId, runInRequestScope, type RequestScope } from "../requestScope";

/** A caller's own request id is kept when it is a sane token: it then ties our log lines to theirs. */
const WELL_FORMED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The app's own work, logged at `info`; the rest (probes, metrics, the web app's files) at `debug`. */
const API_PATHS = /^\/(graphql|auth|export)(\/|$)/;

/**
 * The path a request asked for, without its query string, which may hold a token (Express' routers change `url`
 * while they run, and keep what was asked in `originalUrl`).
 */
export const pathOf = (request: IncomingMessage & { originalUrl?: string }) =>
  (request.originalUrl ?? request.url ?? "").split("?", 1)[0];

/**
 * Gives each HTTP request an id, reachable from anywhere it runs (Apollo's error formatting has no context): the
 * caller's `X-Request-Id` when well-formed, else a new one; the response carries it back. When the response ends,
 * or the connection closes before it does, the request leaves one log line: its id, method and path, status,
 * duration in ms (`responseTime`) and, for GraphQL, the operation's type, root field and outcome. Never a header
 * (cookies), a query string, a body or a variable. Answers the server failed at, and requests cut off before their
 * answer, are `warn` (a failure itself is logged as an error where it happened).
 */
export function requestLog(logger: Logger) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const given = request.headers["x-request-id"];
    const scope: RequestScope = {
      id: typeof given === "string" && WELL_FORMED_REQUEST_ID.test(given) ? given : newRequestId(),
    };
    response.setHeader("x-request-id", scope.id);
    const started = performance.now();
    response.once("close", () => {
      const path = pathOf(request);
      const { statusCode, writableFinished } = response;
      const level = statusCode >= 500 || !writableFinished ? "warn" : API_PATHS.test(path) ? "info" : "debug";
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        requestId: scope.id,
        req: { method: request.method, path },
        res: { statusCode },
        responseTime: Math.round(performance.now() - started),
        ...(scope.operation && { operation: scope.operation }),
        ...(!writableFinished && { aborted: true }),
      };
      logger[level](line, `${request.method} ${path} ${statusCode}`);
    });
    runInRequestScope(scope, next);
  };
}
