import { create as contentDisposition } from "content-disposition";
import { Router, type NextFunction, type Request, type Response } from "express";
import { isConnectionFault } from "../../db/faults";
import { asciiFileName, competitionCsv, exportFileName } from "../../domain/export";
import { RivalsError, unavailable } from "../../domain/errors";
import { operationContext, type GraphQLContext, type Services } from "../../shared/context";
import { currentRequestId } from "../../requestScope";
import { authenticate, httpSessionCookie } from "../auth";
import { competitionJson, competitionToExport, exportAccount } from "./service";

const STATUS: Partial<Record<RivalsError["extensions"]["code"], number>> = {
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  UNAVAILABLE: 503,
};

const JSON_TYPE = "application/json; charset=utf-8";
const CSV_TYPE = "text/csv; charset=utf-8";

/**
 * API.md's downloads: `GET /export/competitions/<id>.json|.csv` (whoever may see the competition) and
 * `GET /export/me.json` (signed in). Signed in by the session cookie, as /graphql is; refusals answer in
 * GraphQL's error shape with the matching HTTP status, a hidden competition exactly as a missing one.
 */
export function exportRoutes(services: Services): Router {
  const router = Router();
  router.get("/export/competitions/:file", async (req, res, next) => {
    const [, id, format] = /^(.*)\.(csv|json)$/.exec(req.params.file) ?? [];
    if (!format) return next();
    await answer(req, res, next, async (ctx) => {
      const competition = await competitionToExport(ctx, id);
      const fileName = exportFileName(competition.name, format as "csv" | "json");
      if (format === "csv")
        return download(res, fileName, CSV_TYPE, competitionCsv({ ...competition, rounds: competition.rounds! }));
      download(res, fileName, JSON_TYPE, json({ competition: await competitionJson(ctx, competition) }));
    });
  });
  router.get("/export/me.json", (req, res, next) =>
    answer(req, res, next, async (ctx) => {
      const account = await exportAccount(ctx);
      download(res, exportFileName(`rivals-${account.profile.username}`, "json"), JSON_TYPE, json(account));
    }),
  );

  async function answer(req: Request, res: Response, next: NextFunction, send: (ctx: GraphQLContext) => Promise<void>) {
    res.set("cache-control", "no-store");
    try {
      const cookie = httpSessionCookie(res, services.config.production);
      const auth = await authenticate(
        services.db,
        req.headers.cookie,
        () => req.ip ?? "unknown",
        cookie,
        services.sessionCache,
      );
      await send(operationContext(services, auth, { requestId: currentRequestId(), sessionLive: () => true }));
    } catch (error) {
      const refusal = isConnectionFault(error) ? unavailable() : error;
      const status = refusal instanceof RivalsError && STATUS[refusal.extensions.code];
      if (!status) return next(error);
      const { message, extensions } = refusal;
      res.status(status).json({ errors: [{ message, extensions }] });
    }
  }
  return router;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** An attachment named `fileName`: `filename*` (RFC 5987) in UTF-8, `filename` in ASCII for older clients. */
function download(res: Response, fileName: string, type: string, body: string): void {
  res.set("content-disposition", contentDisposition(fileName, { fallback: asciiFileName(fileName) }));
  res.type(type).send(body);
}
