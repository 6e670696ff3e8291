import type { CompetitionStatus } from "../graphql/generated/graphql";

/** What the other player did, in a sentence for the one who was looking: it explains what just changed on screen. */
export const notices = {
  competitionDeleted: (by: string, name: string | undefined) =>
    `${by} deleted the competition${name ? ` “${name}”` : ""}, so it is no longer here.`,

  roundDeleted: (by: string, deleted: number, shown: number) =>
    `${by} deleted round ${deleted}, the round you were on; here is round ${shown}.`,

  statusChanged: (by: string, status: CompetitionStatus) =>
    status === "ONGOING"
      ? `${by} reopened this competition, so its rules and rounds can be edited again.`
      : `${by} marked this competition ${status === "COMPLETE" ? "complete" : "abandoned"}, so its rules and rounds can no longer be edited.`,
};
