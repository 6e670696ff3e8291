import { useQuery } from "@apollo/client/react";
import { Loading } from "../components/Loading";
import { Panel } from "../components/Panel";
import { mutedText } from "../components/styles";
import { CompetitionCard } from "../competitions/CompetitionCard";
import { graphql } from "../graphql/generated";

/** Every competition between the viewer and one user, of any status, most recently updated first. */
export const RivalryCompetitionsQuery = graphql(`
  query RivalryCompetitions($friendId: ID!) {
    competitions(friendId: $friendId) {
      id
      ...CompetitionCard_competition
    }
  }
`);

/** The competitions between the two, as cards linking to each. */
export function RivalryCompetitions({ opponentId }: { opponentId: string }) {
  // From the cache when there: the page reads it again once it is live (useRivalryLive).
  const { data } = useQuery(RivalryCompetitionsQuery, { variables: { friendId: opponentId } });
  const competitions = data?.competitions;
  return (
    <Panel title="Competitions">
      {!competitions ? (
        <Loading />
      ) : competitions.length === 0 ? (
        <p className={`${mutedText} mt-2`}>No competitions between you yet.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {competitions.map((competition) => (
            <li key={competition.id} className="flex">
              <CompetitionCard competition={competition} showNames />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
