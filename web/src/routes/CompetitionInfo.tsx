import { Panel } from "../components/Panel";

export function CompetitionInfo() {
  return <Panel title="Info" />;
}
