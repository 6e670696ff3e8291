import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from "@apollo/server/plugin/disabled";
import type { GraphQLFormattedError } from "graphql";
import { authenticate } from "../features/auth/authenticate";
import { httpSessionCookie } from "../features/auth/cookies";
import { answerCache } from "./answerCache";
import { operationContext, type GraphQLContext, type RequestAuth, type Services } from "../shared/context";
import { maskError, unavailableBefore } from "./errors";
import { httpOperationMetrics } from "./operations";
import { executorGateway } from "./executor";
import { graphqlOverHttp } from "./http";
import { trustedDocuments } from "./trusted";
import { trustedMutations } from "./trustedMutations";
import { noSubscriptionsOverHttp, parseOptions, validationRules } from "./pipeline";
import { currentRequestId } from "../requestScope";
import { buildSchema } from "./schema";
import { startWebSocketServer } from "./webSocket";

export const GRAPHQL_PATH = "/graphql";

/**
 * Apollo Server for queries and mutations over HTTP, graphql-ws for every operation over a WebSocket on the
 * same path and port: both build the context, apply the limits and mask errors with the same functions
 * (pipeline.ts, context.ts, errors.ts). Stopping Apollo drains the HTTP server and closes every WebSocket.
 * `clientIp` tells the address of an HTTP or upgrade request the way Express does (TRUST_PROXY).
 */
export async function startGraphQL(
  httpServer: Server,
  services: Services,
  clientIp: (request: IncomingMessage) => string,
) {
  const schema = buildSchema();
  const ws = startWebSocketServer(httpServer, GRAPHQL_PATH, schema, services, clientIp);
  const authOf = (req: IncomingMessage, res: ServerResponse): Promise<RequestAuth> =>
    authenticate(
      services.db,
      req.headers.cookie,
      () => clientIp(req),
      httpSessionCookie(res, services.config.production),
      services.sessionCache,
    ).catch(unavailableBefore);
  const answers = answerCache(services.metrics);
  const trusted = trustedDocuments();
  const formatError = (formatted: GraphQLFormattedError, error: unknown) =>
    maskError(formatted, error, services.logger.child({ requestId: currentRequestId() }));
  const mutations = trustedMutations({ schema, trusted, metrics: services.metrics, formatError });
  const apollo = new ApolloServer<GraphQLContext>({
    gateway: executorGateway(schema, trusted),
    stringifyResult: answers.stringifyResult,
    introspection: true,
    // main.ts owns SIGINT/SIGTERM: Apollo's handlers would re-raise the signal before the database is closed.
    stopOnTerminationSignals: false,
    parseOptions,
    validationRules,
    includeStacktraceInErrorResponses: false,
    formatError,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Its per-field wrappers cost every request, and no response sets cache hints.
      ApolloServerPluginCacheControlDisabled(),
      // Apollo adds it to traces for a federated gateway only, and this schema is no subgraph: without this line
      // Apollo still loads it, with its protobuf module (about 20 ms of the start's CPU, decision 046).
      ApolloServerPluginInlineTraceDisabled(),
      noSubscriptionsOverHttp,
      answers.plugin,
      httpOperationMetrics(services.metrics),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      { serverWillStart: async () => ({ drainServer: async () => void (await ws.dispose()) }) },
    ],
  });
  await apollo.start();
  const handle = graphqlOverHttp({
    apollo,
    mutations,
    answers,
    metrics: services.metrics,
    authOf,
    context: (auth) => operationContext(services, auth, { requestId: currentRequestId(), sessionLive: () => true }),
    // One limit for both transports: the largest WebSocket message is the largest HTTP body.
    maxBodyBytes: services.config.webSocket.maxPayloadBytes,
  });
  return {
    handle,
    activeSubscriptions: ws.activeSubscriptions,
    webSockets: ws.webSockets,
    liveFeedStats: ws.liveFeedStats,
    socketStats: ws.socketStats,
    followersOf: ws.followersOf,
    stop: async () => {
      mutations.stop();
      await apollo.stop();
      await ws.close();
    },
  };
}
