import { lazy, Suspense } from "react";
import { Loading } from "../components/Loading";
import { Panel } from "../components/Panel";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import { useRoundScores } from "./raceScores";
import { usePlayerName } from "./usePlayerName";

export const RacePanelFragment = graphql(`
  fragment RacePanel_competition on Competition {
    id
    players {
      id
      username
    }
    roundResults
    format {
      scoring
    }
  }
`);

/** The chart and its library load on their own, after the page: the details page does not wait for them. */
const RaceChart = lazy(() => import("../charts/RaceChart").then((chart) => ({ default: chart.RaceChart })));

/**
 * The race round by round, live with the page: in rounds won, from what the page already has of every round
 * (`roundResults`), or in points, from each round's points, read once for the chart.
 */
export function RacePanel(props: { competition: FragmentType<typeof RacePanelFragment> }) {
  const competition = getFragmentData(RacePanelFragment, props.competition);
  const nameOf = usePlayerName(competition.players);
  const [one, two] = competition.players;
  const { scoring } = competition.format;
  const roundScores = useRoundScores(competition.id, competition.roundResults.length, scoring === "POINTS");
  return (
    <Panel title="Race">
      <Suspense fallback={<Loading />}>
        {scoring === "POINTS" && !roundScores ? (
          <Loading />
        ) : (
          <RaceChart
            names={[nameOf(one), nameOf(two)]}
            roundResults={competition.roundResults}
            roundScores={roundScores ?? []}
            scoring={scoring}
          />
        )}
      </Suspense>
    </Panel>
  );
}
