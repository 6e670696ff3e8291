import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { initialJs, scriptsNamedBy } from "./initial-js";

const distDir = fileURLToPath(new URL("../dist", import.meta.url));
/**
 * What the server sends, Brotli, held at today's size: React and React Router are most of it. Apollo Client loads
 * beside the first page, which draws without it when it is the home or the sign-in page (decision 053); the
 * WebSocket client and each page's GraphQL documents load with the pages that use them (decision 013).
 */
const budget = 90 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("the web app's first load", () => {
  if (!existsSync(`${distDir}/.vite/manifest.json`)) throw new Error("web/dist has no manifest: run `pnpm build`");
  const app = initialJs(distDir);

  it("is exactly the scripts index.html loads: its module script and the chunks it preloads", () => {
    const html = readFileSync(`${distDir}/index.html`, "utf8");
    expect(new Set(scriptsNamedBy(html))).toEqual(new Set(app.files));
  });

  it("leaves the TV view to a chunk of its own, loaded when it is opened", () => {
    const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, "utf8")) as Record<
      string,
      { file: string; isDynamicEntry?: boolean }
    >;
    const tv = manifest["src/routes/CompetitionTv.tsx"];
    expect(tv?.isDynamicEntry).toBe(true);
    expect(app.files).not.toContain(tv.file);
  });

  it(`stays within ${kb(budget)} of JavaScript as Brotli`, () => {
    const sizes = `${kb(app.raw)} raw, ${kb(app.gzip)} gzip, ${kb(app.brotli)} Brotli`;
    expect(app.brotli, `initial JS: ${app.files.length} files, ${sizes}`).toBeLessThanOrEqual(budget);
  });
});
