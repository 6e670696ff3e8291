import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Avatar } from "../components/Avatar";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import type { CompetitionCard_CompetitionFragment } from "../graphql/generated/graphql";
import { CompetitionImage } from "./CompetitionImage";
import { canRematch, statusBanner, statusLabel } from "./status";
import { withApollo } from "../withApollo";

// Only a player's finished competitions have it; it needs Apollo Client, which the home page's sample card does not.
const CardMenu = lazy(() => withApollo(import("./CardMenu")).then(({ CardMenu }) => ({ default: CardMenu })));

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

/** Both players' avatars either side of the score, and below, for a signed-in viewer, their whole names. */
function Players({ players, score, showNames }: { players: Player[]; score: number[]; showNames: boolean }) {
  const names = ["Player one", "Player two"].map((fallback, index) =>
    showNames && players[index] ? players[index].username : fallback,
  );
  return (
    <div className="mt-auto space-y-1">
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-1 justify-items-center">
        <Avatar src={players[0]?.profilePic} alt={names[0]} className="size-8 sm:size-10" />
        <span className="text-lg font-bold tabular-nums sm:text-xl">
          {score[0]}-{score[1]}
        </span>
        <Avatar src={players[1]?.profilePic} alt={names[1]} className="size-8 sm:size-10" />
      </div>
      {showNames && (
        // Each name has half the card, and wraps rather than being cut.
        <div aria-hidden className="grid grid-cols-2 gap-2 text-center text-xs text-slate-600 dark:text-slate-300">
          {names.map((name, index) => (
            <span key={index} className="wrap-anywhere">
              {name}
            </span>
          ))}
        </div>
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
          <Players players={competition.players} score={competition.currentScore} showNames={showNames} />
        </div>
      </Link>
      {played && canRematch(competition.status) && (
        <Suspense fallback={null}>
          <CardMenu id={competition.id} name={competition.name} />
        </Suspense>
      )}
    </div>
  );
}
