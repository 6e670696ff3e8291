import type { Finding } from "../../domain/firebaseImport";
import type { ImportReport } from "./service";

/** The report `pnpm import:firebase` prints when it is done: counts, then every skipped record, difference and note. */
export function formatReport(report: ImportReport): string {
  const { imported, already } = report;
  const counts: [string, number][] = [
    ["users", imported.users],
    ["friendships", imported.friendships],
    ["competitions", imported.competitions],
    ["rounds", imported.rounds],
    ["sub-rounds", imported.subRounds],
  ];
  const lines = [
    report.dryRun ? "Dry run: nothing was written. A run would import:" : "Imported:",
    ...counts.map(([what, count]) => `  ${what.padEnd(13)}${String(count).padStart(7)}`),
  ];
  if (already.users + already.friendships + already.competitions > 0) {
    lines.push(
      `Imported by an earlier run, left as they are: ${already.users} users, ${already.friendships} friendships, ` +
        `${already.competitions} competitions`,
    );
  }
  lines.push(
    ...section("Skipped", report.skipped),
    ...section("Score differences (the original app's stored currentScore or winner)", report.differences),
    ...section("Notes", report.notes),
  );
  return lines.join("\n");
}

function section(title: string, findings: readonly Finding[]): string[] {
  if (findings.length === 0) return ["", `${title}: none`];
  return ["", `${title} (${findings.length}):`, ...findings.map(({ record, reason }) => `  ${record}: ${reason}`)];
}
