import { useSubscription } from "@apollo/client/react";
import { Link } from "react-router";
import { mutedText, textLink } from "../components/styles";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import { CompetitionQuery } from "./competition";
import { canRematch, statusLabel } from "./status";

/** Where a competition sits in its series: what it is a rematch of, and its rematches (as the viewer may see them). */
export const SeriesLinksFragment = graphql(`
  fragment SeriesLinks_competition on Competition {
    id
    status
    viewerIsParticipant
    rematchOf {
      id
      name
    }
    rematches {
      id
      name
      status
      currentScore
    }
  }
`);

/** A competition made for the viewer (version 1: just created), by whoever: maybe a rematch of this one. */
const CompetitionCreatedSubscription = graphql(`
  subscription SeriesCompetitionCreated {
    myCompetitionsChanged {
      version
      competition {
        id
      }
    }
  }
`);

/**
 * While its players look at a competition that is over, the other player may rematch it: a competition made for
 * them reads the page again, so that its rematches show the new one.
 */
function FollowRematches() {
  useSubscription(CompetitionCreatedSubscription, {
    fetchPolicy: "no-cache",
    onData: ({ client, data }) => {
      if (data.data?.myCompetitionsChanged.version === 1) void client.refetchQueries({ include: [CompetitionQuery] });
    },
    // Dropped connections are retried by the WebSocket client.
    onError: () => {},
  });
  return null;
}

/** Under a competition's name: "Rematch of …" and its rematches, each a link. */
export function SeriesLinks(props: { competition: FragmentType<typeof SeriesLinksFragment> }) {
  const { status, viewerIsParticipant, rematchOf, rematches } = getFragmentData(SeriesLinksFragment, props.competition);
  return (
    <>
      {viewerIsParticipant && canRematch(status) && <FollowRematches />}
      {(rematchOf || rematches.length > 0) && (
        <div className={`${mutedText} flex flex-wrap gap-x-6 gap-y-1`}>
          {rematchOf && (
            <p>
              Rematch of{" "}
              <Link to={`/competitions/${rematchOf.id}/`} className={textLink}>
                {rematchOf.name}
              </Link>
            </p>
          )}
          {rematches.length > 0 && (
            <nav aria-label="Rematches" className="flex flex-wrap items-baseline gap-x-2">
              <span>Rematches:</span>
              <ul className="flex flex-wrap gap-x-3">
                {rematches.map((rematch) => (
                  <li key={rematch.id}>
                    <Link to={`/competitions/${rematch.id}/`} className={textLink}>
                      {rematch.name}
                    </Link>{" "}
                    ({statusLabel(rematch.status).toLowerCase()}, {rematch.currentScore.join("-")})
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      )}
    </>
  );
}
