import { graphql } from "../generated";

/**
 * Operations the browser tests send through the API to set up what a page then shows: one typed document each,
 * shared by the test files that would otherwise repeat it. A variable left out leaves its argument out.
 */
export const SETUP_ADD_SUB_ROUND = graphql(`
  mutation SetupAddSubRound($roundId: ID!, $name: String!, $points: Int!, $playerId: ID) {
    addSubRound(roundId: $roundId, name: $name, points: $points, playerId: $playerId) {
      id
    }
  }
`);

export const SETUP_UPDATE_COMPETITION_INFO = graphql(`
  mutation SetupUpdateCompetitionInfo(
    $id: ID!
    $name: String
    $description: String
    $status: CompetitionStatus
    $public: Boolean
  ) {
    updateCompetitionInfo(id: $id, name: $name, description: $description, status: $status, public: $public) {
      id
    }
  }
`);

export const SETUP_ADD_RULE = graphql(`
  mutation SetupAddRule($competitionId: ID!, $text: String!) {
    addRule(competitionId: $competitionId, text: $text) {
      id
    }
  }
`);

export const SETUP_SET_THEME = graphql(`
  mutation SetupSetTheme($theme: Theme!) {
    setTheme(theme: $theme) {
      id
    }
  }
`);
