import type { Server } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import express, { type RequestHandler } from "express";
import type { GraphQLFormattedError } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import { authenticate } from "../features/auth/authenticate";
import { httpSessionCookie } from "../features/auth/cookies";
import type { GraphQLContext, RequestAuth, Services } from "./context";
import { maskError } from "./errors";
import { buildSchema } from "./schema";

export const GRAPHQL_PATH = "/graphql";
/** Ten times GraphiQL's introspection query: room for any real operation, none for thousands of aliases. */
const MAX_TOKENS = 4000;

/**
 * Apollo Server for queries and mutations over HTTP, graphql-ws for subscriptions on the same path and port.
 * Stopping Apollo drains the HTTP server and closes every WebSocket.
 */
export async function startGraphQL(httpServer: Server, services: Services) {
  const schema = buildSchema();
  const wsServer = new WebSocketServer({ server: httpServer, path: GRAPHQL_PATH });
  const ws = useServer<Record<string, unknown>, { auth?: RequestAuth }>(
    {
      schema,
      // The WebSocket is authenticated once, from the cookie of its upgrade request.
      onConnect: async (ctx) => {
        const { request } = ctx.extra;
        if (!sameOrigin(request.headers.origin, request.headers.host, services.publicUrl)) return false;
        const ip = request.socket.remoteAddress ?? "unknown";
        ctx.extra.auth = await authenticate(services.db, request.headers.cookie, ip);
        return true;
      },
      context: (ctx): GraphQLContext => ({ ...services, ...ctx.extra.auth! }),
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!result.errors) return result;
        return { ...result, errors: result.errors.map((error) => maskError(error.toJSON(), error, services.logger)) };
      },
    },
    wsServer,
  );
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    // main.ts owns SIGINT/SIGTERM: Apollo's handlers would re-raise the signal before the database is closed.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    includeStacktraceInErrorResponses: false,
    formatError: (formatted: GraphQLFormattedError, error: unknown) => maskError(formatted, error, services.logger),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { serverWillStart: async () => ({ drainServer: async () => void (await ws.dispose()) }) },
    ],
  });
  await apollo.start();
  const middleware: RequestHandler = expressMiddleware(apollo, {
    context: async ({ req, res }) => ({
      ...services,
      ...(await authenticate(
        services.db,
        req.headers.cookie,
        req.ip ?? "unknown",
        httpSessionCookie(res, services.config.production),
      )),
    }),
  });
  return {
    middleware: [express.json({ limit: "1mb" }), middleware],
    stop: async () => {
      await apollo.stop();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

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
