import type { IncomingMessage, ServerResponse } from "node:http";
import express from "express";
import type { Database } from "./db/client";
import { readSessionToken } from "./features/auth/cookies";
import { googleRoutes } from "./features/auth/google";
import { exportRoutes } from "./features/export/routes";
import { unsubscribeRoutes } from "./features/notifications/routes";
import type { UnsubscribeTokens } from "./features/notifications/unsubscribe";
import { shareRoutes } from "./features/share/routes";
import type { TrustedProxies } from "./http/clientIp";
import { httpErrors } from "./http/errors";
import { healthRoutes } from "./http/health";
import type { IndexPage } from "./http/indexPage";
import { metricsRoute } from "./http/metrics";
import { webApp } from "./http/static";
import type { Services } from "./shared/context";

export interface ExpressAppParts {
  services: Services;
  database: Database;
  tokens: UnsubscribeTokens;
  index: IndexPage | undefined;
  trusted: TrustedProxies;
  /** Whether the instance can serve requests now (`/readyz`). */
  ready: () => Promise<boolean>;
}

/**
 * Every answer but GraphQL's, on Express: health, metrics, Google sign-in, exports, unsubscribe links, sharing and
 * the web app. app.ts loads this module with `import()` when the first of these requests arrives: Express and the
 * packages it loads cost about 20 ms of CPU to load (decision 046), which the first GraphQL answer does not need.
 */
export function expressApp({
  services,
  database,
  tokens,
  index,
  trusted,
  ready,
}: ExpressAppParts): (req: IncomingMessage, res: ServerResponse) => void {
  const { config, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  // Express would hash every answer it sends for an ETag; GraphQL answers are POSTed and never revalidated
  // (the web app's files get theirs from express-static-gzip and sendFile).
  app.disable("etag");
  app.set("trust proxy", trusted);
  app.use(healthRoutes(ready));
  app.use(metricsRoute(services.metrics, config.metricsToken));
  app.use(googleRoutes(services));
  app.use(exportRoutes(services));
  app.use(unsubscribeRoutes(database.db, tokens));
  const share = shareRoutes(services, index?.description ?? "");
  app.use(share.router);
  app.use(
    webApp(config.webDistDir, index, share.pageHead, (req) => readSessionToken(req.headers.cookie) !== undefined),
  );
  app.use(httpErrors(logger));
  return app;
}
