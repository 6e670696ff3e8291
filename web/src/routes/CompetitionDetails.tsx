import { useQuery } from "@apollo/client/react";
import { NavLink, Outlet, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { client } from "../apollo";
import { Loading } from "../components/Loading";
import { PageTitle } from "../components/PageTitle";
import { graphql } from "../graphql/generated";
import { toRouteError } from "../routeErrors";

const CompetitionQuery = graphql(`
  query Competition($id: ID!) {
    competition(id: $id) {
      id
      name
    }
  }
`);

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
    isActive ? "bg-white shadow-sm dark:bg-slate-700" : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
  }`;

export function CompetitionDetails() {
  const { id } = useParams();
  // The tabs keep the query string, so the selected round survives switching tabs.
  const { search } = useLocation();
  const { data } = useQuery(CompetitionQuery, { variables: { id: id! } });
  if (!data) return <Loading />;
  return (
    <div className="space-y-6">
      <PageTitle>{data.competition.name}</PageTitle>
      <nav className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {tabs.map(({ label, to }) => (
          <NavLink key={label} to={{ pathname: to, search }} end className={tabLink}>
            {label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
