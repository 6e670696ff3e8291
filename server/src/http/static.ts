import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import expressStaticGzip from "express-static-gzip";

export const GRAPHIQL_PATH = "/graphiql";

/** The inline scripts of the built index.html, for the Content-Security-Policy to allow by hash. */
export function inlineScriptsOf(distDir: string): string[] {
  const index = path.join(distDir, "index.html");
  if (!existsSync(index)) return [];
  return [...readFileSync(index, "utf8").matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, source]) => source);
}

/**
 * The built web app: hashed assets cached for good and sent precompressed (Brotli, else gzip, else as is, by the
 * request's Accept-Encoding), `/graphiql` for the playground, and index.html for every other page so that the
 * client-side router decides (including its "Page not found"). A path naming a file that the build does not
 * have (`/assets/gone-1234.js`, `/favicon.png`) is a 404: answering it with index.html would hand a script tag
 * HTML and cache a broken page.
 */
export function webApp(distDir: string): Router {
  const router = Router();
  if (!existsSync(path.join(distDir, "index.html"))) {
    router.get(/.*/, (_req, res) => {
      res.status(503).type("text").send("The web app is not built yet: run `pnpm build`.");
    });
    return router;
  }
  router.use(
    "/assets",
    expressStaticGzip(path.join(distDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, redirect: false },
    }),
  );
  const page = (file: string) => (_req: express.Request, res: express.Response) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(path.join(distDir, file));
  };
  router.get(GRAPHIQL_PATH, page("graphiql.html"));
  router.get(/.*/, (req, res, next) => {
    if (/^\/assets(\/|$)/.test(req.path) || path.posix.extname(req.path) !== "") {
      res.status(404).type("text").send("Not found");
      return;
    }
    next();
  });
  router.get(/.*/, page("index.html"));
  return router;
}
