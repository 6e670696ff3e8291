import { useOutletContext } from "react-router";
import type { DetailsView } from "./CompetitionDetails";
import { InfoPanel } from "../competitions/InfoPanel";

/** The Info tab of a competition, under 1024 px wide. */
export function CompetitionInfo() {
  const { competition } = useOutletContext<DetailsView>();
  return <InfoPanel key={competition.id} competition={competition} />;
}
