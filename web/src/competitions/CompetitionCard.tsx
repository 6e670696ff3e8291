import { Link } from "react-router";
import { Avatar } from "../components/Avatar";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import type { CompetitionCard_CompetitionFragment } from "../graphql/generated/graphql";
import { CardMenu } from "./CardMenu";
import { CompetitionImage } from "./CompetitionImage";
import { statusBanner, statusLabel } from "./status";
import { canRematch } from "./useRematch";

export const CompetitionCardFragment = graphql(`
  fragment CompetitionCard_competition on Competition {
    id
    name
    image
    status
    currentScore
    players {
      id
      username
      profilePic
    }
  }
`);

type Player = CompetitionCard_CompetitionFragment["players"][number];

interface CompetitionCardProps {
  competition: FragmentType<typeof CompetitionCardFragment>;
  /** SPEC.md section 1: players' names do not show to signed-out visitors. */
  showNames: boolean;
  /** The name's heading level: one below the heading the card sits under. */
  heading?: "h2" | "h3";
  /** The viewer plays it (a list of their own competitions): once it is over, its menu offers a rematch. */
  played?: boolean;
}

function PlayerBadge({
  player,
  fallback,
  showName,
}: {
  player: Player | undefined;
  fallback: string;
  showName: boolean;
}) {
  const name = showName && player ? player.username : fallback;
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-1">
      <Avatar src={player?.profilePic} alt={name} className="size-8 sm:size-10" />
      {showName && (
        <span className="w-full truncate text-center text-xs text-slate-600 dark:text-slate-300">{name}</span>
      )}
    </div>
  );
}

/**
 * A competition in a list: status banner, thumbnail, name, both players and the score "a-b"; for its players, once
 * it is over, a menu beside the link.
 */
export function CompetitionCard({
  showNames,
  heading: Heading = "h3",
  played = false,
  ...props
}: CompetitionCardProps) {
  const competition = getFragmentData(CompetitionCardFragment, props.competition);
  const [one, two] = competition.players;
  const [scoreOne, scoreTwo] = competition.currentScore;
  return (
    <div className="relative flex w-full">
      <Link
        to={`/competitions/${competition.id}/`}
        className="group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900"
      >
        <span
          className={`px-3 py-1 text-center text-xs font-bold tracking-wide uppercase ${statusBanner[competition.status]}`}
        >
          {statusLabel(competition.status)}
        </span>
        <CompetitionImage src={competition.image} className="aspect-video w-full" />
        <div className="flex flex-1 flex-col gap-3 p-3">
          <Heading className="line-clamp-2 font-semibold break-words group-hover:text-indigo-600 dark:group-hover:text-indigo-400">
            {competition.name}
          </Heading>
          <div className="mt-auto flex items-center gap-1">
            <PlayerBadge player={one} fallback="Player one" showName={showNames} />
            <span className="shrink-0 text-lg font-bold tabular-nums sm:text-xl">
              {scoreOne}-{scoreTwo}
            </span>
            <PlayerBadge player={two} fallback="Player two" showName={showNames} />
          </div>
        </div>
      </Link>
      {played && canRematch(competition.status) && <CardMenu id={competition.id} name={competition.name} />}
    </div>
  );
}
