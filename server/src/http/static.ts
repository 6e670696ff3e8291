import { existsSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";

export const GRAPHIQL_PATH = "/graphiql";

/**
 * The built web app: hashed assets cached for good, `/graphiql` for the playground, and index.html for every
 * other page so that the client-side router decides (including its "Page not found").
 */
export function webApp(distDir: string): Router {
  const router = Router();
  const indexHtml = path.join(distDir, "index.html");
  if (!existsSync(indexHtml)) {
    router.get(/.*/, (_req, res) => {
      res.status(503).type("text").send("The web app is not built yet: run `pnpm build`.");
    });
    return router;
  }
  router.use("/assets", express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "1y" }));
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  const page = (file: string) => (_req: express.Request, res: express.Response) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(path.join(distDir, file));
  };
  router.get(GRAPHIQL_PATH, page("graphiql.html"));
  router.get(/.*/, page("index.html"));
  return router;
}
