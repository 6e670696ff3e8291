import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { googleRoutes } from "./features/auth/google";
import { createMailer } from "./features/auth/mailer";
import { createCompetitionFeed } from "./features/competitions/feed";
import { createPresenceFeed } from "./features/competitions/presence";
import { seed } from "./features/users/seed";
import type { Services } from "./graphql/context";
import { GRAPHQL_PATH, startGraphQL } from "./graphql/server";
import { httpErrors } from "./http/errors";
import { securityHeaders } from "./http/security";
import { GRAPHIQL_PATH, webApp } from "./http/static";
import { HTTP_TIMEOUTS, httpServerOptions, type HttpTimeouts } from "./http/timeouts";
import { createLogger, type Logger } from "./logger";

export interface AppOptions {
  logger?: Logger;
  /** Sees every SQL statement (tests count them). */
  onQuery?: (query: string) => void;
  /** Shorter HTTP timeouts for tests; HTTP_TIMEOUTS otherwise. */
  httpTimeouts?: HttpTimeouts;
}

export interface RunningApp {
  url: string;
  port: number;
  database: Database;
  /** Subscriptions streaming to this instance's WebSockets now. */
  activeSubscriptions(): number;
}

/** The whole server, not yet listening: `start()` opens the database and listens; `stop()` undoes it all. */
export function buildApp(config: Config, options: AppOptions = {}) {
  const logger = options.logger ?? createLogger(config.logLevel);
  let running: { server: Server; database: Database; stopGraphQL: () => Promise<void> } | undefined;

  async function start(): Promise<RunningApp> {
    const database = await openDatabase({ ...config, logger, onQuery: options.onQuery });
    const app = express();
    app.disable("x-powered-by");
    if (config.trustProxy) app.set("trust proxy", parseTrustProxy(config.trustProxy));
    app.use(securityHeaders(config.trustProxy !== undefined, GRAPHIQL_PATH));
    const server = createServer(httpServerOptions(options.httpTimeouts ?? HTTP_TIMEOUTS), app);
    const services: Services = {
      config,
      db: database.db,
      bus: database.bus,
      logger,
      mailer: createMailer(config.smtpUrl, config.mailFrom, logger),
      competitionFeed: createCompetitionFeed(database.db, database.bus, logger),
      presenceFeed: createPresenceFeed(database.db, database.bus, logger),
      // Known once listening, when the port may have been picked by the system.
      get publicUrl() {
        return config.publicUrl ?? `http://localhost:${(server.address() as AddressInfo).port}`;
      },
    };
    let activeSubscriptions: () => number;
    try {
      await seed(database.db, config, logger);
      // An upgrade request gets Express's request prototype, as HTTP requests do, so its `ip` honours TRUST_PROXY.
      const clientIp = (request: IncomingMessage) =>
        (Object.setPrototypeOf(request, app.request) as express.Request).ip ?? "unknown";
      const graphql = await startGraphQL(server, services, clientIp);
      app.use(GRAPHQL_PATH, ...graphql.middleware);
      app.use(googleRoutes(services));
      app.use(webApp(config.webDistDir));
      app.use(httpErrors(logger));
      running = { server, database, stopGraphQL: graphql.stop };
      activeSubscriptions = graphql.activeSubscriptions;
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, () => resolve());
      });
    } catch (error) {
      await database.close();
      throw error;
    }
    const { port } = server.address() as AddressInfo;
    logger.info({ port, url: services.publicUrl, database: database.engine }, "Rivals is listening");
    return { url: `http://localhost:${port}`, port, database, activeSubscriptions };
  }

  async function stop(): Promise<void> {
    if (!running) return;
    const { database, stopGraphQL } = running;
    running = undefined;
    await stopGraphQL();
    await database.close();
    logger.info("Rivals stopped");
  }

  return { start, stop, logger };
}

/** TRUST_PROXY as Express reads it: true, a number of hops, or a list of addresses. */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
