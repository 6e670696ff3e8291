import { PageTitle } from "../components/PageTitle";

export function CompetitionCreation() {
  return <PageTitle>Create a competition</PageTitle>;
}
