import { useEffect, useRef, useState, type ReactNode } from "react";
import { Avatar } from "../components/Avatar";
import { usePlayerName } from "../competitions/usePlayerName";
import { statusLabel } from "../competitions/status";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";

/** What the TV shows of the competition (the details page's query spreads it: one query, one live hook). */
export const TvScoreboardFragment = graphql(`
  fragment TvScoreboard_competition on Competition {
    id
    name
    status
    currentScore
    roundCount
    players {
      id
      username
      profilePic
    }
  }
`);

/** What the TV shows of the round being played. */
export const TvRoundFragment = graphql(`
  fragment TvRound_round on Round {
    id
    number
    valid
    score
    subRounds {
      id
      name
      points
      player {
        id
      }
    }
  }
`);

/** How many of the round's latest sub-rounds the TV lists. */
const LATEST = 5;

const statusTone = {
  COMPLETE: "bg-green-700 text-white",
  ONGOING: "bg-orange-400 text-orange-950",
  ABANDONED: "bg-red-700 text-white",
} as const;

/** A short glow over the score each time it changes (not on the first showing), unless motion is unwelcome. */
function useFlash(score: string) {
  const element = useRef<HTMLDivElement>(null);
  const [flashes, setFlashes] = useState(0);
  const shown = useRef(score);
  useEffect(() => {
    if (shown.current === score) return;
    shown.current = score;
    setFlashes((count) => count + 1);
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    element.current?.animate(
      [{ backgroundColor: "rgb(250 204 21 / 0.28)" }, { backgroundColor: "rgb(250 204 21 / 0)" }],
      { duration: 1200, easing: "ease-out" },
    );
  }, [score]);
  return { element, flashes };
}

/** Who has the competition open: how many, and the faces the viewer may know. */
export function TvPresence({
  presence,
}: {
  presence: { count: number; viewers: { id: string; username: string; profilePic?: string | null }[] };
}) {
  if (presence.count === 0) return null;
  return (
    <div className="flex items-center gap-[1vh] text-[2.6vh] text-slate-300">
      <span aria-hidden className="size-[1.6vh] rounded-full bg-emerald-400" />
      <div className="flex -space-x-[1vh]">
        {presence.viewers.slice(0, 5).map((viewer) => (
          <Avatar
            key={viewer.id}
            src={viewer.profilePic}
            alt={viewer.username}
            className="size-[4.5vh] ring-2 ring-slate-950"
          />
        ))}
      </div>
      <span>{presence.count} watching</span>
    </div>
  );
}

/** The name, the status, the presence; both players with their pictures and the score, in digits a third of the screen tall. */
export function TvScoreboard(props: {
  competition: FragmentType<typeof TvScoreboardFragment>;
  /** The score may be out of date: the connection is down, or the current state has not come yet. */
  stale: boolean;
  presence: ReactNode;
}) {
  const { name, status, currentScore, players } = getFragmentData(TvScoreboardFragment, props.competition);
  const nameOf = usePlayerName(players);
  const { element, flashes } = useFlash(currentScore.join("-"));
  const label = players.map((player, index) => `${nameOf(player)} ${currentScore[index]}`).join(", ");
  return (
    <>
      <header className="flex items-center justify-between gap-[3vh]">
        <div className="flex min-w-0 items-center gap-[2vh]">
          <h1 className="truncate text-[5.5vh] font-bold tracking-tight">{name}</h1>
          <span className={`shrink-0 rounded-full px-[1.8vh] py-[0.5vh] text-[2.6vh] font-bold ${statusTone[status]}`}>
            {statusLabel(status)}
          </span>
        </div>
        {props.presence}
      </header>
      {props.stale && (
        <p
          role="status"
          className="mt-[1.5vh] self-center rounded-full bg-amber-400 px-[2.5vh] py-[0.8vh] text-[3vh] font-semibold text-amber-950"
        >
          Reconnecting… the score may be out of date
        </p>
      )}
      <div
        ref={element}
        role="group"
        aria-label={label}
        data-flashes={flashes}
        className={`mt-[2vh] grid flex-1 grid-cols-[1fr_auto_1fr] items-center rounded-[3vh] transition-opacity ${props.stale ? "opacity-40" : ""}`}
      >
        {players.map((player, index) => (
          <div key={player.id} className={`flex flex-col items-center gap-[1.5vh] ${index === 1 ? "col-start-3" : ""}`}>
            <div className="flex min-w-0 max-w-full items-center gap-[2vh]">
              <Avatar src={player.profilePic} alt={nameOf(player)} className="size-[11vh]" />
              <span className="truncate text-[5vh] font-semibold">{nameOf(player)}</span>
            </div>
            <span data-score className="text-[34vh] leading-none font-bold tabular-nums">
              {currentScore[index]}
            </span>
          </div>
        ))}
        <span aria-hidden className="col-start-2 row-start-1 self-end pb-[10vh] text-[12vh] font-bold text-slate-500">
          –
        </span>
      </div>
    </>
  );
}

/** The round being played: its number and points, and its latest sub-rounds, newest last. */
export function TvRound(props: {
  round: FragmentType<typeof TvRoundFragment>;
  competition: FragmentType<typeof TvScoreboardFragment>;
}) {
  const round = getFragmentData(TvRoundFragment, props.round);
  const { players } = getFragmentData(TvScoreboardFragment, props.competition);
  const nameOf = usePlayerName(players);
  const latest = round.subRounds.slice(-LATEST);
  const winnerOf = (playerId: string | undefined) => {
    const player = players.find((each) => each.id === playerId);
    return player ? nameOf(player) : "Draw";
  };
  return (
    <section aria-label={`Round ${round.number}`} className="mt-[2vh] rounded-[2vh] bg-slate-900 px-[3vh] py-[2vh]">
      <h2 className="flex items-baseline justify-between text-[3.6vh] font-semibold">
        <span>
          Round {round.number}
          {!round.valid && <span className="ml-[1.5vh] text-[2.6vh] font-normal text-slate-400">(not counted)</span>}
        </span>
        <span className="tabular-nums">{round.score.join(" – ")}</span>
      </h2>
      {latest.length === 0 ? (
        <p className="mt-[1vh] text-[2.8vh] text-slate-400">No sub-rounds yet.</p>
      ) : (
        <ol className="mt-[1vh] grid gap-[0.6vh] text-[2.8vh]">
          {latest.map((subRound) => (
            <li key={subRound.id} className="grid grid-cols-[1fr_auto_14ch] gap-[3vh]">
              <span className="truncate">{subRound.name}</span>
              <span className="text-right font-semibold tabular-nums">{subRound.points}</span>
              <span className="truncate text-slate-300">{winnerOf(subRound.player?.id)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
