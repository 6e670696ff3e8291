import { createHash } from "node:crypto";
import path from "node:path";
import { Router, type Request } from "express";
import expressStaticGzip from "express-static-gzip";
import { GRAPHIQL_PATH, type IndexPage } from "./indexPage";
import { readPagePreloads } from "./pagePreloads";

/**
 * The files of the installed app at the root of the build (vite-plugin-pwa, decision 043): the service worker,
 * which must be served from the root to control every page, and the web app manifest.
 */
const APP_FILES = ["/sw.js", "/manifest.webmanifest"];

/** The tags a page's <head> gets besides index.html's own (the link preview, features/share), by its path. */
export type PageHead = (path: string) => Promise<string>;

/** Whether a request carries a session (its cookie; not checked: a stale one costs only the preloads). */
export type SignedIn = (req: Request) => boolean;

/**
 * The built web app: hashed assets cached for good and sent precompressed (Brotli, else gzip, else as is, by the
 * request's Accept-Encoding), `/graphiql` for the playground, and index.html for every other page so that the
 * client-side router decides (including its "Page not found"), with the page's `head` tags and, for a signed-in
 * request, the page's chunks to preload (pagePreloads.ts). A path naming a file that the build does not have
 * (`/assets/gone-1234.js`, `/favicon.png`) is a 404: answering it with index.html would hand a script tag HTML and
 * cache a broken page.
 */
export function webApp(distDir: string, index: IndexPage | undefined, head: PageHead, signedIn: SignedIn): Router {
  const router = Router();
  if (!index) {
    router.get(/.*/, (_req, res) => {
      res.status(503).type("text").send("The web app is not built yet: run `pnpm build`.");
    });
    return router;
  }
  const preloads = readPagePreloads(distDir);
  router.use(
    "/assets",
    expressStaticGzip(path.join(distDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, redirect: false },
    }),
  );
  // Checked on every load, as browsers do for a service worker anyway: a deploy's new version is found at once.
  router.get(APP_FILES, (req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(path.join(distDir, req.path));
  });
  router.use(
    "/icons",
    expressStaticGzip(path.join(distDir, "icons"), {
      index: false,
      serveStatic: { maxAge: "1d", index: false, redirect: false },
    }),
  );
  router.get(GRAPHIQL_PATH, (_req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(path.join(distDir, "graphiql.html"));
  });
  router.get(/.*/, (req, res, next) => {
    if (/^\/assets(\/|$)/.test(req.path) || path.posix.extname(req.path) !== "") {
      res.status(404).type("text").send("Not found");
      return;
    }
    next();
  });
  router.get(/.*/, async (req, res, next) => {
    try {
      const tags = (await head(req.path)) + (signedIn(req) ? preloads(req.path) : "");
      const html = index.html.replace("</head>", `${tags}</head>`);
      // Checked again on every load, and sent again only when it changed (a new build, a new score).
      res.setHeader("Cache-Control", "no-cache");
      // A signed-in request's page has its preloads: a cache must not hand it to another request, nor the reverse.
      res.setHeader("Vary", "Cookie");
      res.setHeader("ETag", `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`);
      if (req.fresh) res.status(304).end();
      else res.type("html").send(html);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
