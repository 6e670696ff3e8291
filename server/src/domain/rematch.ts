import { forbidden } from "./errors";
import { NAME_MAX, type CompetitionStatus } from "./competitions";
import { formatOf, type FormatColumns } from "./format";
import { outcomeFor, tally, type Tally } from "./rivalry";

/** Rematches and series (API.md "Sharing"), as pure functions. */

/** What a rematch is made from: the competition it follows. */
export interface RematchSource extends FormatColumns {
  id: string;
  name: string;
  image: string | null;
  status: CompetitionStatus;
  playerOneId: string;
  playerTwoId: string;
  /** The first competition of its series, when it is a rematch itself. */
  seriesId: string | null;
  rules: readonly string[];
}

/** Only a competition that is over may be played again. */
export function checkRematch(source: Pick<RematchSource, "status">): void {
  if (source.status === "ongoing") throw forbidden("Only a complete or abandoned competition can be rematched");
}

/**
 * Everything a rematch copies from the competition it follows, in one place: the same two players (the one who
 * asks first), the same rules, image and format. Every other field starts as a new competition's does.
 */
export function rematchCopy(source: RematchSource, askerId: string) {
  const opponentId = askerId === source.playerOneId ? source.playerTwoId : source.playerOneId;
  return {
    playerOneId: askerId,
    playerTwoId: opponentId,
    image: source.image,
    rules: source.rules,
    format: formatOf(source),
    rematchOfId: source.id,
    seriesId: source.seriesId ?? source.id,
  };
}

const REMATCH_SUFFIX = / \(rematch(?: \d+)?\)$/;

/**
 * The name of a rematch: `<name> (rematch)`, else `<name> (rematch 2)`, `(rematch 3)`…, the first that `taken` (the
 * names of the competitions between the two players) does not hold. `<name>` is the name without its own rematch
 * suffix, so the rematch of "Kart (rematch)" is "Kart (rematch 2)"; it is cut short when the whole would be longer
 * than a name may be.
 */
export function rematchName(name: string, taken: ReadonlySet<string>): string {
  const base = name.replace(REMATCH_SUFFIX, "");
  for (let count = 1; ; count++) {
    const suffix = count === 1 ? " (rematch)" : ` (rematch ${count})`;
    const room = NAME_MAX - [...suffix].length;
    const candidate = `${[...base].slice(0, room).join("").trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A competition as a series counts it. */
export interface SeriesMember {
  id: string;
  seriesId: string | null;
  status: CompetitionStatus;
  winnerId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface Series<Member extends SeriesMember> {
  /** Oldest first: the first competition, then its rematches. */
  competitions: Member[];
  /** Its complete competitions, from the viewer's side. */
  record: Tally;
}

/**
 * The competitions between two users grouped by series (a competition and its rematches, and theirs), the series
 * whose latest change is the most recent first; each with its score from the viewer's side.
 */
export function seriesOf<Member extends SeriesMember>(members: readonly Member[], viewerId: string): Series<Member>[] {
  const groups = new Map<string, Member[]>();
  for (const member of members) {
    const key = member.seriesId ?? member.id;
    groups.set(key, [...(groups.get(key) ?? []), member]);
  }
  const latest = (group: Member[]) => Math.max(...group.map((member) => member.updatedAt.getTime()));
  return [...groups.values()]
    .sort((a, b) => latest(b) - latest(a))
    .map((group) => {
      const competitions = group.sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
      );
      const complete = competitions.filter((member) => member.status === "complete");
      return { competitions, record: tally(complete.map((member) => outcomeFor(viewerId, member.winnerId))) };
    });
}
