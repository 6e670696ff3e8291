import { useOutletContext } from "react-router";
import type { Competition } from "../competitions/competition";
import { RulesPanel } from "../competitions/RulesPanel";

/** The Rules tab of a competition, under 1024 px wide. */
export function CompetitionRules() {
  const competition = useOutletContext<Competition>();
  return <RulesPanel key={competition.id} competition={competition} />;
}
