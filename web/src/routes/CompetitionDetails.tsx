import { useQuery } from "@apollo/client/react";
import { NavLink, Outlet, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { client } from "../apollo";
import { Loading } from "../components/Loading";
import { PageTitle } from "../components/PageTitle";
import { CompetitionQuery } from "../competitions/competition";
import { InfoPanel } from "../competitions/InfoPanel";
import { RoundsPanel } from "../competitions/RoundsPanel";
import { RulesPanel } from "../competitions/RulesPanel";
import { useCompetitionLive } from "../competitions/useCompetitionLive";
import { useMediaQuery } from "../competitions/useMediaQuery";
import { Viewers } from "../competitions/Viewers";
import { toRouteError } from "../routeErrors";

/** Public competitions are viewable signed out, so no session check: the API says what the viewer may see. */
export async function competitionLoader({ params }: LoaderFunctionArgs): Promise<null> {
  try {
    await client.query({ query: CompetitionQuery, variables: { id: params.id! } });
  } catch (error) {
    throw toRouteError(error);
  }
  return null;
}

const tabs = [
  { label: "Info", to: "." },
  { label: "Rules", to: "rules" },
  { label: "Rounds", to: "rounds" },
];

const tabLink = ({ isActive }: { isActive: boolean }) =>
  `flex-1 rounded-md px-3 py-1.5 text-center text-sm font-medium ${
    isActive
      ? "bg-white shadow-sm dark:bg-slate-700"
      : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
  }`;

/**
 * SPEC.md "Competition details": under 1024 px, tabs (nested routes) that keep the query string, so the
 * selected round survives switching; at 1024 px and wider the three panels side by side. Only one layout is
 * rendered, so each form exists once.
 */
export function CompetitionDetails() {
  const id = useParams().id!;
  const { search } = useLocation();
  const { data } = useQuery(CompetitionQuery, { variables: { id } });
  useCompetitionLive(id);
  const wide = useMediaQuery("(min-width: 1024px)");
  const competition = data?.competition;
  if (!competition) return <Loading />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <PageTitle>{competition.name}</PageTitle>
        <Viewers competitionId={id} />
      </div>
      {wide ? (
        <div className="grid grid-cols-3 items-start gap-6">
          <RulesPanel key={`rules-${id}`} competition={competition} />
          <InfoPanel key={`info-${id}`} competition={competition} />
          <RoundsPanel key={`rounds-${id}`} competition={competition} />
        </div>
      ) : (
        <>
          <nav aria-label="Competition" className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
            {tabs.map(({ label, to }) => (
              <NavLink key={label} to={{ pathname: to, search }} end className={tabLink}>
                {label}
              </NavLink>
            ))}
          </nav>
          <Outlet context={competition} />
        </>
      )}
    </div>
  );
}
