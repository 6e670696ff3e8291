import { Avatar } from "../components/Avatar";
import { usePlayerName } from "./usePlayerName";

interface Player {
  id: string;
  username: string;
  profilePic?: string | null;
}

/** Both players side by side, each with their avatar, name and score. */
export function PlayerScores({ players, score }: { players: Player[]; score: number[] }) {
  const nameOf = usePlayerName(players);
  return (
    <div className="grid grid-cols-2 gap-3">
      {players.map((player, index) => (
        <div
          key={player.id}
          className="flex min-w-0 flex-col items-center gap-1 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60"
          aria-label={`${nameOf(player)}: ${score[index] ?? 0}`}
          role="group"
        >
          <Avatar src={player.profilePic} alt={nameOf(player)} className="size-10" />
          <span className="w-full text-center text-sm font-medium wrap-anywhere">{nameOf(player)}</span>
          <span className="text-3xl font-bold tabular-nums">{score[index] ?? 0}</span>
        </div>
      ))}
    </div>
  );
}
