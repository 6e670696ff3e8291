import { print } from "graphql";
import { graphql } from "./graphql/generated";

/** Who opens GraphiQL, and a competition they may watch: theirs when they have one, else the public sample. */
export const GRAPHIQL_VIEWER = graphql(`
  query GraphiqlViewer {
    me {
      id
    }
    sampleCompetition {
      id
    }
  }
`);

export const GRAPHIQL_COMPETITION_IDS = graphql(`
  query GraphiqlCompetitionIds {
    competitions {
      id
    }
  }
`);

const MY_COMPETITIONS = graphql(`
  query MyCompetitions {
    me {
      id
      username
    }
    competitions {
      id
      name
      status
      currentScore
      players {
        id
        username
      }
    }
  }
`);

const SAMPLE_COMPETITION = graphql(`
  query SampleCompetition {
    sampleCompetition {
      id
      name
      currentScore
      players {
        id
        username
      }
    }
  }
`);

const COMPETITION_LIVE = graphql(`
  subscription CompetitionLive($id: ID!) {
    competitionChanged(id: $id, current: true) {
      version
      by {
        id
        username
      }
      competition {
        id
        name
        currentScore
      }
    }
  }
`);

/** An example's text: what it shows, then the operation itself. */
const example = (comment: string, document: Parameters<typeof print>[0]) =>
  `${comment
    .split("\n")
    .map((line) => `# ${line}`)
    .join("\n")}\n${print(document)}\n`;

/**
 * The tabs GraphiQL opens with (a visitor's first time here, per user): a query of the viewer's competitions (the
 * sample's when signed out), and a subscription to one of them, each ready to run.
 */
export function exampleTabs(signedIn: boolean, competitionId: string | undefined) {
  const query = signedIn
    ? example(
        "Your competitions, most recently changed first. Run it with the ▶ button or Ctrl+Enter.",
        MY_COMPETITIONS,
      )
    : example("The public sample competition. Sign in to the app to query your own.", SAMPLE_COMPETITION);
  const subscription = example(
    "Every change to one competition, live: run it, then edit the competition in the app.",
    COMPETITION_LIVE,
  );
  const watched = competitionId && { query: subscription, variables: JSON.stringify({ id: competitionId }, null, 2) };
  return watched ? [{ query }, watched] : [{ query }];
}
