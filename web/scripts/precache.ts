import { readFileSync } from "node:fs";
import path from "node:path";
import type { ManifestTransform } from "workbox-build";

/** Vite's build manifest (`build.manifest`): each chunk, its file and what it loads. */
type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }
>;

/**
 * Every file the app page (index.html) can ever load: its entry chunk and, followed through static and dynamic
 * imports, every chunk, style sheet and asset of its pages. GraphiQL's page and editor are not among them.
 */
export function appFiles(distDir: string, entry = "index.html"): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])].forEach((file) => files.add(file));
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  visit(entry);
  return files;
}

/**
 * The service worker's precache (decision 043): the app's files and the files beside them outside `assets/`
 * (the icons, the manifest), not another page's (GraphiQL's) nor the chunks only it loads. index.html is kept as
 * the server serves it, at `/` (it answers no path with an extension but the build's files), by its revision.
 */
export function keepAppFiles(distDir: string, otherPages: string[]): ManifestTransform {
  return (entries) => {
    const files = appFiles(distDir);
    const kept = entries
      .filter(({ url }) => (url.startsWith("assets/") ? files.has(url) : !otherPages.includes(url)))
      .map((entry) => (entry.url === "index.html" ? { ...entry, url: "/" } : entry));
    return { manifest: kept, warnings: [] };
  };
}
