import { useOutletContext } from "react-router";
import type { DetailsView } from "./CompetitionDetails";
import { RoundsPanel } from "../competitions/RoundsPanel";

/** The Rounds tab of a competition, under 1024 px wide. */
export function CompetitionRounds() {
  const { competition, round } = useOutletContext<DetailsView>();
  return <RoundsPanel key={competition.id} competition={competition} round={round} />;
}
