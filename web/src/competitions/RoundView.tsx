import { getFragmentData } from "../graphql/generated";
import type { RoundsPanel_CompetitionFragment } from "../graphql/generated/graphql";
import { isOptimistic, RoundFragment, type RoundData } from "./competition";
import { DeleteButton } from "./ui";
import { mutedText } from "../components/styles";
import { usePlayerName } from "./usePlayerName";
import type { QueuedEdit } from "./outbox";
import { PendingLabel, pendingRow, waitingOf } from "./QueuedEditViews";

type Player = RoundsPanel_CompetitionFragment["players"][number];

const pointsLabel = (points: number) => `${points} ${Math.abs(points) === 1 ? "point" : "points"}`;

interface RoundViewProps {
  round: RoundData;
  players: Player[];
  /** Given to players while the competition is ongoing: a delete control per sub-round. */
  onDelete?: (subRoundId: string) => void;
  /** The competition's edits waiting in the outbox: this round's show in place as pending. */
  queued: readonly QueuedEdit[];
}

/** A round's totals per player, its winner, and its sub-rounds: name, points, and who won it (or draw). */
export function RoundView({ players, onDelete, queued, ...props }: RoundViewProps) {
  const round = getFragmentData(RoundFragment, props.round);
  const nameOf = usePlayerName(players);
  const added = waitingOf(queued, "addSubRound").filter((edit) => edit.variables.roundId === round.id);
  const deleting = new Set(waitingOf(queued, "deleteSubRound").map((edit) => edit.variables.subRoundId));
  const playerName = (id: unknown) => {
    const player = players.find((p) => p.id === id);
    return player ? nameOf(player) : "draw";
  };
  const [one, two] = players;
  const [scoreOne, scoreTwo] = round.score;
  return (
    <div className="mt-4 space-y-3">
      <div className="flex items-center justify-center gap-3 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
        <span className="min-w-0 flex-1 text-right text-sm wrap-anywhere">{one && nameOf(one)}</span>
        <span className="text-xl font-bold tabular-nums">
          {scoreOne} - {scoreTwo}
        </span>
        <span className="min-w-0 flex-1 text-sm wrap-anywhere">{two && nameOf(two)}</span>
      </div>
      <p className={`text-center ${mutedText}`}>
        {round.subRounds.length === 0
          ? "No sub-rounds yet"
          : round.winner
            ? `${nameOf(round.winner)} wins this round`
            : "This round is a draw"}
        {round.valid ? "" : " (not counted: not valid)"}
      </p>
      {round.subRounds.length + added.length > 0 && (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {round.subRounds.map((subRound) => (
            <li
              key={subRound.id}
              className={`group flex min-h-10 items-center gap-2 py-1 ${deleting.has(subRound.id) ? pendingRow : ""}`}
            >
              <span className="min-w-0 flex-1 font-medium break-words">{subRound.name}</span>
              <span className="shrink-0 text-sm tabular-nums">{pointsLabel(subRound.points)}</span>
              <span className="w-24 shrink-0 text-right text-sm wrap-anywhere text-slate-600 dark:text-slate-300">
                {subRound.player ? nameOf(subRound.player) : "draw"}
              </span>
              {deleting.has(subRound.id) ? (
                <PendingLabel />
              ) : (
                onDelete && (
                  <DeleteButton
                    label={`Delete sub-round ${subRound.name}`}
                    disabled={isOptimistic(subRound.id)}
                    onClick={() => onDelete(subRound.id)}
                  />
                )
              )}
            </li>
          ))}
          {added.map(({ id, variables }) => (
            <li key={id} className={`flex min-h-10 items-center gap-2 py-1 ${pendingRow}`}>
              <span className="min-w-0 flex-1 font-medium break-words">{String(variables.name).trim()}</span>
              <span className="shrink-0 text-sm tabular-nums">{pointsLabel(Number(variables.points))}</span>
              <span className="w-24 shrink-0 text-right text-sm wrap-anywhere text-slate-600 dark:text-slate-300">
                {playerName(variables.playerId)}
              </span>
              <PendingLabel />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
