import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const GRAPHIQL_PATH = "/graphiql";

/** The built index.html, read once at start-up: the page every route of the app starts from. */
export interface IndexPage {
  html: string;
  /** Its inline scripts, for the Content-Security-Policy to allow by hash. */
  inlineScripts: string[];
  /** Its description: the app's own words for itself. */
  description: string;
}

export function readIndexPage(distDir: string): IndexPage | undefined {
  const file = path.join(distDir, "index.html");
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, "utf8");
  return {
    html,
    inlineScripts: [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, source]) => source),
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
  };
}
