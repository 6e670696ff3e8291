import { checkWebUrl } from "./accounts";
import { badInput, notFound } from "./errors";
import { checkFormat, type Format, type FormatInput } from "./format";

/** NOT_FOUND, also for a competition that exists but the viewer may not see: its existence does not leak. */
export const competitionNotFound = () => notFound("Competition not found");

/** The competition rules of SPEC.md sections 4 and 5, and the bounds that keep stored text sane. */
export const NAME_MAX = 100;
const DESCRIPTION_MAX = 5000;
const RULE_MAX = 500;
export const POINTS_LIMIT = 1_000_000;

function checkLength(text: string, max: number, what: string): string {
  if ([...text].length > max) throw badInput(`${what} too long (${max} max)`);
  return text;
}

const RULES_MAX = 50;

/** What a new competition starts with besides its players: its name, thumbnail, house rules and format. */
export interface CompetitionSetup {
  name: string;
  image: string | null;
  rules: readonly string[];
  /** Absent (an invite made before formats): the usual format. */
  format?: Format;
}

/** The name, thumbnail and house rules a new competition is given, before they are checked. */
export interface CompetitionSetupInput {
  name: string;
  image?: string | null;
  rules?: readonly string[] | null;
  format?: FormatInput | null;
}

export function checkNewCompetition(input: CompetitionSetupInput & { opponentId: string }): CompetitionSetup {
  if (!input.name.trim() || !input.opponentId.trim()) throw badInput("Name and Opponent Needed");
  return checkCompetitionSetup(input);
}

/** The competition an invite link starts: as a new competition is checked, the opponent being whoever accepts. */
export function checkCompetitionSetup(input: CompetitionSetupInput): CompetitionSetup {
  const rules = input.rules ?? [];
  if (rules.length > RULES_MAX) throw badInput(`Too many rules (${RULES_MAX} max)`);
  return {
    name: checkName(input.name),
    image: checkImage(input.image),
    rules: rules.map(checkRule),
    format: checkFormat(input.format),
  };
}

export const competitionStatuses = ["ongoing", "complete", "abandoned"] as const;
export type CompetitionStatus = (typeof competitionStatuses)[number];

/** What an info edit may change; each field is optional: only the ones given change (API.md). */
export interface InfoEdit {
  name?: string | null;
  image?: string | null;
  description?: string | null;
  status?: CompetitionStatus | null;
  public?: boolean | null;
}

export interface CompetitionInfo {
  name: string;
  image: string | null;
  description: string;
  status: CompetitionStatus;
  public: boolean;
}

/**
 * The fields to save, checked; a field left out (undefined) stays as it is. A null image or description clears
 * it; a name, status or visibility cannot be null. An edit that gives no field is refused.
 */
export function checkCompetitionInfo(edit: InfoEdit): Partial<CompetitionInfo> {
  const given = <K extends keyof InfoEdit>(field: K) => edit[field] !== undefined;
  if (!(["name", "image", "description", "status", "public"] as const).some(given)) {
    throw badInput("Nothing to change: give at least one field");
  }
  if (edit.status === null || edit.public === null) throw badInput("Status and visibility cannot be empty");
  return {
    ...(given("name") && { name: checkName(edit.name ?? "") }),
    ...(given("image") && { image: checkImage(edit.image) }),
    ...(given("description") && {
      description: checkLength(edit.description ?? "", DESCRIPTION_MAX, "Description"),
    }),
    ...(given("status") && { status: edit.status! }),
    ...(given("public") && { public: edit.public! }),
  };
}

function checkName(text: string): string {
  const name = text.trim();
  if (!name) throw badInput("Competitions should have names");
  return checkLength(name, NAME_MAX, "Name");
}

function checkImage(image: string | null | undefined): string | null {
  const url = image?.trim();
  return url ? checkWebUrl(url, "Image") : null;
}

export function checkRule(text: string): string {
  const rule = text.trim();
  if (!rule) throw badInput("Please enter something");
  return checkLength(rule, RULE_MAX, "Rule");
}

export function checkSubRound(input: { name: string; points: number }) {
  const name = input.name.trim();
  if (!name) throw badInput("Please name the sub-round");
  if (!Number.isInteger(input.points) || Math.abs(input.points) > POINTS_LIMIT) {
    throw badInput(`Points must be a whole number from -${POINTS_LIMIT} to ${POINTS_LIMIT}`);
  }
  return { name: checkLength(name, NAME_MAX, "Sub-round name"), points: input.points };
}
