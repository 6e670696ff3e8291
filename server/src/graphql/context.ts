import type { Config } from "../config";
import type { Db } from "../db/client";
import type { NotifyBus } from "../db/bus";
import type { UserRow } from "../db/schema";
import type { SessionCookie } from "../features/auth/cookies";
import type { Mailer } from "../features/auth/mailer";
import type { SessionCache } from "../features/auth/sessionCache";
import type { PresenceFeed } from "../features/competitions/presenceFeed";
import type { Session } from "../features/auth/store";
import type { FriendLists } from "../features/friends/friendLists";
import type { OnlineUsers } from "../features/notifications/online";
import type { AddressPolicy } from "../http/publicFetch";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics";
import type { FollowOptions, Stream } from "./subscriptions";

/** What every resolver may use: the app's services... */
export interface Services {
  config: Config;
  db: Db;
  bus: NotifyBus;
  logger: Logger;
  mailer: Mailer;
  /** Sessions read in the last few seconds; forget one here as soon as a change ends or alters it. */
  sessionCache: SessionCache;
  presenceFeed: PresenceFeed;
  friendLists: FriendLists;
  /** Who has a WebSocket open on this instance, for every instance to see. */
  onlineUsers: OnlineUsers;
  metrics: Metrics;
  /** The address users reach the app at, for links in emails and OAuth redirects. */
  publicUrl: string;
  /** Addresses push endpoints may have although not public: only tests give any (AppOptions.pushEndpoints). */
  pushEndpoints: AddressPolicy;
}

/** ...and who is asking, from where. */
export interface RequestAuth {
  viewer: UserRow | null;
  session: Session | null;
  clientIp: string;
  sessionCookie: SessionCookie;
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
  return { ...services, ...auth, ...scope, logger: services.logger.child({ requestId: scope.requestId }) };
}
