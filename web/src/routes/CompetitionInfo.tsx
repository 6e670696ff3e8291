import { useOutletContext } from "react-router";
import type { Competition } from "../competitions/competition";
import { InfoPanel } from "../competitions/InfoPanel";

/** The Info tab of a competition, under 1024 px wide. */
export function CompetitionInfo() {
  const competition = useOutletContext<Competition>();
  return <InfoPanel key={competition.id} competition={competition} />;
}
