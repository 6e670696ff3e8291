import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import type { InfoPanel_CompetitionFragment } from "../graphql/generated/graphql";
import { refreshCompetition } from "./competition";
import { errorMessage, hasCode } from "../errors";
import { useUpdateCompetitionInfo, type CompetitionInfo } from "./useInfoMutations";

const fields = ["name", "image", "description", "status", "public"] as const;

export const infoOf = (c: Pick<InfoPanel_CompetitionFragment, (typeof fields)[number]>): CompetitionInfo => ({
  name: c.name,
  image: c.image ?? "",
  description: c.description,
  status: c.status,
  public: c.public,
});

const sameInfo = (a: CompetitionInfo, b: CompetitionInfo) => fields.every((field) => a[field] === b[field]);

interface Draft {
  values: CompetitionInfo;
  /** The info the user last saw from the server, and its version: what a save may replace. */
  base: CompetitionInfo;
  version: number;
  /** The other player changed the info since `base`: the user is shown both before saving over it. */
  conflict: boolean;
}

/** Retries when the version moved on for reasons other than the info (a sub-round, a rule), which is not a conflict. */
const MAX_ATTEMPTS = 3;

/**
 * The info form's state. Unsaved input is a draft that live updates never touch; a save only applies on top of
 * the version the draft started from. When the server answers CONFLICT and the other player did change the
 * info, the draft is kept and both values are shown; otherwise (only rounds or rules moved) it saves again.
 */
export function useInfoDraft(competition: InfoPanel_CompetitionFragment) {
  const client = useApolloClient();
  const update = useUpdateCompetitionInfo();
  const current = infoOf(competition);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const fresh = (): Draft => ({ values: current, base: current, version: competition.version, conflict: false });

  const change = (patch: Partial<CompetitionInfo>) =>
    setDraft((previous) => {
      const from = previous ?? fresh();
      return { ...from, values: { ...from.values, ...patch } };
    });

  async function save() {
    let edit = draft ?? fresh();
    setSaving(true);
    setError(undefined);
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        try {
          await update(competition.id, edit.values, edit.version);
          setDraft(null);
          return;
        } catch (failure) {
          if (!hasCode(failure, "CONFLICT") || attempt === MAX_ATTEMPTS) throw failure;
        }
        const latest = await refreshCompetition(client, competition.id);
        if (!latest) return;
        const theirs = infoOf(latest);
        const changed = !sameInfo(theirs, edit.base);
        edit = { ...edit, base: theirs, version: latest.version, conflict: edit.conflict || changed };
        if (changed) {
          setDraft(edit);
          return;
        }
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  const discard = () => {
    setDraft(null);
    setError(undefined);
  };

  return {
    values: draft?.values ?? current,
    /** The server's current values, shown beside the user's while there is a conflict. */
    theirs: draft?.conflict ? current : undefined,
    change,
    save,
    discard,
    saving,
    error,
  };
}
