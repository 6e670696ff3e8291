import type { Server } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import express, { type RequestHandler } from "express";
import type { GraphQLFormattedError } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import { createContext, type GraphQLContext, type Services } from "./context";
import { maskError } from "./errors";
import { buildSchema } from "./schema";

export const GRAPHQL_PATH = "/graphql";

/**
 * Apollo Server for queries and mutations over HTTP, graphql-ws for subscriptions on the same path and port.
 * Stopping Apollo drains the HTTP server and closes every WebSocket.
 */
export async function startGraphQL(httpServer: Server, services: Services) {
  const schema = buildSchema();
  const wsServer = new WebSocketServer({ server: httpServer, path: GRAPHQL_PATH });
  const ws = useServer<Record<string, unknown>, Record<string, never>>(
    {
      schema,
      context: (): GraphQLContext => createContext(services, null),
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
    context: async () => createContext(services, null),
  });
  return {
    middleware: [express.json({ limit: "1mb" }), middleware],
    stop: async () => {
      await apollo.stop();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
