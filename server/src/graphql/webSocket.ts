import type { IncomingMessage, Server } from "node:http";
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema } from "graphql";
import type { SubscribePayload } from "graphql-ws";
import { WebSocketServer, type WebSocket } from "ws";
import { isConnectionFault } from "../db/faults";
import { RivalsError, unauthenticated } from "../domain/errors";
import { authenticate } from "../features/auth/authenticate";
import { dropDeadWebSockets } from "../http/heartbeat";
import { operationContext, type RequestAuth, type Services } from "../shared/context";
import { maskError } from "./errors";
import { createLiveFeed, subscribeOrFollow, type Connection } from "./liveFeed";
import { memoryRelease } from "./memoryRelease";
import { operationRecords } from "./operations";
import { newRequestId } from "../requestScope";
import { operationPreparer, requestRefusal } from "./pipeline";
import { SESSION_ENDED_CLOSE_CODE, SessionSockets } from "./sessionSockets";
import { bindGraphqlWs, type SocketExtra } from "./socketBinding";

const TRY_AGAIN_LATER_CLOSE_CODE = 1013;

/**
 * Ids of a socket's operations, a few at most: each list exactly as long as it is, made anew on each change (a
 * Set, or an array pushed to, takes some 150 bytes from its first id on, kept by every socket).
 */
type OperationIds = readonly string[];

type SocketState = SocketExtra & {
  auth?: RequestAuth;
  /** The operations of this socket that stream events (subscriptions). */
  streaming?: OperationIds;
  /** The operations of this socket that count towards its user's limit (all that started, while they run). */
  counted?: OperationIds;
};

/** `ids` without `id`, or undefined when `id` is not among them. */
function without(ids: OperationIds | undefined, id: string): OperationIds | undefined {
  return ids?.includes(id) ? ids.filter((each) => each !== id) : undefined;
}

/**
 * graphql-ws on the HTTP server's port: the same context builder, limits and error masking as HTTP, plus bounds
 * of its own (message size, operations per socket, sockets per address) and sockets that end with their session.
 */
export function startWebSocketServer(
  httpServer: Server,
  path: string,
  schema: GraphQLSchema,
  services: Services,
  clientIp: (request: IncomingMessage) => string,
) {
  const { maxPayloadBytes, maxOperationsPerSocket, maxOperationsPerUser, maxSocketsPerAddress } =
    services.config.webSocket;
  const sessionSockets = new SessionSockets(services.db, services.bus, services.logger);
  const socketsPerAddress = new Map<string, number>();
  /** Operations running now per signed-in user, over all their sockets on this instance. */
  const operationsPerUser = new Map<string, number>();
  /** Subscriptions streaming now, on every socket. */
  const streams = { count: 0 };
  const wsServer = new WebSocketServer({
    server: httpServer,
    path,
    maxPayload: maxPayloadBytes,
    verifyClient: ({ req }, accept) => {
      const full = (socketsPerAddress.get(clientIp(req)) ?? 0) >= maxSocketsPerAddress;
      if (full) accept(false, 429, "Too many connections from this address");
      else accept(true);
    },
  });
  const memory = memoryRelease(() => wsServer.clients.size);
  wsServer.on("connection", (socket, request) => {
    const ip = clientIp(request);
    socketsPerAddress.set(ip, (socketsPerAddress.get(ip) ?? 0) + 1);
    memory.opened();
    socket.on("close", () => {
      const left = socketsPerAddress.get(ip)! - 1;
      if (left) socketsPerAddress.set(ip, left);
      else socketsPerAddress.delete(ip);
      memory.closed();
    });
  });

  const live = (socket: WebSocket, auth: RequestAuth) =>
    !auth.session || sessionSockets.isLive(socket, auth.session.id);
  const maskAll = (errors: readonly GraphQLError[], requestId = newRequestId()): GraphQLFormattedError[] => {
    const logger = services.logger.child({ requestId });
    return errors.map((error) => maskError(error.toJSON(), error, logger));
  };
  const records = operationRecords(services.metrics, services.logger);
  const mask = (ctx: object, id: string, errors: readonly GraphQLError[]) =>
    maskAll(errors, records.requestIdOf(ctx, id));
  const preparer = operationPreparer(schema);
  const liveFeed = createLiveFeed({
    schema,
    bus: services.bus,
    logger: services.logger,
    contextFor: (connection) =>
      operationContext(services, connection.auth!, { requestId: newRequestId(), sessionLive: () => true }),
    // As onNext below: a push re-checks the session in memory, and closes the socket of one that ended.
    mayPush: ({ socket, auth }: Connection) => {
      if (auth && !live(socket, auth)) socket.close(SESSION_ENDED_CLOSE_CODE, "Session ended");
      return socket.readyState === socket.OPEN;
    },
    format: (result: ExecutionResult) => (result.errors ? { ...result, errors: maskAll(result.errors) } : result),
    pushed: services.metrics.pushed,
  });

  const server = bindGraphqlWs<Record<string, unknown>, SocketState>(
    wsServer,
    records.observe({
      schema,
      subscribe: subscribeOrFollow,
      // The WebSocket is authenticated once, from the cookie of its upgrade request, and belongs to that session.
      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra as Required<SocketState>;
        if (!sameOrigin(request.headers.origin, request.headers.host, services.publicUrl)) return false;
        const ip = clientIp(request);
        const auth = await authenticate(services.db, request.headers.cookie, () => ip).catch((error) => {
          // "Try again later": unlike graphql-ws' own 4500, clients retry it.
          if (isConnectionFault(error)) socket.close(TRY_AGAIN_LATER_CLOSE_CODE, "Database unavailable");
          throw error;
        });
        if (auth.session) sessionSockets.add(socket, auth.session);
        if (auth.viewer) services.onlineUsers.add(socket, auth.viewer.id);
        // Nothing needs the upgrade request any more: kept, it would hold its headers for the socket's lifetime.
        delete ctx.extra.request;
        ctx.extra.auth = auth;
        ctx.extra.streaming = [];
        ctx.extra.counted = [];
        return true;
      },
      onSubscribe: async (ctx, id, payload: SubscribePayload) => {
        const { auth, socket } = ctx.extra;
        if (!auth) return [asGraphQLError(unauthenticated())];
        // graphql-ws lists this operation among the socket's already.
        if (Object.keys(ctx.subscriptions).length > maxOperationsPerSocket) {
          return [
            asGraphQLError(new RivalsError("RATE_LIMITED", `At most ${maxOperationsPerSocket} operations at once`)),
          ];
        }
        const malformed = requestRefusal(payload);
        if (malformed) return [malformed];
        const prepared = preparer.prepare(payload);
        if (Array.isArray(prepared)) return prepared;
        try {
          if (auth.session && !(await sessionSockets.confirm(socket, auth.session.id))) {
            return [asGraphQLError(unauthenticated())];
          }
        } catch (error) {
          // Masked (and logged) by onError, as every error of an operation.
          return [new GraphQLError("Session check failed", { originalError: error as Error })];
        }
        const userId = auth.viewer?.id;
        if (userId) {
          const running = operationsPerUser.get(userId) ?? 0;
          if (running >= maxOperationsPerUser) {
            const message = `At most ${maxOperationsPerUser} operations at once per user`;
            return [asGraphQLError(new RivalsError("RATE_LIMITED", message))];
          }
          operationsPerUser.set(userId, running + 1);
          ctx.extra.counted = ctx.extra.counted?.concat(id);
        }
        const contextValue = operationContext(services, auth, {
          requestId: records.requestIdOf(ctx, id)!,
          sessionLive: () => live(socket, auth),
          follow: (stream, options) =>
            liveFeed.follow(stream, { connection: ctx.extra, operationId: id, operation: prepared, ...options }),
        });
        const { document, operationName, variableValues } = prepared;
        return { schema, document, operationName, variableValues, contextValue };
      },
      // Every push re-checks the session, in memory: closing the socket first keeps the push from being sent.
      onNext: (ctx, id, _payload, _args, result) => {
        const { auth, socket } = ctx.extra;
        if (auth && !live(socket, auth)) socket.close(SESSION_ENDED_CLOSE_CODE, "Session ended");
        if (!result.errors) return result;
        return { ...result, errors: mask(ctx, id, result.errors) };
      },
      onError: (ctx, id, _payload, errors) => mask(ctx, id, errors),
      // A subscription is live once its event stream exists; it ends with onComplete, however it ends.
      onOperation: (ctx, id, _payload, _args, result) => {
        if (!(Symbol.asyncIterator in result) || !ctx.extra.streaming) return;
        ctx.extra.streaming = ctx.extra.streaming.concat(id);
        streams.count++;
      },
      // graphql-ws calls it for every operation whose onSubscribe accepted it, however it ends (its socket closing too).
      onComplete: (ctx, id) => {
        const streaming = without(ctx.extra.streaming, id);
        if (streaming) {
          ctx.extra.streaming = streaming;
          streams.count--;
        }
        const counted = without(ctx.extra.counted, id);
        if (counted) ctx.extra.counted = counted;
        const userId = ctx.extra.auth?.viewer?.id;
        if (counted && userId) {
          const left = operationsPerUser.get(userId)! - 1;
          if (left) operationsPerUser.set(userId, left);
          else operationsPerUser.delete(userId);
        }
      },
    }),
    { logger: services.logger, production: services.config.production, sharedQuery: preparer.sharedQuery },
  );
  const stopHeartbeat = dropDeadWebSockets(wsServer);
  return {
    dispose: () => server.dispose(),
    activeSubscriptions: () => streams.count,
    webSockets: () => wsServer.clients.size,
    liveFeedStats: liveFeed.stats,
    /** What this server keeps per socket, address, session and user: nothing once every socket closed. */
    socketStats: () => ({
      sockets: wsServer.clients.size,
      addresses: socketsPerAddress.size,
      sessions: sessionSockets.size(),
      usersRunningOperations: operationsPerUser.size,
      subscriptions: streams.count,
    }),
    followersOf: liveFeed.followersOf,
    close: () => {
      stopHeartbeat();
      return new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

const asGraphQLError = (error: RivalsError) => new GraphQLError(error.message, { extensions: error.extensions });

/**
 * Browsers always send Origin on a WebSocket upgrade: refusing other sites' pages stops them from using a
 * visitor's cookie (cross-site WebSocket hijacking). Clients that are not browsers send none.
 */
export function sameOrigin(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  try {
    const { host: originHost } = new URL(origin);
    return originHost === host || originHost === new URL(publicUrl).host;
  } catch {
    return false;
  }
}
