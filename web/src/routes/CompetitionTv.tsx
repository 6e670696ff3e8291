import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import { client } from "../apollo";
import { useReconnecting } from "../connection";
import { CompetitionDetailsFragment, CompetitionQuery } from "../competitions/competition";
import { useCompetitionLive } from "../competitions/useCompetitionLive";
import { useViewers } from "../competitions/useViewers";
import { useDocumentTitle } from "../components/useDocumentTitle";
import { getFragmentData } from "../graphql/generated";
import { toRouteError } from "../routeErrors";
import { TvPresence, TvRound, TvScoreboard, TvScoreboardFragment } from "../tv/TvScoreboard";
import { useFullScreenOnClick, useWakeLock } from "../tv/screen";

/** The TV shows the last round, the one being played: its number is known once the competition is read. */
export async function tvLoader({ params }: LoaderFunctionArgs): Promise<{ round: number }> {
  const id = params.id!;
  try {
    const { data } = await client.query({ query: CompetitionQuery, variables: { id, round: 1 } });
    const round = getFragmentData(TvScoreboardFragment, data?.competition)?.roundCount ?? 1;
    if (round > 1) await client.query({ query: CompetitionQuery, variables: { id, round } });
    return { round };
  } catch (error) {
    throw toRouteError(error);
  }
}

/**
 * `/competitions/<id>/tv`: the score for a television or a projector, read from across the room: dark, full screen
 * on a click, no controls; both players, the score, the last round and its latest sub-rounds, who is watching. Live
 * like the details page, with its query and live hook: it reconnects and catches up on its own, and while it cannot
 * know that the score is current (reconnecting, or not yet told the current state) it says so and dims it. It keeps
 * the screen awake where the browser lets it.
 */
export function CompetitionTv() {
  const id = useParams().id!;
  const [number, setNumber] = useState(useLoaderData<typeof tvLoader>().round);
  const { data, previousData } = useQuery(CompetitionQuery, { variables: { id, round: number } });
  const shown = [data, previousData]
    .map((d) => d?.competition)
    .find((c) => getFragmentData(CompetitionDetailsFragment, c)?.id === id);
  const competition = getFragmentData(CompetitionDetailsFragment, shown);
  // A round added or deleted moves the last round: follow it.
  const last = getFragmentData(TvScoreboardFragment, shown)?.roundCount;
  if (last && last !== number) setNumber(last);
  const { upToDate } = useCompetitionLive(id, competition, shown?.round);
  const reconnecting = useReconnecting();
  const presence = useViewers(id);
  useWakeLock();
  useDocumentTitle(competition ? `${competition.name} · TV` : "TV");
  const showFullScreen = useFullScreenOnClick();
  return (
    <div
      onClick={showFullScreen}
      className="fixed inset-0 flex flex-col overflow-hidden bg-slate-950 p-[3vh] text-slate-50"
    >
      {shown && (
        <>
          <TvScoreboard
            competition={shown}
            stale={reconnecting || !upToDate}
            presence={<TvPresence presence={presence} />}
          />
          {shown.round && <TvRound round={shown.round} competition={shown} />}
        </>
      )}
    </div>
  );
}
