import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { GRAPHQL_PATH, startGraphQL } from "./graphql/server";
import { webApp } from "./http/static";
import { createLogger, type Logger } from "./logger";

export interface AppOptions {
  logger?: Logger;
  /** Sees every SQL statement (tests count them). */
  onQuery?: (query: string) => void;
}

export interface RunningApp {
  url: string;
  port: number;
  database: Database;
}

/** The whole server, not yet listening: `start()` opens the database and listens; `stop()` undoes it all. */
export function buildApp(config: Config, options: AppOptions = {}) {
  const logger = options.logger ?? createLogger(config.logLevel);
  let running: { server: Server; database: Database; stopGraphQL: () => Promise<void> } | undefined;

  async function start(): Promise<RunningApp> {
    const database = await openDatabase({ ...config, logger, onQuery: options.onQuery });
    const app = express();
    app.disable("x-powered-by");
    const server = createServer(app);
    try {
      const graphql = await startGraphQL(server, { config, db: database.db, bus: database.bus, logger });
      app.use(GRAPHQL_PATH, ...graphql.middleware);
      app.use(webApp(config.webDistDir));
      running = { server, database, stopGraphQL: graphql.stop };
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, () => resolve());
      });
    } catch (error) {
      await database.close();
      throw error;
    }
    const { port } = server.address() as AddressInfo;
    const url = config.publicUrl ?? `http://localhost:${port}`;
    logger.info({ port, url, database: database.engine }, "Rivals is listening");
    return { url: `http://localhost:${port}`, port, database };
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
