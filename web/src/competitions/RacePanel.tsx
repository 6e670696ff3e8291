import { lazy, Suspense } from "react";
import { Loading } from "../components/Loading";
import { Panel } from "../components/Panel";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import { usePlayerName } from "./usePlayerName";

export const RacePanelFragment = graphql(`
  fragment RacePanel_competition on Competition {
    id
    players {
      id
      username
    }
    roundResults
  }
`);

/** The chart and its library load on their own, after the page: the details page does not wait for them. */
const RaceChart = lazy(() => import("../charts/RaceChart").then((chart) => ({ default: chart.RaceChart })));

/** The race round by round, from what the page already has of every round (`roundResults`); live with the page. */
export function RacePanel(props: { competition: FragmentType<typeof RacePanelFragment> }) {
  const competition = getFragmentData(RacePanelFragment, props.competition);
  const nameOf = usePlayerName(competition.players);
  const [one, two] = competition.players;
  return (
    <Panel title="Race">
      <Suspense fallback={<Loading />}>
        <RaceChart names={[nameOf(one), nameOf(two)]} roundResults={competition.roundResults} />
      </Suspense>
    </Panel>
  );
}
