import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { HOUSEKEEPING, startHousekeeping, type HousekeepingSchedule } from "./db/housekeeping";
import { serverSecret } from "./db/secrets";
import { createMailer } from "./features/auth/mailer";
import { SessionCache } from "./features/auth/sessionCache";
import { createPresenceFeed } from "./features/competitions/presenceFeed";
import { createFriendLists } from "./features/friends/friendLists";
import { notificationEmailJob } from "./features/notifications/email";
import { OnlineUsers } from "./features/notifications/online";
import { unsubscribeTokens } from "./features/notifications/unsubscribe";
import { notificationPushJob } from "./features/notifications/push";
import { NOTIFICATION_EMAIL_JOB, NOTIFICATION_PUSH_JOB } from "./features/notifications/writeStore";
import { replayStaleRatings } from "./features/rivalry/service";
import type { LiveFeed } from "./graphql/liveFeed";
import { GRAPHQL_PATH, startGraphQL } from "./graphql/server";
import { clientIpOf, trustedProxies } from "./http/clientIp";
import { httpFailure } from "./http/errors";
import { GRAPHIQL_PATH, readIndexPage } from "./http/indexPage";
import { loadedOnFirstRequest, type Answer } from "./http/loadedOnFirstRequest";
import type { AddressPolicy } from "./http/publicFetch";
import { pathOf, requestLog } from "./http/requestLog";
import { securityHeaders } from "./http/security";
import { HTTP_TIMEOUTS, httpServerOptions, type HttpTimeouts } from "./http/timeouts";
import { JOB_SCHEDULE, startJobRunner, type JobSchedule } from "./jobRunner";
import { createLogger, type Logger } from "./logger";
import { createMetrics } from "./metrics";
import { seed } from "./seed";
import type { Services } from "./shared/context";

export interface AppOptions {
  logger?: Logger;
  /** Sees every SQL statement (tests count them). */
  onQuery?: (query: string) => void;
  /** A migrated PGlite database for a `memory://` one to start from (db/client.ts). */
  pgliteTemplate?: Blob;
  /** Shorter HTTP timeouts for tests; HTTP_TIMEOUTS otherwise. */
  httpTimeouts?: HttpTimeouts;
  /** When expired rows are swept; HOUSEKEEPING otherwise. */
  housekeeping?: HousekeepingSchedule;
  /** How long a session read is kept; tests make it long, so that only an announcement can end it sooner. */
  sessionCacheMs?: number;
  /** How background jobs (notification e-mails) are polled, leased and retried; JOB_SCHEDULE otherwise. */
  jobs?: JobSchedule;
  /**
   * For tests only, whose push service is a local server: its address and self-signed certificate. Push endpoints
   * are public addresses otherwise, with no setting to change it.
   */
  pushEndpoints?: AddressPolicy;
}

export type LiveFeedStats = ReturnType<LiveFeed["stats"]> & { friendLists: number };
/** What the instance keeps for its open WebSockets (see graphql/webSocket.ts), and who is online through them. */
export type SocketStats = ReturnType<Awaited<ReturnType<typeof startGraphQL>>["socketStats"]> & { onlineUsers: number };

export interface RunningApp {
  url: string;
  /** Where users reach it: PUBLIC_URL, else this address. */
  publicUrl: string;
  port: number;
  database: Database;
  /** Subscriptions streaming to this instance's WebSockets now. */
  activeSubscriptions(): number;
  /** What the shared live feed holds now (topics, followers, friend lists) and has executed so far. */
  liveFeedStats(): LiveFeedStats;
  /** What it keeps per WebSocket, address, session and user now: all zero once every socket closed. */
  socketStats(): SocketStats;
  /** How many subscriptions on this instance follow a bus topic now (see db/bus.ts `topics`). */
  followersOf(topic: string): number;
}

/** The whole server, not yet listening: `start()` opens the database and listens; `stop()` undoes it all. */
export function buildApp(config: Config, options: AppOptions = {}) {
  const logger = options.logger ?? createLogger(config.logLevel);
  const metrics = createMetrics();
  let running:
    | {
        server: Server;
        database: Database;
        stopGraphQL: () => Promise<void>;
        stopHousekeeping: () => void;
        stopJobs: () => Promise<void>;
        onlineUsers: OnlineUsers;
      }
    | undefined;

  async function start(): Promise<RunningApp> {
    const database = await openDatabase({
      ...config,
      logger,
      onQuery: options.onQuery,
      pgliteTemplate: options.pgliteTemplate,
    });
    const trusted = trustedProxies(config.trustProxy);
    const index = readIndexPage(config.webDistDir);
    const logged = requestLog(logger);
    const headers = securityHeaders(config.trustProxy !== undefined, GRAPHIQL_PATH, index?.inlineScripts);
    let graphqlOverHttp: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
    // Every other answer, by Express (expressApp.ts), loaded by the first request for one (decision 046).
    let otherwise: Answer;
    const server = createServer(httpServerOptions(options.httpTimeouts ?? HTTP_TIMEOUTS), (req, res) =>
      logged(req, res, () => {
        const path = pathOf(req);
        headers(path, res);
        if (graphqlOverHttp && path === GRAPHQL_PATH) {
          graphqlOverHttp(req, res).catch((error: unknown) => httpFailure(logger, res, error));
        } else {
          otherwise(req, res);
        }
      }),
    );
    let publicUrl: string | undefined;
    const services: Services = {
      config,
      db: database.db,
      bus: database.bus,
      logger,
      mailer: createMailer(config.smtpUrl, config.mailFrom, logger),
      sessionCache: new SessionCache(database.bus, options.sessionCacheMs),
      presenceFeed: createPresenceFeed(database.db, database.bus, logger),
      friendLists: createFriendLists(database.db, database.bus, logger),
      onlineUsers: new OnlineUsers(database.db, logger),
      metrics,
      pushEndpoints: options.pushEndpoints ?? {},
      // Known once listening, when the port may have been picked by the system; asked for by every request.
      get publicUrl() {
        return (publicUrl ??= config.publicUrl ?? `http://localhost:${(server.address() as AddressInfo).port}`);
      },
    };
    let activeSubscriptions: () => number;
    let liveFeedStats: () => LiveFeedStats;
    let socketStats: () => SocketStats;
    let followersOf: (topic: string) => number;
    try {
      await seed(database.db, config, logger);
      await replayStaleRatings(database.db, logger);
      const graphql = await startGraphQL(server, services, clientIpOf(trusted));
      graphqlOverHttp = graphql.handle;
      metrics.track({
        webSockets: graphql.webSockets,
        activeSubscriptions: graphql.activeSubscriptions,
        databasePool: database.poolUse,
      });
      const tokens = unsubscribeTokens(await serverSecret(database.db, "unsubscribe"));
      otherwise = loadedOnFirstRequest(
        async () =>
          (await import("./expressApp")).expressApp({
            services,
            database,
            tokens,
            index,
            trusted,
            ready: async () => running !== undefined && (await database.ready()),
          }),
        (res, error) => httpFailure(logger, res, error),
      );
      const stopHousekeeping = startHousekeeping(database.db, logger, options.housekeeping ?? HOUSEKEEPING);
      const emails = notificationEmailJob({
        db: database.db,
        mailer: services.mailer,
        tokens,
        delaySeconds: config.notificationEmailDelaySeconds,
        publicUrl: () => services.publicUrl,
      });
      const pushes = notificationPushJob({
        db: database.db,
        push: config.push,
        endpoints: services.pushEndpoints,
        logger,
      });
      const jobs = startJobRunner(
        database.db,
        { [NOTIFICATION_EMAIL_JOB]: emails, [NOTIFICATION_PUSH_JOB]: pushes },
        logger,
        options.jobs ?? JOB_SCHEDULE,
      );
      running = {
        server,
        database,
        stopGraphQL: graphql.stop,
        stopHousekeeping,
        stopJobs: () => jobs.stop(),
        onlineUsers: services.onlineUsers,
      };
      activeSubscriptions = graphql.activeSubscriptions;
      liveFeedStats = () => ({ ...graphql.liveFeedStats(), friendLists: services.friendLists.size() });
      socketStats = () => ({ ...graphql.socketStats(), onlineUsers: services.onlineUsers.size() });
      followersOf = graphql.followersOf;
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, () => resolve());
      });
    } catch (error) {
      await database.close();
      throw error;
    }
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://localhost:${port}`,
      publicUrl: services.publicUrl,
      port,
      database,
      activeSubscriptions,
      liveFeedStats,
      socketStats,
      followersOf,
    };
  }

  async function stop(): Promise<void> {
    if (!running) return;
    const { database, stopGraphQL, stopHousekeeping, stopJobs, onlineUsers } = running;
    running = undefined;
    stopHousekeeping();
    await stopGraphQL();
    await Promise.all([stopJobs(), onlineUsers.stop()]);
    await database.close();
    logger.info("Rivals stopped");
  }

  return { start, stop, logger };
}
