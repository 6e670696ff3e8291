import type { CompetitionStatus } from "./competitions";
import { canView, type VisibleCompetition } from "./visibility";

/** What a link preview and a share card show of a competition (API.md "Sharing"), as pure functions. */

export interface SharedPlayer {
  username: string;
  profilePic: string | null;
}

export interface SharedCompetition extends VisibleCompetition {
  id: string;
  name: string;
  status: CompetitionStatus;
  score: [number, number];
  players: [SharedPlayer, SharedPlayer];
}

/** Only a public competition is shared: anyone else's link gets the app's generic card, whatever it names. */
export const isShared = (competition: VisibleCompetition) => canView(competition, null);

/** The players and the score, then the status: `Alice 3 – 2 Bob · ongoing`. */
export function shareDescription({ players: [one, two], score, status }: SharedCompetition): string {
  return `${one.username} ${score[0]} – ${score[1]} ${two.username} · ${status}`;
}

/** The status colours of SPEC.md section 4 (green complete, orange ongoing, red abandoned), with text readable on them. */
export const statusColours: Record<CompetitionStatus, { background: string; text: string }> = {
  complete: { background: "#15803d", text: "#ffffff" },
  ongoing: { background: "#fb923c", text: "#431407" },
  abandoned: { background: "#b91c1c", text: "#ffffff" },
};

/** What stands in for a missing picture: the name's first letter, capitalized. */
export const initial = (username: string) => ([...username.trim()][0] ?? "?").toLocaleUpperCase();
