import { checkWebUrl } from "./accounts";
import { badInput, notFound } from "./errors";

/** NOT_FOUND, also for a competition that exists but the viewer may not see: its existence does not leak. */
export const competitionNotFound = () => notFound("Competition not found");

/** The competition rules of SPEC.md sections 4 and 5, and the bounds that keep stored text sane. */
const NAME_MAX = 100;
const DESCRIPTION_MAX = 5000;
const RULE_MAX = 500;
export const POINTS_LIMIT = 1_000_000;

function checkLength(text: string, max: number, what: string): string {
  if ([...text].length > max) throw badInput(`${what} too long (${max} max)`);
  return text;
}

export function checkNewCompetition(input: { name: string; opponentId: string; image?: string | null }) {
  const name = input.name.trim();
  if (!name || !input.opponentId.trim()) throw badInput("Name and Opponent Needed");
  return { name: checkLength(name, NAME_MAX, "Name"), image: checkImage(input.image) };
}

/** The info to save; an image or description left out (undefined) stays as it is, null clears it. */
export function checkCompetitionInfo(input: { name: string; image?: string | null; description?: string | null }) {
  const name = input.name.trim();
  if (!name) throw badInput("Competitions should have names");
  return {
    name: checkLength(name, NAME_MAX, "Name"),
    ...(input.image !== undefined && { image: checkImage(input.image) }),
    ...(input.description !== undefined && {
      description: checkLength(input.description ?? "", DESCRIPTION_MAX, "Description"),
    }),
  };
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
