import type { Config } from "../config";
import type { Db } from "../db/client";
import type { NotifyBus } from "../db/bus";
import type { UserRow } from "../db/schema";
import { unauthenticated } from "../domain/errors";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics";
import type { FollowOptions, Stream } from "./subscriptions";

/**
 * What every resolver may use: the app's services. Only what every feature shares is named here: a feature's own
 * service is added by the file that defines it (`declare module`, as GraphQL Modules' GlobalContext), so that this
 * file imports no feature and the feature's service is typed wherever it is built (decision 052). app.ts builds
 * them all.
 */
export interface Services {
  config: Config;
  db: Db;
  bus: NotifyBus;
  logger: Logger;
  metrics: Metrics;
  /** The address users reach the app at, for links in emails and OAuth redirects. */
  publicUrl: string;
}

/** ...and who is asking, from where (features/auth/authenticate.ts adds the session). */
export interface RequestAuth {
  viewer: UserRow | null;
  /** Worked out when asked (only the auth limits ask): behind a proxy it means reading X-Forwarded-For. */
  clientIp: () => string;
}

/** One HTTP request or one WebSocket operation: its id is in every log line about it. */
export interface OperationScope {
  requestId: string;
  /** Whether the session is still on, without a query: over a WebSocket it may end while the socket is open. */
  sessionLive(): boolean;
  /**
   * Over a WebSocket, for a subscription: its pushes come from the stream's shared feed (graphql/liveFeed.ts). The
   * iterator never yields; it ends when the subscription does.
   */
  follow?: <Event>(stream: Stream<Event>, options?: FollowOptions) => AsyncIterableIterator<never>;
}

export type GraphQLContext = Services & RequestAuth & OperationScope;

/** The one way a context is made, for both transports: `logger` carries the request id. */
export function operationContext(services: Services, auth: RequestAuth, scope: OperationScope): GraphQLContext {
  let logger: Logger | undefined;
  return {
    ...services,
    ...auth,
    ...scope,
    // Made when something first logs: most operations never do, and a child logger cost every one of them.
    get logger() {
      return (logger ??= services.logger.child({ requestId: scope.requestId }));
    },
  };
}

export function requireViewer(ctx: GraphQLContext): UserRow {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}
