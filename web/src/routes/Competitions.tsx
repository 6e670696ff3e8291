import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { Loading } from "../components/Loading";
import { PageTitle } from "../components/PageTitle";
import { Panel } from "../components/Panel";
import { CompetitionCard } from "../competitions/CompetitionCard";
import { CompetitionForm } from "../competitions/CompetitionForm";
import { FilterBar, useCompetitionFilters } from "../competitions/FilterBar";
import { PlusIcon } from "../competitions/icons";
import { primaryButton } from "../components/styles";
import { useCompetitionsLive } from "../competitions/useCompetitionsLive";
import { graphql } from "../graphql/generated";

const CompetitionsQuery = graphql(`
  query Competitions($status: CompetitionStatus, $friendId: ID) {
    competitions(status: $status, friendId: $friendId) {
      id
      ...CompetitionCard_competition
    }
  }
`);

/** Under 1600 px wide the creation form has its own page; at 1600 px and wider it sits beside the list. */
function CreateButton({ round }: { round: boolean }) {
  const shape = round
    ? "grid size-11 place-items-center rounded-full bg-indigo-600 text-white shadow-md hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-400"
    : primaryButton;
  return (
    <Link
      to="/competition-creation"
      aria-label="Create Competition"
      title="Create Competition"
      className={`${shape} min-[1600px]:hidden`}
    >
      {round ? <PlusIcon /> : "Create Competition"}
    </Link>
  );
}

export function Competitions() {
  const { status, friendId, filtered } = useCompetitionFilters();
  const { data, refetch } = useQuery(CompetitionsQuery, {
    variables: { status, friendId },
    fetchPolicy: "cache-and-network",
  });
  useCompetitionsLive(() => void refetch().catch(() => {}));
  const competitions = data?.competitions;
  return (
    <div className="gap-8 min-[1600px]:grid min-[1600px]:grid-cols-[minmax(0,1fr)_20rem] min-[1600px]:items-start">
      <div className="space-y-6">
        <div className="flex items-center justify-between gap-4">
          <PageTitle>Competitions</PageTitle>
          {competitions && <CreateButton round={competitions.length > 0} />}
        </div>
        <FilterBar />
        {!competitions ? (
          <Loading />
        ) : competitions.length === 0 ? (
          <p className="py-10 text-center text-slate-500 dark:text-slate-400">
            {filtered ? "No competitions match these filters." : "No competitions yet: create one against a friend."}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 min-[1600px]:grid-cols-3">
            {competitions.map((competition) => (
              <li key={competition.id} className="flex">
                <CompetitionCard competition={competition} showNames heading="h2" played />
              </li>
            ))}
          </ul>
        )}
      </div>
      <aside className="hidden min-[1600px]:block">
        <Panel title="Create a competition">
          <div className="mt-4">
            <CompetitionForm keepHistory />
          </div>
        </Panel>
      </aside>
    </div>
  );
}
