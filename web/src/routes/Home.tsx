import { useEffect, type ReactNode } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { PageTitle } from "../components/PageTitle";
import { CompetitionCard } from "../competitions/CompetitionCard";
import { primaryButton, secondaryButton } from "../components/styles";
import { graphql } from "../graphql/generated";
import type { HomeQuery as Home } from "../graphql/generated/graphql";
import { fetchQuery } from "../plainQuery";
import { startSession, useSession } from "../session";

const HomeQuery = graphql(`
  query Home {
    sampleCompetition {
      ...CompetitionCard_competition
    }
    appConfig {
      googleSignInEnabled
      issuesUrl
      sourceUrl
    }
  }
`);

/**
 * SPEC.md's "Home, with a loader": the page first renders with the sample card and the settings its text follows,
 * so nothing moves when they arrive. Asked without Apollo Client, so that the page draws before it has loaded;
 * unanswered, from the data kept offline if there is some (through Apollo's cache), else the page renders without
 * them and asks again once the browser is online.
 */
export function homeLoader(): Promise<Home | null> {
  return fetchQuery(HomeQuery)
    .catch(async () => {
      // Started offline, the data kept is in the cache once the session is.
      await startSession().catch(() => {});
      const { client } = await import("../apolloReady");
      const { data } = await client.query({ query: HomeQuery, fetchPolicy: "cache-only" });
      return data ?? null;
    })
    .catch(() => null);
}

/** The home page's data was not answered: asked again once the browser is online. */
function useAskAgainOnline(answered: boolean): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (answered) return;
    const again = () => void revalidate();
    window.addEventListener("online", again, { once: true });
    return () => window.removeEventListener("online", again);
  }, [answered, revalidate]);
}

function ExternalLink({ href, children }: { href: string | null | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="font-semibold text-indigo-600 hover:underline dark:text-indigo-400"
    >
      {children}
    </a>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="space-y-2 text-slate-600 dark:text-slate-300">{children}</div>
    </section>
  );
}

const stack = [
  ["Web", "React, React Router, Apollo Client, Vite and Tailwind CSS, in TypeScript"],
  ["API", "Node with Apollo Server 5 (GraphQL), graphql-ws for the live updates"],
  ["Data", "Drizzle ORM on PostgreSQL, or embedded PGlite when no database is configured"],
  ["Accounts", "sessions as in Lucia's guide, argon2id password hashes, Google sign-in via arctic"],
];

export function Home() {
  const { data: session } = useSession();
  const data = useLoaderData<typeof homeLoader>();
  useAskAgainOnline(!!data);
  const me = session?.me;
  const sample = data?.sampleCompetition;
  const config = data?.appConfig;
  const issues = config?.issuesUrl;
  return (
    <div className="space-y-10">
      <div className="grid items-center gap-8 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-4">
          <PageTitle title={null}>{me ? `Welcome, ${me.username}!` : "Welcome to Rivals"}</PageTitle>
          <p className="max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Keep score of head-to-head competitions with your friends. Create a competition against a friend, play it in
            rounds and sub-rounds, and watch the score update live for both of you.
          </p>
          <div className="flex flex-wrap gap-3">
            {me ? (
              <Link to="/competitions" className={primaryButton}>
                Your competitions
              </Link>
            ) : (
              <>
                <Link to="/signup" className={primaryButton}>
                  Sign up
                </Link>
                <Link to="/login" className={secondaryButton}>
                  Sign in
                </Link>
              </>
            )}
          </div>
        </div>
        {sample && (
          <div className="mx-auto w-full max-w-72 space-y-2">
            <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              A sample competition
            </h2>
            <CompetitionCard competition={sample} showNames={!!me} />
          </div>
        )}
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Making an account">
          <p>
            <Link to="/signup" className="font-semibold text-indigo-600 hover:underline dark:text-indigo-400">
              Sign up
            </Link>{" "}
            with an email and a password{config?.googleSignInEnabled ? ", or sign in with Google" : ""}. Your account
            starts with a test friend, so that you can see how friends work before you invite anyone; feel free to
            delete them.
          </p>
        </Section>
        <Section title="Making friends">
          <p>
            On the Friends page, send a request to someone by their exact username. Once they accept, you can see each
            other's competitions, play against each other, and the Friends page keeps your head-to-head score.
          </p>
        </Section>
        <Section title="Creating your first competition">
          <p>
            On Competitions, choose Create Competition: give it a name, a thumbnail if you like, and pick your opponent.
            Add house rules, then play in rounds. A round is made of sub-rounds (a race, a game, a set) worth points to
            one of you, or to both for a draw.
          </p>
          <p>
            Tick a round as valid to count it: whoever scored more points in it wins the round and gets one point (a
            drawn round gives you both one). You can both edit at the same time; each sees the other's changes live.
          </p>
        </Section>
        <Section title="Issues">
          {issues ? (
            <p>
              Something broken or confusing? Please report it on the{" "}
              <ExternalLink href={issues}>issue tracker</ExternalLink>, with what you did and what you expected.
            </p>
          ) : (
            <p>Something broken or confusing? Please tell whoever runs this site what you did and what you expected.</p>
          )}
        </Section>
        <Section title="Suggestions">
          {issues ? (
            <p>
              Ideas are welcome: open an issue on the <ExternalLink href={issues}>issue tracker</ExternalLink>{" "}
              describing what you would like Rivals to do.
            </p>
          ) : (
            <p>Ideas are welcome: tell whoever runs this site what you would like Rivals to do.</p>
          )}
        </Section>
        <Section title="Deleting your account">
          <p>
            On your Profile, choose Delete Account and confirm. Your sign-in details, sessions and picture are removed.
            Your username stays, marked "(Deleted)", so that your friends' competitions against you still make sense.
          </p>
        </Section>
        <div className="md:col-span-2">
          <Section title="How it is built">
            <ul className="list-disc space-y-1 pl-5">
              {stack.map(([part, tools]) => (
                <li key={part}>
                  <span className="font-semibold text-slate-800 dark:text-slate-100">{part}:</span> {tools}.
                </li>
              ))}
            </ul>
            <p>
              Both players' edits are applied one at a time on the competition's row, so none is ever lost, and every
              change is pushed live to whoever has the competition open. The{" "}
              <ExternalLink href={config?.sourceUrl}>source code</ExternalLink> is open.
            </p>
          </Section>
        </div>
      </div>
    </div>
  );
}
