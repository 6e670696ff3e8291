import { useOutletContext } from "react-router";
import type { Competition } from "../competitions/competition";
import { RoundsPanel } from "../competitions/RoundsPanel";

/** The Rounds tab of a competition, under 1024 px wide. */
export function CompetitionRounds() {
  const competition = useOutletContext<Competition>();
  return <RoundsPanel key={competition.id} competition={competition} />;
}
