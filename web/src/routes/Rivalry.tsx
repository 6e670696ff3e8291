import { useQuery } from "@apollo/client/react";
import { Suspense } from "react";
import { useParams, type LoaderFunctionArgs } from "react-router";
import { client } from "../apollo";
import { Avatar } from "../components/Avatar";
import { Loading } from "../components/Loading";
import { PageTitle } from "../components/PageTitle";
import { preloadable } from "../components/preloadable";
import { Panel } from "../components/Panel";
import { mutedText } from "../components/styles";
import { RivalryCompetitions } from "../rivalry/RivalryCompetitions";
import { RivalryNames } from "../rivalry/RivalryNames";
import { RivalryStats } from "../rivalry/RivalryStats";
import { RivalryQuery } from "../rivalry/rivalry";
import { useRivalryLive } from "../rivalry/useRivalryLive";
import { toRouteError } from "../routeErrors";
import { requireSession } from "../session";

/** The chart and its library are a chunk of their own, loaded beside the page's numbers. */
const { load: loadRatingChart, Component: RatingChart } = preloadable(() =>
  import("../rivalry/RatingChart").then((chart) => chart.RatingChart),
);

/**
 * Signed in only; someone who is neither a friend nor an opponent (nor the viewer) is the error screen's 404. The
 * chart's chunk loads meanwhile, so that the page first renders with it rather than growing when it comes.
 */
export async function rivalryLoader(args: LoaderFunctionArgs): Promise<null> {
  const chart = loadRatingChart().catch(() => {});
  await requireSession(args);
  try {
    await client.query({ query: RivalryQuery, variables: { username: args.params.username! } });
  } catch (error) {
    throw toRouteError(error);
  }
  await chart;
  return null;
}

/**
 * The viewer against one user (`/friends/:username`): the record, streaks, both ratings and the chance of
 * winning the next, the rating over time, rounds and points, the record by sub-round name, and every competition
 * between the two. Live: it reads itself again whenever something between them (or the viewer's rating) changes.
 */
export function Rivalry() {
  const username = useParams().username!;
  // The loader read it; the page reads itself again once it is live (useRivalryLive).
  const { data, error } = useQuery(RivalryQuery, { variables: { username } });
  const rivalry = data?.rivalry;
  useRivalryLive(rivalry?.opponent.id);
  if (error && !rivalry) throw error;
  if (!rivalry) return <Loading />;
  const { opponent, timeline } = rivalry;
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3">
        <Avatar src={opponent.profilePic} alt={opponent.username} className="size-12" />
        <PageTitle title={opponent.username}>{`You vs ${opponent.username}`}</PageTitle>
        {opponent.deleted && <span className={mutedText}>(Deleted)</span>}
      </div>
      <RivalryStats rivalry={rivalry} />
      <Panel title="Rating">
        {timeline.length > 0 ? (
          <Suspense fallback={<Loading />}>
            <RatingChart timeline={timeline} opponentId={opponent.id} />
          </Suspense>
        ) : (
          <p className={`${mutedText} mt-2`}>No complete competitions between you yet.</p>
        )}
      </Panel>
      <RivalryNames rivalry={rivalry} />
      <RivalryCompetitions rivalry={rivalry} />
    </div>
  );
}
