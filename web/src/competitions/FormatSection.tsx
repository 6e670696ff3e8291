import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState } from "react";
import { FormError } from "../components/FormError";
import { labelClass, primaryButton, secondaryButton } from "../components/styles";
import { graphql } from "../graphql/generated";
import { errorMessage } from "../errors";
import { CompetitionQuery, receiveChange } from "./competition";
import { FormatFields } from "./FormatFields";
import { describeFormat, formatInput, type Format } from "./format";

const UpdateCompetitionFormatMutation = graphql(`
  mutation UpdateCompetitionFormat($id: ID!, $format: CompetitionFormatInput!, $expectedVersion: Int) {
    updateCompetitionFormat(id: $id, format: $format, expectedVersion: $expectedVersion) {
      ...CompetitionDetails_competition
    }
  }
`);

interface FormatSectionProps {
  id: string;
  version: number;
  format: Parameters<typeof formatInput>[0];
  /** Either player may change it while the competition is ongoing. */
  editable: boolean;
}

/**
 * The Info panel's format: in a few words, and for the players of an ongoing competition a Change button that opens
 * the choices. Saving rescores every round, so the page reads the rounds again.
 */
export function FormatSection({ id, version, format, editable }: FormatSectionProps) {
  const client = useApolloClient();
  const [draft, setDraft] = useState<Format>();
  const [error, setError] = useState<string>();
  const [mutate, { loading }] = useMutation(UpdateCompetitionFormatMutation, {
    fetchPolicy: "no-cache",
    update: (_, { data }) => data && receiveChange(client, { competition: data.updateCompetitionFormat }),
  });

  async function save(chosen: Format) {
    setError(undefined);
    try {
      await mutate({ variables: { id, format: chosen, expectedVersion: version } });
      setDraft(undefined);
      await client.refetchQueries({ include: [CompetitionQuery] });
    } catch (refusal) {
      setError(errorMessage(refusal));
    }
  }

  return (
    <div className="space-y-2">
      <h3 className={labelClass}>Format</h3>
      <p data-testid="format">{describeFormat(formatInput(format))}</p>
      {editable && !draft && (
        <button type="button" className={secondaryButton} onClick={() => setDraft(formatInput(format))}>
          Change format
        </button>
      )}
      {editable && draft && (
        <div className="space-y-3">
          <FormError>{error}</FormError>
          <FormatFields value={draft} onChange={setDraft} />
          <div className="flex gap-2">
            <button type="button" className={primaryButton} disabled={loading} onClick={() => void save(draft)}>
              Save format
            </button>
            <button type="button" className={secondaryButton} onClick={() => setDraft(undefined)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
