import { readdirSync, readFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../src/config";
import { PAGE_MODULES } from "../src/http/pagePreloads";
import { startTestApp, type TestApp } from "./support";

const distDir = path.join(repoRoot, "web/dist");

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would decompress it), with the Accept-Encoding given or none. */
function get(urlPath: string, acceptEncoding?: string, cookie?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = {
      ...(acceptEncoding !== undefined && { "accept-encoding": acceptEncoding }),
      ...(cookie !== undefined && { cookie }),
    };
    request(`${app.url}${urlPath}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** The entry script that index.html loads, e.g. `/assets/app-1a2b3c.js`. */
const entryScript = () =>
  readFileSync(path.join(distDir, "index.html"), "utf8").match(/src="(\/assets\/[^"]+\.js)"/)![1];
const stylesheet = () =>
  readFileSync(path.join(distDir, "index.html"), "utf8").match(/href="(\/assets\/[^"]+\.css)"/)![1];
const builtFile = (urlPath: string) => readFileSync(path.join(distDir, urlPath));

type Manifest = Record<string, { file: string; imports?: string[]; isDynamicEntry?: boolean }>;
const manifest = () => JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
/** The scripts a page's HTML preloads, as paths. */
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);
/** A session cookie as the browser sends it, among others; the server does not check it to preload. */
const signedIn = "theme=dark; rivals_session=some-token";

describe("static files", () => {
  it("sends a hashed asset as Brotli to a browser that takes it, else gzip, else as built", async () => {
    const script = entryScript();
    const original = builtFile(script);

    const br = await get(script, "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(br.body.length).toBeLessThan(original.length);

    const gzip = await get(script, "gzip, deflate");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);

    for (const plain of [await get(script), await get(script, "identity")]) {
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    }

    for (const response of [br, gzip, await get(script)]) {
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("labels each compressed asset with the type of the file inside", async () => {
    const css = await get(stylesheet(), "br");
    expect(css.headers["content-encoding"]).toBe("br");
    expect(css.headers["content-type"]).toMatch(/^text\/css; charset=utf-8$/i);
    expect(brotliDecompressSync(css.body).equals(builtFile(stylesheet()))).toBe(true);
  });

  it("has a .br and a .gz beside every script and stylesheet of the build", () => {
    const files = readdirSync(path.join(distDir, "assets"));
    const texts = files.filter((file) => /\.(js|css)$/.test(file));
    expect(texts.length).toBeGreaterThan(0);
    for (const file of texts)
      expect([`${file}.br`, `${file}.gz`].filter((sibling) => !files.includes(sibling))).toEqual([]);
  });

  it("sends index.html for client routes and the playground for /graphiql, never to be reused unchecked", async () => {
    for (const page of ["/", "/competitions", "/competitions/123/rounds?round=2", "/no-such-page", "/graphiql"]) {
      const response = await get(page, "br, gzip");
      expect(response.status, page).toBe(200);
      expect(response.headers["content-type"], page).toMatch(/^text\/html; charset=utf-8$/i);
      expect(response.headers["cache-control"], page).toBe("no-cache");
    }
    expect((await get("/competitions")).body.toString()).toContain('<div id="root">');
    expect((await get("/graphiql")).body.toString()).toMatch(/graphiql/i);
  });

  it("answers 404, not the app's page, for a file the build does not have", async () => {
    for (const missing of [
      "/assets/missing.js",
      "/assets/app-00000000.css",
      "/assets",
      "/assets/",
      "/favicon.png",
      "/robots.txt",
    ]) {
      const response = await get(missing, "br, gzip");
      expect(response.status, missing).toBe(404);
      expect(response.headers["content-type"], missing).not.toContain("text/html");
      expect(response.body.toString(), missing).not.toContain('<div id="root">');
    }
  });

  it("serves the installed app's files at the root, checked again on every load, and its icons", async () => {
    for (const file of ["/sw.js", "/manifest.webmanifest"]) {
      const response = await get(file);
      expect(response.status, file).toBe(200);
      expect(response.headers["cache-control"], file).toBe("no-cache");
      expect(response.body.equals(builtFile(file)), file).toBe(true);
    }
    expect((await get("/sw.js")).headers["content-type"]).toContain("javascript");
    const icon = await get("/icons/icon-192.png");
    expect(icon.status).toBe(200);
    expect(icon.headers["content-type"]).toBe("image/png");
    expect((await get("/icons/missing.png")).status).toBe(404);
  });

  it("keeps the security headers on assets, pages and 404s alike", async () => {
    for (const urlPath of [entryScript(), "/", "/assets/missing.js"]) {
      const { headers } = await get(urlPath, "br");
      expect(headers["content-security-policy"], urlPath).toContain("script-src 'self'");
      expect(headers["x-content-type-options"], urlPath).toBe("nosniff");
      expect(headers["x-frame-options"], urlPath).toBe("DENY");
    }
  });

  it("preloads a signed-in page's chunks and Apollo Client's with index.html, and only those it does not preload", async () => {
    const chunks = manifest();
    const own = preloaded(builtFile("/index.html").toString());
    const tags = preloaded((await get("/competitions/123", undefined, signedIn)).body.toString());
    const details = chunks["src/routes/CompetitionDetails.tsx"];
    const added = tags.filter((href) => !own.includes(href));
    expect(tags.slice(0, own.length)).toEqual(own);
    expect(added).toContain(`/${details.file}`);
    expect(added).toContain(`/${chunks["src/apolloReady.ts"].file}`);
    for (const chunk of details.imports!.map((key) => `/${chunks[key].file}`))
      expect(own.includes(chunk) || added.includes(chunk), chunk).toBe(true);
    expect(new Set(added).size).toBe(added.length);
    for (const tab of ["/competitions/123/rules", "/Competitions/123/rounds/"])
      expect(preloaded((await get(tab, undefined, signedIn)).body.toString()), tab).toEqual(tags);
  });

  it("preloads nothing more for a signed-out request, the home and sign-in pages, or a path the app does not know", async () => {
    const own = preloaded(builtFile("/index.html").toString());
    for (const [page, cookie] of [
      ["/competitions/123", undefined],
      ["/competitions/123", "theme=dark"],
      ["/", signedIn],
      ["/login", signedIn],
      ["/no-such-page", signedIn],
      ["/competitions/123/card", signedIn],
    ] as const) {
      const response = await get(page, undefined, cookie);
      expect(response.status, page).toBe(200);
      expect(preloaded(response.body.toString()), `${page} ${cookie}`).toEqual(own);
    }
  });

  it("revalidates a signed-in page by its own ETag, which a signed-out one does not match", async () => {
    const page = await get("/competitions/123", undefined, signedIn);
    const again = await new Promise<number>((resolve, reject) =>
      request(
        `${app.url}/competitions/123`,
        { headers: { cookie: signedIn, "if-none-match": page.headers.etag } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      )
        .on("error", reject)
        .end(),
    );
    expect(again).toBe(304);
    expect(page.headers.vary).toBe("Cookie");
    expect((await get("/competitions/123")).headers.etag).not.toBe(page.headers.etag);
  });

  it("preloads for every page the router draws with Apollo Client that a signed-in user opens", () => {
    // A reset link is opened by someone who cannot sign in: that page is drawn signed out.
    const signedOut = ["src/routes/ResetPassword.tsx"];
    const router = readFileSync(path.join(repoRoot, "web/src/router.tsx"), "utf8");
    const drawnWithApollo = [...router.matchAll(/withApollo\(import\("\.\/routes\/(\w+)"\)\)/g)]
      .map(([, page]) => `src/routes/${page}.tsx`)
      .filter((module) => !signedOut.includes(module));
    const preloaded = PAGE_MODULES.map(([, modules]) => modules[0]);
    expect(drawnWithApollo.length).toBeGreaterThan(0);
    expect([...preloaded].sort()).toEqual([...drawnWithApollo].sort());
  });

  it("knows every page it preloads for as a lazy chunk of the build", () => {
    const chunks = manifest();
    for (const [, modules] of PAGE_MODULES)
      for (const module of modules) expect(chunks[module]?.isDynamicEntry, module).toBe(true);
  });
});
