import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirInUse extends Error {
  override name = "DataDirInUse";
  constructor(dir: string, pid: number) {
    super(`The database directory ${dir} is in use by another Rivals server (process ${pid}); stop it first.`);
  }
}

/**
 * One process per PGlite directory, which two would corrupt: the owner's pid in `<dir>/rivals.lock`, created
 * exclusively. A lock whose process no longer runs (a crash, kill -9) is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "rivals.lock");
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(readFileSync(file, "utf8"));
    // A restarted container runs as the same pid as the one that died: that lock is ours to take.
    if (owner !== process.pid && isRunning(owner)) throw new DataDirInUse(dir, owner);
    rmSync(file, { force: true });
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
