import { useOutletContext } from "react-router";
import type { DetailsView } from "./CompetitionDetails";
import { RacePanel } from "../competitions/RacePanel";
import { RoundsPanel } from "../competitions/RoundsPanel";

/** The Rounds tab of a competition, under 1024 px wide: the shown round, then the race over every round. */
export function CompetitionRounds() {
  const { competition, round } = useOutletContext<DetailsView>();
  return (
    <div className="space-y-6">
      <RoundsPanel key={competition.id} competition={competition} round={round} />
      <RacePanel competition={competition} />
    </div>
  );
}
