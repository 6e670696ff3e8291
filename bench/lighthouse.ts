/**
 * `pnpm bench:lighthouse` (issue 36): Lighthouse's performance score of the home page and the sign-in page (signed
 * out) and of the 20 × 10 competition's page (signed in as its player, the session cookie sent with every request),
 * with Lighthouse's default phone preset (mobile form factor, simulated slow 4G and a 4× slower CPU), in the
 * Chromium at CHROMIUM_PATH (else /usr/bin/chromium), headless. Rivals runs as the bench's other process figures
 * run it: the production build (server/dist/main.js, the built web app) in a process of its own, with NODE_ENV=
 * production, on the bench's seeded PostgreSQL database (TEST_DATABASE_URL). Each page `BENCH_LIGHTHOUSE_RUNS`
 * (3) times, the median score kept. lighthouseMain.ts prints a table and writes bench/lighthouse.md; `pnpm bench`
 * has the scores as the `lighthouse` figure (PostgreSQL only).
 */
import { existsSync, readFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "@rivals/server/test-support";
import { median, post, target } from "./load";
import { operations, type Bench, type Figure } from "./pair";
import { startServer } from "./processes";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The audits behind the score, as Lighthouse names them, and how each is shown. */
const METRICS = {
  "first-contentful-paint": "FCP",
  "largest-contentful-paint": "LCP",
  "total-blocking-time": "TBT",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI",
} as const;

interface Page {
  name: string;
  path: string;
  cookie?: string;
}

interface Run {
  score: number;
  /** Each of METRICS as Lighthouse displays it (`1.2 s`, `0.01`…). */
  metrics: Record<keyof typeof METRICS, string>;
}

async function audit(chrome: chromeLauncher.LaunchedChrome, url: string, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ["performance"],
    logLevel: "error",
    ...(cookie && { extraHeaders: { Cookie: cookie } }),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  // A page the session check sends elsewhere (the sign-in page) would be measured instead of the one asked for.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${finalDisplayedUrl}`);
  }
  const score = categories.performance?.score;
  if (runtimeError || score === null || score === undefined) {
    throw new Error(`Lighthouse could not measure ${url}: ${runtimeError?.message ?? "no performance score"}`);
  }
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((id) => [id, audits[id]?.displayValue ?? "?"]),
  ) as Run["metrics"];
  return { score: Math.round(score * 100), metrics };
}

/** Lighthouse's error for a trace it could not record (now and then, on a busy machine): its advice is to run again. */
const TRACE_NOT_RECORDED = "NO_NAVSTART";
const TRACE_ATTEMPTS = 3;

/** One run; a run whose trace was not recorded is run again (said on stderr), at most TRACE_ATTEMPTS times. */
async function auditRecorded(chrome: chromeLauncher.LaunchedChrome, url: string, cookie?: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(chrome, url, cookie);
    } catch (error) {
      if (attempt === TRACE_ATTEMPTS || !String(error).includes(TRACE_NOT_RECORDED)) throw error;
      console.error(`lighthouse: ${url}: no trace recorded (${TRACE_NOT_RECORDED}), run again`);
    }
  }
}

/** The page's runs, then the one whose score is the median (its metrics shown with it). */
async function measure(chrome: chromeLauncher.LaunchedChrome, origin: string, page: Page) {
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(await auditRecorded(chrome, origin + page.path, page.cookie));
    console.error(`lighthouse: ${page.name}, run ${run + 1}: ${runs[run].score}`);
  }
  const middle = median(runs.map((run) => run.score));
  const shown = runs.reduce((best, run) => (Math.abs(run.score - middle) < Math.abs(best.score - middle) ? run : best));
  return { page, scores: runs.map((run) => run.score), median: middle, shown };
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** bench/lighthouse.md. */
export function lighthouseReport(measured: readonly Measured[], chromiumVersion: string): string {
  const { version } = JSON.parse(readFileSync(new URL(import.meta.resolve("lighthouse/package.json")), "utf8")) as {
    version: string;
  };
  return [
    "# Lighthouse",
    "",
    `\`pnpm bench:lighthouse\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${version}, ${chromiumVersion} ` +
      `headless, the default phone preset (mobile, simulated slow 4G, 4× CPU slowdown), performance only; ` +
      `Rivals' production build in a process of its own on PostgreSQL. Each page ${RUNS === 1 ? "once" : `${RUNS} times`}: the median score, ` +
      `every run's score, and the metrics of the run closest to the median. Issue 36 aims for ≥ 90 on every page.`,
    "",
    `| page | score | runs | ${Object.values(METRICS).join(" | ")} |`,
    `|---|---|---|${Object.values(METRICS)
      .map(() => "---|")
      .join("")}`,
    ...measured.map(
      ({ page, scores, median: middle, shown }) =>
        `| ${page.name} | ${middle} | ${scores.join(", ")} | ${Object.keys(METRICS)
          .map((id) => shown.metrics[id as keyof typeof METRICS])
          .join(" | ")} |`,
    ),
    "",
  ].join("\n");
}

/** Starts Rivals' production build on the bench's database and measures its pages; the Chromium's version too. */
export async function lighthousePages(bench: Bench) {
  const { fixture } = bench;
  const server = await startServer("rivals", {
    databaseUrl: bench.app.config.databaseUrl!,
    probe: operations(fixture).signedOutSession,
  });
  try {
    // The cookie Lighthouse will send must sign in on this server, or the competition page would say "not found".
    const graphql = target(server.url, 1);
    const session = await post(graphql, operations(fixture).session());
    graphql.agent.destroy();
    if (!session.text.includes(`"id":"${fixture.viewer.id}"`)) throw new Error(`not signed in: ${session.text}`);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
    try {
      const pages: Page[] = [
        { name: "home (`/`, signed out)", path: "/" },
        { name: "sign-in (`/login`, signed out)", path: "/login" },
        {
          name: "competition (`/competitions/<id>`, 20 × 10, signed in as its player)",
          path: `/competitions/${fixture.competitionId}`,
          cookie: fixture.viewer.cookie,
        },
      ];
      const measured: Measured[] = [];
      for (const page of pages) measured.push(await measure(chrome, server.url, page));
      const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
        Browser: string;
      };
      return { measured, chromium: version.Browser };
    } finally {
      chrome.kill();
    }
  } finally {
    await server.stop();
  }
}

/** The same as a figure of `pnpm bench` (Rivals alone: the floor serves no pages), or a row saying why not. */
export const lighthouseFigure: Figure = async (bench) => {
  const name = `Lighthouse performance, phone preset, median of ${RUNS}`;
  if (!existsSync(CHROMIUM)) return [{ figure: name, rivals: `no Chromium at ${CHROMIUM}`, floor: "", ratio: "" }];
  const { measured } = await lighthousePages(bench);
  return measured.map(({ page, scores, median: middle, shown }) => ({
    figure: `${name}: ${page.name}`,
    rivals: `${middle} (${scores.join(", ")}; LCP ${shown.metrics["largest-contentful-paint"]}, TBT ${shown.metrics["total-blocking-time"]})`,
    floor: "",
    ratio: "",
  }));
};
