import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger";
import { newRequestId, runInRequestScope, type RequestScope } from "../requestScope";

/** A caller's own request id is kept when it is a sane token: it then ties our log lines to theirs. */
const WELL_FORMED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The app's own work, logged at `info`; the rest (probes, metrics, the web app's files) at `debug`. */
const API_PATHS = /^\/(graphql|auth|export)(\/|$)/;

/** The scope of each request, by its response: pino-http reads the operation from it when the response ends. */
const scopes = new WeakMap<ServerResponse, RequestScope>();

/**
 * Gives each HTTP request an id, reachable from anywhere it runs (Apollo's error formatting has no context): the
 * caller's `X-Request-Id` when well-formed, else a new one; the response carries it back.
 */
const withRequestId: RequestHandler = (request, response, next) => {
  const given = request.get("x-request-id");
  const scope = { id: given && WELL_FORMED_REQUEST_ID.test(given) ? given : newRequestId() };
  response.setHeader("x-request-id", scope.id);
  scopes.set(response, scope);
  runInRequestScope(scope, next);
};

/** The path a request asked for, without its query string, which may hold a token. */
const pathOf = (request: IncomingMessage) => ((request as Request).originalUrl ?? request.url ?? "").split("?")[0];
const described = (request: IncomingMessage, response: ServerResponse) =>
  `${request.method} ${pathOf(request)} ${response.statusCode}`;

/**
 * One log line per HTTP request, when its response ends (pino-http): its id, method and path, status, duration in
 * ms (`responseTime`) and, for GraphQL, the operation's type, root field and outcome. Never a header (cookies), a
 * query string, a body or a variable. Answers the server failed at are `warn` (the failure itself is logged as an
 * error where it happened).
 */
export function requestLog(logger: Logger): RequestHandler[] {
  const log = pinoHttp({
    logger,
    genReqId: (_request, response) => scopes.get(response)?.id ?? newRequestId(),
    customAttributeKeys: { reqId: "requestId" },
    quietReqLogger: true,
    serializers: {
      req: (request: { raw: IncomingMessage }) => ({ method: request.raw.method, path: pathOf(request.raw) }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    customProps: (_request, response) => {
      const operation = scopes.get(response)?.operation;
      return operation ? { operation } : {};
    },
    customLogLevel: (request, response, error) => {
      if (error || response.statusCode >= 500) return "warn";
      return API_PATHS.test(pathOf(request)) ? "info" : "debug";
    },
    customSuccessMessage: described,
    customErrorMessage: described,
  });
  return [withRequestId, log];
}
