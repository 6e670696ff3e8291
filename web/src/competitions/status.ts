import type { CompetitionStatus } from "../graphql/generated/graphql";

/** The three states of SPEC.md section 4, in the order the selects list them; `param` is the URL's spelling. */
export const statuses: { value: CompetitionStatus; label: string; param: string }[] = [
  { value: "ABANDONED", label: "Abandoned", param: "abandoned" },
  { value: "ONGOING", label: "Ongoing", param: "ongoing" },
  { value: "COMPLETE", label: "Complete", param: "complete" },
];

export const statusLabel = (status: CompetitionStatus) => statuses.find((s) => s.value === status)!.label;

export const statusFromParam = (param: string | null) => statuses.find((s) => s.param === param)?.value;

export const paramOfStatus = (status: CompetitionStatus) => statuses.find((s) => s.value === status)!.param;

/**
 * The card's banner: green complete, orange ongoing, red abandoned, each with text at 4.5:1 or more (white on
 * a bright orange is under 3:1, so that one has dark text).
 */
export const statusBanner: Record<CompetitionStatus, string> = {
  COMPLETE: "bg-green-700 text-white",
  ONGOING: "bg-orange-400 text-orange-950",
  ABANDONED: "bg-red-700 text-white",
};

const selectShape =
  "w-full min-w-0 rounded-md border px-3 py-2 text-base font-medium shadow-sm focus:ring-2 focus:ring-indigo-500/30 focus:outline-none disabled:cursor-not-allowed disabled:opacity-80";

const tints: Record<CompetitionStatus, string> = {
  COMPLETE:
    "border-green-400 bg-green-50 text-green-800 dark:border-green-500/60 dark:bg-green-950 dark:text-green-300",
  ONGOING:
    "border-orange-400 bg-orange-50 text-orange-800 dark:border-orange-500/60 dark:bg-orange-950 dark:text-orange-300",
  ABANDONED: "border-red-400 bg-red-50 text-red-800 dark:border-red-500/60 dark:bg-red-950 dark:text-red-300",
};

const untinted = "border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100";

/** A status select, tinted by the chosen status (neutral while none is chosen). */
export const statusSelectClass = (status: CompetitionStatus | undefined) =>
  `${selectShape} ${status ? tints[status] : untinted}`;

/** Whether a competition may be played again: once it is over. */
export const canRematch = (status: CompetitionStatus) => status !== "ONGOING";
