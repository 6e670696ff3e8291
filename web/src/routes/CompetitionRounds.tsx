import { Panel } from "../components/Panel";

export function CompetitionRounds() {
  return <Panel title="Rounds" />;
}
