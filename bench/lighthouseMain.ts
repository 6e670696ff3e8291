/** `pnpm bench:lighthouse`: the Lighthouse scores (lighthouse.ts) alone, on a fresh seeded PostgreSQL database. */
import { writeFile } from "node:fs/promises";
import { lighthousePages, lighthouseReport } from "./lighthouse";
import { startBench } from "./pair";

const bench = await startBench("postgres", 1);
try {
  const { measured, chromium } = await lighthousePages(bench);
  const text = lighthouseReport(measured, chromium);
  console.log(`\n${text}`);
  await writeFile(new URL("./lighthouse.md", import.meta.url), text);
} finally {
  await bench.stop();
}
