import { Panel } from "../components/Panel";

export function CompetitionRules() {
  return <Panel title="Rules" />;
}
