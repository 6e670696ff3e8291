import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Vite's build manifest (`build.manifest`): each chunk by its source, its file and what it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** What `withApollo` (web/src/withApollo.ts) loads beside a page: Apollo Client, which the page needs to render. */
const APOLLO = "src/apolloReady.ts";

/**
 * The pages of the web app's router (web/src/router.tsx) that a signed-in user opens to draw with Apollo Client,
 * by their path (React Router matches paths without regard to case, with or without a trailing slash), and the
 * modules each loads before it draws. The home and sign-in pages draw without Apollo Client (decision 053): they
 * load their own small chunk after the entry, and nothing here. test/static.test.ts holds this list to the router's
 * pages drawn with Apollo Client, so a page added there fails it until it is added here.
 */
export const PAGE_MODULES: readonly [RegExp, readonly string[]][] = [
  [/^\/competitions\/[^/]+(\/(rules|rounds))?\/?$/i, ["src/routes/CompetitionDetails.tsx", APOLLO]],
  [/^\/competitions\/[^/]+\/tv\/?$/i, ["src/routes/CompetitionTv.tsx", APOLLO]],
  [/^\/competitions\/?$/i, ["src/routes/Competitions.tsx", APOLLO]],
  [/^\/competition-creation\/?$/i, ["src/routes/CompetitionCreation.tsx", APOLLO]],
  [/^\/friends\/?$/i, ["src/routes/Friends.tsx", APOLLO]],
  [/^\/friends\/[^/]+\/?$/i, ["src/routes/Rivalry.tsx", APOLLO]],
  [/^\/profile\/?$/i, ["src/routes/Profile.tsx", APOLLO]],
  [/^\/invite\/[^/]+\/?$/i, ["src/routes/Invite.tsx", APOLLO]],
];

/** The `<link rel="modulepreload">` tags of a page, by its path: none for a path not in PAGE_MODULES. */
export type PagePreloads = (path: string) => string;

/**
 * Read from the build's manifest once: for each page of PAGE_MODULES, its modules' chunks and every chunk they
 * import statically, less those index.html loads already (its entry's). The browser then fetches them beside the
 * entry, rather than once the entry has run and the router asks for the page: a round trip and the entry's
 * evaluation sooner on a phone (decision 053). A build without a manifest, or a module it does not have, preloads
 * nothing of it: the page loads as it would without.
 */
export function readPagePreloads(distDir: string): PagePreloads {
  const file = path.join(distDir, ".vite/manifest.json");
  if (!existsSync(file)) return () => "";
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  const entry = staticImports(manifest, ["index.html"]);
  const tags = PAGE_MODULES.map(([page, modules]) => {
    const files = [...staticImports(manifest, modules)].filter((chunk) => !entry.has(chunk));
    return [page, files.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`).join("")] as const;
  });
  return (pagePath) => tags.find(([page]) => page.test(pagePath))?.[1] ?? "";
}

/** The files of `modules` and of every chunk they import statically. */
function staticImports(manifest: Manifest, modules: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return files;
}
