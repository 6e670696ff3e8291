import { execFileSync } from "node:child_process";

/** `docker compose` (v2) or `docker-compose` (v1), whichever this machine has; `config` needs no daemon. */
export function composeCommand(): string[] | undefined {
  for (const command of [["docker", "compose"], ["docker-compose"]]) {
    try {
      execFileSync(command[0], [...command.slice(1), "version"], { stdio: "ignore" });
      return command;
    } catch {
      // not installed
    }
  }
  return undefined;
}
