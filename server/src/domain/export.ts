import { stringify } from "csv-stringify/sync";
import type { CompetitionStatus } from "./competitions";
import { formatOf, type FormatColumns } from "./format";

/**
 * The export formats of API.md ("Ledger: activity, undo, export"), as pure functions: a competition as JSON
 * (the shape of the GraphQL `Competition` type) and as CSV, an account's data, and the file names they are
 * downloaded as.
 */

/** A user as the `User` type shows them. */
export interface ExportUser {
  id: string;
  username: string;
  profilePic: string | null;
  deleted: boolean;
}

export interface ExportSubRound {
  id: string;
  name: string;
  points: number;
  player: ExportUser | null;
}

export interface ExportRound {
  id: string;
  number: number;
  valid: boolean;
  score: readonly number[];
  winner: ExportUser | null;
  subRounds: readonly ExportSubRound[];
}

/** One ledger entry as the `Activity` type answers it, with the ids of the entries it links to. */
export interface ActivityToExport {
  id: string;
  at: string;
  actor: ExportUser;
  kind: string;
  summary: string;
  version: number;
  undoneBy: string | null;
  undoes: string | null;
}

/** A competition read whole: its row with players, rules and rounds, and its activity. */
export interface CompetitionToExport extends FormatColumns {
  id: string;
  name: string;
  image: string | null;
  description: string;
  status: CompetitionStatus;
  public: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  scoreOne: number;
  scoreTwo: number;
  winnerId: string | null;
  players: readonly [ExportUser, ExportUser];
  rules: readonly { id: string; text: string }[];
  rounds: readonly ExportRound[];
  activity: readonly ActivityToExport[];
}

const user = ({ id, username, profilePic, deleted }: ExportUser) => ({ id, username, profilePic, deleted });

/**
 * The competition as the `Competition` type would answer it, every round and sub-round in order, and its whole
 * activity, oldest first (linked entries by id).
 */
export function competitionExport(competition: CompetitionToExport) {
  const { players } = competition;
  return {
    id: competition.id,
    name: competition.name,
    image: competition.image,
    description: competition.description,
    status: competition.status.toUpperCase(),
    public: competition.public,
    version: competition.version,
    createdAt: competition.createdAt.toISOString(),
    updatedAt: competition.updatedAt.toISOString(),
    completedAt: competition.completedAt?.toISOString() ?? null,
    format: formatExport(competition),
    players: players.map(user),
    currentScore: [competition.scoreOne, competition.scoreTwo],
    winner: players.map(user).find((player) => player.id === competition.winnerId) ?? null,
    rules: competition.rules.map(({ id, text }) => ({ id, text })),
    rounds: competition.rounds.map((round) => ({
      id: round.id,
      number: round.number,
      valid: round.valid,
      score: [...round.score],
      winner: round.winner && user(round.winner),
      subRounds: round.subRounds.map((subRound) => ({
        id: subRound.id,
        name: subRound.name,
        points: subRound.points,
        player: subRound.player && user(subRound.player),
      })),
    })),
    activity: [...competition.activity]
      .sort((a, b) => a.version - b.version)
      .map(({ actor, ...entry }) => ({ ...entry, actor: user(actor) })),
  };
}

/** The format as the `CompetitionFormat` type answers it. */
function formatExport(competition: FormatColumns) {
  const { roundWinner, scoring, finish } = formatOf(competition);
  return {
    roundWinner: roundWinner.toUpperCase(),
    scoring: scoring.toUpperCase(),
    finish: finish && { kind: finish.kind.toUpperCase(), count: finish.count },
  };
}

export const CSV_HEADER = [
  "round",
  "valid",
  "sub_round",
  "points",
  "player",
  "round_winner",
  "scoring",
  "finish",
] as const;

/**
 * A text cell a spreadsheet would not run as a formula: one that begins with `=`, `+`, `-` or `@` gets a `'`
 * in front (OWASP's advice against CSV injection).
 */
export function formulaSafe(text: string): string {
  return /^[=+\-@]/.test(text) ? `'${text}` : text;
}

/**
 * The competition's rounds as RFC 4180 CSV: CRLF line ends, a cell quoted when it holds a comma, a quote or a line
 * break. One row per sub-round in order; a round without sub-rounds is one row with the last three cells empty.
 * `valid` is `true` or `false`; `player` is the username, or `draw`. Every row ends with the competition's format:
 * `round_winner` and `scoring` as the API names them, `finish` as `FIRST_TO 5`, `BEST_OF 7` or empty.
 */
export function competitionCsv(competition: Pick<CompetitionToExport, "rounds" | keyof FormatColumns>): string {
  const { roundWinner, scoring, finish } = formatExport(competition);
  const format = [roundWinner, scoring, finish ? `${finish.kind} ${finish.count}` : ""];
  const rows = competition.rounds.flatMap(({ number, valid, subRounds }) => {
    const round = [number, String(valid)];
    if (subRounds.length === 0) return [[...round, "", "", "", ...format]];
    return subRounds.map(({ name, points, player }) => [
      ...round,
      formulaSafe(name),
      points,
      player ? formulaSafe(player.username) : "draw",
      ...format,
    ]);
  });
  // csv-stringify quotes a cell holding the record delimiter (CRLF) but not a lone LF or CR: RFC 4180 needs both.
  return stringify([[...CSV_HEADER], ...rows], { record_delimiter: "windows", quoted_match: /[\r\n]/ });
}

/** What an account's export tells of its owner (API.md): profile and friends, from the `Me` type. */
export interface AccountToExport {
  username: string;
  email: string | null;
  theme: "system" | "light" | "dark";
  profilePic: string | null;
}

export interface FriendToExport {
  user: { username: string };
  status: "ACCEPTED" | "INCOMING" | "OUTGOING";
  score: readonly number[];
}

/** `GET /export/me.json`: the profile, friends (and requests) with head-to-head scores, every competition played. */
export function accountExport(
  account: AccountToExport,
  friends: readonly FriendToExport[],
  competitions: readonly ReturnType<typeof competitionExport>[],
) {
  return {
    profile: {
      username: account.username,
      email: account.email,
      theme: account.theme.toUpperCase(),
      picture: account.profilePic,
    },
    friends: friends.map(({ user, status, score }) => ({ username: user.username, status, score: [...score] })),
    competitions,
  };
}

const FILE_NAME_MAX = 100;

/**
 * A file name made from a competition's name: characters that file systems or headers refuse (path separators,
 * `"*:<>?\|`, control characters) become spaces, runs of spaces one, at most 100 characters; `competition`
 * when nothing is left.
 */
export function exportFileName(name: string, extension: "csv" | "json"): string {
  const base = [
    ...name
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^\.+/, ""),
  ]
    .slice(0, FILE_NAME_MAX)
    .join("")
    .trim();
  return `${base || "competition"}.${extension}`;
}

/**
 * The ASCII stand-in of a file name, for the `filename=` that old clients read: accents dropped (é → e), any other
 * character outside printable ASCII as `_`.
 */
export function asciiFileName(fileName: string): string {
  return fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/gu, "_");
}
