import { useOutletContext } from "react-router";
import type { DetailsView } from "./CompetitionDetails";
import { RulesPanel } from "../competitions/RulesPanel";

/** The Rules tab of a competition, under 1024 px wide. */
export function CompetitionRules() {
  const { competition } = useOutletContext<DetailsView>();
  return <RulesPanel key={competition.id} competition={competition} />;
}
