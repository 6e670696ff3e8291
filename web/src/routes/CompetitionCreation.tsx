import { PageTitle } from "../components/PageTitle";
import { CompetitionForm } from "../competitions/CompetitionForm";

export function CompetitionCreation() {
  return (
    <div className="mx-auto max-w-md space-y-6">
      <PageTitle title="New competition">Create a competition</PageTitle>
      <CompetitionForm keepHistory={false} />
    </div>
  );
}
