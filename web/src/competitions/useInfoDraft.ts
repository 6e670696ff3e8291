import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import { getFragmentData, graphql } from "../graphql/generated";
import type { InfoForm_CompetitionFragment } from "../graphql/generated/graphql";
import { refreshCompetition } from "./competition";
import { errorMessage, hasCode } from "../errors";
import { useUpdateCompetitionInfo, type CompetitionInfo } from "./useInfoMutations";

/** What the info form edits, and the version its save expects. */
export const InfoFormFragment = graphql(`
  fragment InfoForm_competition on Competition {
    id
    version
    name
    image
    description
    status
    public
  }
`);

export type InfoField = keyof CompetitionInfo;
const fields = ["name", "image", "description", "status", "public"] as const satisfies readonly InfoField[];

const infoOf = (c: InfoForm_CompetitionFragment): CompetitionInfo => ({
  name: c.name,
  image: c.image ?? "",
  description: c.description,
  status: c.status,
  public: c.public,
});

/** One field the user changed: what they typed, and the server's value they typed it over. */
type FieldEdit = { [F in InfoField]: { mine: CompetitionInfo[F]; seen: CompetitionInfo[F] } };
type Draft = Partial<FieldEdit>;

/** The fields of `draft` the other player saved another value in since the user started editing them. */
const conflictsOf = (draft: Draft, server: CompetitionInfo): InfoField[] =>
  fields.filter((field) => {
    const edit = draft[field];
    return edit !== undefined && server[field] !== edit.seen && server[field] !== edit.mine;
  });

/** How the last Save Info ended, until the user changes a field again: saved, or nothing to save. */
export type SaveOutcome = "saved" | "unchanged";

/** Retries when the version moved on for reasons other than the fields saved (a sub-round, another field). */
const MAX_ATTEMPTS = 3;

/** Each changed field's value as the user typed it. */
const mineOf = (draft: Draft) =>
  Object.fromEntries(Object.entries(draft).map(([field, edit]) => [field, edit.mine])) as Partial<CompetitionInfo>;

/**
 * The info form's state, field by field. The form shows the server's values with the user's unsaved changes on
 * top: a change by the other player to a field the user did not touch shows at once, and a save sends only the
 * fields the user changed, so it never puts back an old value. When both changed the same field, the form shows
 * both values and a save stops to point them out; saving again keeps the user's, or they take the other's.
 */
export function useInfoDraft(competition: InfoForm_CompetitionFragment) {
  const client = useApolloClient();
  const update = useUpdateCompetitionInfo();
  const current = infoOf(competition);
  const [draft, setDraft] = useState<Draft>({});
  /** The other player's values a stopped save pointed out: saving over exactly these is the user's choice. */
  const [pointedOut, setPointedOut] = useState<Partial<CompetitionInfo>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<SaveOutcome>();
  const conflicts = conflictsOf(draft, current);
  const theirs = (server: CompetitionInfo, draft: Draft) =>
    Object.fromEntries(conflictsOf(draft, server).map((field) => [field, server[field]])) as Partial<CompetitionInfo>;

  const change = (patch: Partial<CompetitionInfo>) => {
    setOutcome(undefined);
    setDraft((previous) => {
      const next: Record<string, unknown> = { ...previous };
      for (const field of Object.keys(patch) as InfoField[]) {
        next[field] = { mine: patch[field], seen: previous[field]?.seen ?? current[field] };
      }
      return next;
    });
  };

  /** Drops the user's change to these fields: the form shows the server's values again. */
  const takeTheirs = (taken: readonly InfoField[]) => {
    setDraft((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([field]) => !taken.includes(field as InfoField))),
    );
    setError(undefined);
  };

  async function save() {
    if (conflicts.some((field) => pointedOut[field] !== current[field])) {
      setPointedOut(theirs(current, draft));
      return;
    }
    // Having seen both values, the user keeps theirs: the values they saw are what the save may replace.
    let edit: Draft = { ...draft };
    for (const field of conflicts) edit = { ...edit, [field]: { ...edit[field]!, seen: current[field] } };
    let server = current;
    let version = competition.version;
    setSaving(true);
    setError(undefined);
    setOutcome(undefined);
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const changed = Object.entries(mineOf(edit)).filter(([field, mine]) => server[field as InfoField] !== mine);
        try {
          if (changed.length > 0) await update(competition.id, Object.fromEntries(changed), version);
          setDraft({});
          setPointedOut({});
          setOutcome(changed.length > 0 ? "saved" : "unchanged");
          return;
        } catch (failure) {
          if (!hasCode(failure, "CONFLICT") || attempt === MAX_ATTEMPTS) throw failure;
        }
        const latest = getFragmentData(InfoFormFragment, await refreshCompetition(client, competition.id));
        if (!latest) return;
        [server, version] = [infoOf(latest), latest.version];
        if (conflictsOf(edit, server).length > 0) {
          setDraft(edit);
          setPointedOut(theirs(server, edit));
          return;
        }
      }
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return {
    /** The server's values with the user's changes on top. */
    values: { ...current, ...mineOf(draft) },
    /** The other player's saved value of each field both changed. */
    theirs: theirs(current, draft),
    /** The fields both changed whose values a save pointed out. */
    pointedOut: conflicts.filter((field) => pointedOut[field] === current[field]),
    change,
    takeTheirs,
    save,
    saving,
    /** The last save's refusal or failure, worded by the server. */
    error,
    outcome,
  };
}
