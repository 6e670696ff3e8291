import { useOutletContext } from "react-router";
import type { DetailsView } from "./CompetitionDetails";
import { InfoPanel } from "../competitions/InfoPanel";
import { ActivityPanel } from "../ledger/ActivityPanel";

/** The Info tab of a competition, under 1024 px wide. */
export function CompetitionInfo() {
  const { competition } = useOutletContext<DetailsView>();
  return (
    <div className="space-y-6">
      <InfoPanel key={competition.id} competition={competition} />
      <ActivityPanel key={`activity-${competition.id}`} competitionId={competition.id} version={competition.version} />
    </div>
  );
}
