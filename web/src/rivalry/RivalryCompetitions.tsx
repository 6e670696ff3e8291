import { Panel } from "../components/Panel";
import { mutedText } from "../components/styles";
import { CompetitionCard } from "../competitions/CompetitionCard";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import { recordInWords } from "./format";

/** Every competition between the viewer and one user, grouped by series (a competition and its rematches). */
const RivalryCompetitionsFragment = graphql(`
  fragment RivalryCompetitions_rivalry on Rivalry {
    opponent {
      id
      username
    }
    series {
      competitions {
        id
        ...CompetitionCard_competition
      }
      record {
        wins
        losses
        draws
      }
    }
  }
`);

const grid = "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4";

/**
 * The competitions between the two, as cards linking to each; a competition that was played again heads its series,
 * its rematches after it, under the series score (from the viewer's side, draws aside).
 */
export function RivalryCompetitions(props: { rivalry: FragmentType<typeof RivalryCompetitionsFragment> }) {
  const { opponent, series } = getFragmentData(RivalryCompetitionsFragment, props.rivalry);
  const card = (competition: (typeof series)[number]["competitions"][number]) => (
    <li key={competition.id} className="flex">
      <CompetitionCard competition={competition} showNames played />
    </li>
  );
  return (
    <Panel title="Competitions">
      {series.length === 0 ? (
        <p className={`${mutedText} mt-2`}>No competitions between you yet.</p>
      ) : (
        <ul className={`mt-3 ${grid}`}>
          {series.map(({ competitions, record }) => {
            if (competitions.length === 1) return card(competitions[0]);
            const score = `You ${record.wins} – ${record.losses} ${opponent.username}`;
            const draws = record.draws > 0 ? `, ${record.draws} ${record.draws === 1 ? "draw" : "draws"}` : "";
            return (
              <li key={competitions[0].id} className="col-span-full">
                <section
                  aria-label={`Series: ${recordInWords(record)}`}
                  className="rounded-xl border border-indigo-200 bg-indigo-50/50 p-3 dark:border-indigo-500/30 dark:bg-indigo-500/5"
                >
                  <h3 className="mb-3 font-semibold">
                    Series of {competitions.length}: <span className="tabular-nums">{score}</span>
                    <span className={mutedText}>{draws}</span>
                  </h3>
                  <ul className={grid}>{competitions.map(card)}</ul>
                </section>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
