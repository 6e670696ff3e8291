import { useId } from "react";
import { Panel } from "../components/Panel";
import { getFragmentData, graphql, type FragmentType } from "../graphql/generated";
import type { InfoPanel_CompetitionFragment } from "../graphql/generated/graphql";
import { CompetitionDownloads } from "./CompetitionDownloads";
import { CompetitionImage } from "./CompetitionImage";
import { formatDate } from "../dates";
import { InfoForm } from "./InfoForm";
import { PlayerScores } from "./PlayerScores";
import { RematchButton } from "./RematchButton";
import { statuses, statusSelectClass } from "./status";
import { labelClass, mutedText } from "../components/styles";
import { Select } from "../components/Select";
import { Field } from "../components/Field";
import { FormatSection } from "./FormatSection";
import { usePlayerName } from "./usePlayerName";

/** Once it is complete: who won, or that it was a draw. */
function Result({ competition }: { competition: InfoPanel_CompetitionFragment }) {
  const nameOf = usePlayerName(competition.players);
  if (competition.status !== "COMPLETE") return null;
  const winner = competition.players.find((player) => player.id === competition.winner?.id);
  return (
    <p role="status" className="text-center text-lg font-bold">
      {winner ? `${nameOf(winner)} won!` : "It's a draw!"}
    </p>
  );
}

export const InfoPanelFragment = graphql(`
  fragment InfoPanel_competition on Competition {
    id
    image
    status
    public
    description
    createdAt
    updatedAt
    currentScore
    viewerIsParticipant
    version
    winner {
      id
    }
    format {
      roundWinner
      scoring
      finish {
        kind
        count
      }
    }
    players {
      id
      username
      profilePic
    }
    ...InfoForm_competition
  }
`);

/** What everyone else sees: the status (a disabled select, as SPEC.md has it) and the description. */
function ReadOnlyInfo({ competition }: { competition: InfoPanel_CompetitionFragment }) {
  const statusId = useId();
  return (
    <div className="space-y-4">
      <Field label="Status" htmlFor={statusId}>
        <Select
          id={statusId}
          value={competition.status}
          options={statuses}
          disabled
          className={statusSelectClass(competition.status)}
        />
      </Field>
      <div className="space-y-1">
        <h3 className={labelClass}>Description</h3>
        {competition.description ? (
          <p className="break-words whitespace-pre-wrap">{competition.description}</p>
        ) : (
          <p className={mutedText}>No description.</p>
        )}
      </div>
    </div>
  );
}

/**
 * SPEC.md "Info panel": thumbnail, dates, both players' scores and, once complete, who won; the format (changed by the
 * players while ongoing), a rematch once it is over (for the players), then the info: editable for the players; last,
 * the downloads.
 */
export function InfoPanel(props: { competition: FragmentType<typeof InfoPanelFragment> }) {
  const competition = getFragmentData(InfoPanelFragment, props.competition);
  return (
    <Panel title="Info">
      {/* Sized by the panel, not the window: a tab under 1024 px is wider than a column above it. */}
      <div className="mt-3 space-y-4 @container">
        <div className="grid gap-4 @lg:grid-cols-2">
          <CompetitionImage src={competition.image} label="Thumbnail" className="aspect-video w-full rounded-lg" />
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-slate-500 dark:text-slate-400">Started</dt>
                <dd className="font-medium tabular-nums">{formatDate(competition.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-slate-500 dark:text-slate-400">Updated</dt>
                <dd className="font-medium tabular-nums">{formatDate(competition.updatedAt)}</dd>
              </div>
            </dl>
            <PlayerScores players={competition.players} score={competition.currentScore} />
            <Result competition={competition} />
          </div>
        </div>
        <FormatSection
          id={competition.id}
          version={competition.version}
          format={competition.format}
          editable={competition.viewerIsParticipant && competition.status === "ONGOING"}
        />
        {competition.viewerIsParticipant && <RematchButton id={competition.id} status={competition.status} />}
        {competition.viewerIsParticipant ? (
          <InfoForm competition={competition} />
        ) : (
          <ReadOnlyInfo competition={competition} />
        )}
        <CompetitionDownloads id={competition.id} />
      </div>
    </Panel>
  );
}
