import { useLazyQuery } from "@apollo/client/react";
import { graphql } from "../graphql/generated";

const NameSuggestionsQuery = graphql(`
  query NameSuggestions($id: ID!) {
    competition(id: $id) {
      id
      nameSuggestions
    }
  }
`);

/**
 * The sub-round names already used between the competition's two players, most used first, for the sub-round form
 * to suggest: read when the form's name is first chosen (opening the page costs nothing more), shown from then on
 * and read again on each later choice, so names added since come too. Without them (offline) nothing is suggested.
 */
export function useNameSuggestions(competitionId: string): { suggestions: readonly string[]; load: () => void } {
  const [execute, { data }] = useLazyQuery(NameSuggestionsQuery, { fetchPolicy: "cache-and-network" });
  return {
    suggestions: data?.competition.nameSuggestions ?? [],
    load: () => void execute({ variables: { id: competitionId } }).catch(() => {}),
  };
}
