// `pnpm start` on a fresh clone: build the web app once, so that the server has something to serve.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(new URL("../web/dist/index.html", import.meta.url))) {
  console.log("Building the web app (first start)...");
  execSync("pnpm --filter @rivals/web build", { stdio: "inherit" });
}
