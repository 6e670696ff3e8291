import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Vite's build manifest (`build.manifest`): each chunk, its file and the chunks it imports statically. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

export interface InitialJs {
  /** The entry chunk first, then every chunk it imports statically, as paths relative to the build. */
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * The JavaScript a browser loads for `entry` (an HTML page of the build) before any interaction: its entry chunk
 * and everything that imports statically; lazy routes (dynamic imports) are left out. Sizes in bytes, compressed at
 * the levels the build precompresses with (the server sends Brotli to every browser that supports it).
 */
export function initialJs(distDir: string, entry = "index.html"): InitialJs {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    keys.add(key);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  const files = [...keys].map((key) => manifest[key].file);
  const contents = files.map((file) => readFileSync(path.join(distDir, file)));
  return {
    files,
    raw: sum(contents.map((content) => content.length)),
    gzip: sum(contents.map((content) => gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length)),
    brotli: sum(contents.map((content) => brotliCompressSync(content, BROTLI_BEST).length)),
  };
}

/** The scripts a page names in its HTML: its module script and the chunks it preloads. */
export function scriptsNamedBy(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => tag.match(/(?:src|href)="\/([^"]+)"/)?.[1])
    .filter((file): file is string => file !== undefined);
}

const BROTLI_BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
