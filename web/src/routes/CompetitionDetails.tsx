import { useQuery } from "@apollo/client/react";
import { useState, useSyncExternalStore } from "react";
import { Link, NavLink, useLocation, useMatches, useParams, type LoaderFunctionArgs } from "react-router";
import { client } from "../apollo";
import { Loading } from "../components/Loading";
import { Notice } from "../components/Notice";
import { PageTitle } from "../components/PageTitle";
import { CompetitionDetailsFragment, CompetitionQuery } from "../competitions/competition";
import { getFragmentData } from "../graphql/generated";
import { roundNumberOf, useRoundParam } from "../competitions/roundParam";
import { InfoPanel } from "../competitions/InfoPanel";
import { RacePanel } from "../competitions/RacePanel";
import { RoundsPanel } from "../competitions/RoundsPanel";
import { RulesPanel } from "../competitions/RulesPanel";
import { SeriesLinks } from "../competitions/SeriesLinks";
import { secondaryButton } from "../components/styles";
import { useCompetitionLive } from "../competitions/useCompetitionLive";
import { Viewers } from "../competitions/Viewers";
import { useOpenOutbox } from "../competitions/OutboxSession";
import { toRouteError } from "../routeErrors";
import { startSession } from "../session";
import { SessionQuery } from "../sessionQuery";
import { ActivityPanel } from "../ledger/ActivityPanel";
import { ToastView } from "../ledger/ToastView";
import { useUndo, useUndoShortcut } from "../ledger/useUndo";

/**
 * Public competitions are viewable signed out, so no session check: the API says what the viewer may see. It waits
 * for the session to be known all the same: starting offline, the competition comes from the data kept.
 */
export async function competitionLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const round = roundNumberOf(new URL(request.url).searchParams);
  try {
    await startSession().catch(() => {
      // Not known (no network, nothing kept): the competition's own query says so.
    });
    await client.query({ query: CompetitionQuery, variables: { id: params.id!, round } });
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

/** Which tab a child route of the page is: its route's `handle`. */
export interface DetailsTab {
  tab: "info" | "rules" | "rounds";
}

/** The tab the URL names: the matched child route's, Info by default. */
function useTab(): DetailsTab["tab"] {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as Partial<DetailsTab> | undefined;
  return handle?.tab ?? "info";
}

/** Hidden under 1024 px unless its tab is shown; at 1024 px and wider, always shown. */
const tabPart = (shown: boolean) => (shown ? "" : "max-lg:hidden");

/** Tailwind's `lg`, from which every panel shows. */
const EVERY_PANEL = "(min-width: 64rem)";

function watchEveryPanel(onChange: () => void): () => void {
  const media = matchMedia(EVERY_PANEL);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

const useEveryPanelShown = (): boolean => useSyncExternalStore(watchEveryPanel, () => matchMedia(EVERY_PANEL).matches);

const ALL_TABS: DetailsTab["tab"][] = ["info", "rules", "rounds"];

/**
 * The tabs whose panels the page renders: every tab at 1024 px and wider; under it, the tabs shown so far, so that
 * a phone's first load renders (and reads, and draws charts for) one tab's panels rather than three. A panel once
 * rendered stays, hidden by CSS, with what was typed in it and what was open.
 */
function useRenderedTabs(tab: DetailsTab["tab"]): ReadonlySet<DetailsTab["tab"]> {
  const every = useEveryPanelShown();
  const [rendered, setRendered] = useState<ReadonlySet<DetailsTab["tab"]>>(() => new Set(every ? ALL_TABS : [tab]));
  const wanted = every ? ALL_TABS : [tab];
  if (wanted.some((t) => !rendered.has(t))) setRendered(new Set([...rendered, ...wanted]));
  return rendered;
}

/**
 * SPEC.md "Competition details": under 1024 px, tabs (nested routes) that keep the query string, so the
 * selected round survives switching; at 1024 px and wider the three panels, side by side from 1280 px (in two
 * columns before, where three would break words). Both layouts are one tree that CSS arranges, and a tab hides the
 * panels of the others: so each form exists once, and what is typed in a panel and which panels are open survive
 * a window crossing 1024 px and a change of tab.
 */
export function CompetitionDetails() {
  const id = useParams().id!;
  const { search } = useLocation();
  const { number } = useRoundParam();
  // Each read of the page is its own request: one that joined a read already answering would get its older answer.
  const { data, previousData } = useQuery(CompetitionQuery, {
    variables: { id, round: number },
    context: { queryDeduplication: false },
  });
  // While another round loads (or the shown one is read again), the rest of the page stays as it was.
  const shown = [data, previousData]
    .map((d) => d?.competition)
    .find((c) => getFragmentData(CompetitionDetailsFragment, c)?.id === id);
  const competition = getFragmentData(CompetitionDetailsFragment, shown);
  const round = data?.competition.round;
  const { notice, dismissNotice } = useCompetitionLive(id, competition, round);
  useOpenOutbox(useQuery(SessionQuery, { fetchPolicy: "cache-only" }).data?.me?.id);
  const tab = useTab();
  const rendered = useRenderedTabs(tab);
  const { undoLatest, redoLatest, deleteWithUndo } = useUndo(id);
  useUndoShortcut({ undoLatest: () => undoLatest(), redoLatest }, !!competition?.viewerIsParticipant);
  if (!competition) return <Loading />;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <PageTitle>{competition.name}</PageTitle>
          <div className="ml-auto flex items-center gap-4">
            <Viewers competitionId={id} />
            <Link
              to={`/competitions/${id}/tv`}
              className={secondaryButton}
              title="Show the score full screen, for a TV"
            >
              TV
            </Link>
          </div>
        </div>
        {shown && <SeriesLinks competition={shown} />}
      </div>
      {notice && <Notice onDismiss={dismissNotice}>{notice}</Notice>}
      <nav aria-label="Competition" className="flex gap-1 rounded-lg bg-slate-100 p-1 lg:hidden dark:bg-slate-800">
        {tabs.map(({ label, to }) => (
          <NavLink key={label} to={{ pathname: to, search }} end className={tabLink}>
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-2 lg:items-start xl:grid-cols-3">
        {/* Under 1280 px three columns are too narrow for whole words: Rules above Info and Activity, beside Rounds. */}
        <div className={`flex flex-col gap-6 xl:contents ${tabPart(tab !== "rounds")}`}>
          <div className={tabPart(tab === "rules")}>
            {rendered.has("rules") && (
              <RulesPanel key={`rules-${id}`} competition={competition} deleteWithUndo={deleteWithUndo} />
            )}
          </div>
          <div className={`flex flex-col gap-6 ${tabPart(tab === "info")}`}>
            {rendered.has("info") && (
              <>
                <InfoPanel key={`info-${id}`} competition={competition} />
                <ActivityPanel key={`activity-${id}`} competitionId={id} version={competition.version} />
              </>
            )}
          </div>
        </div>
        <div className={`flex flex-col gap-6 ${tabPart(tab === "rounds")}`}>
          {rendered.has("rounds") && (
            <>
              <RoundsPanel
                key={`rounds-${id}`}
                competition={competition}
                round={round}
                deleteWithUndo={deleteWithUndo}
              />
              <RacePanel competition={competition} />
            </>
          )}
        </div>
      </div>
      <ToastView />
    </div>
  );
}
