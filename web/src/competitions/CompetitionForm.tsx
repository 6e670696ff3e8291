import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Loading } from "../components/Loading";
import { CompetitionImage } from "./CompetitionImage";
import { FormError } from "../components/FormError";
import { Field, TextField } from "../components/Field";
import { inputClass, mutedText, primaryButton } from "../components/styles";
import { Select } from "../components/Select";
import { InviteLink } from "../invites/InviteLink";
import { useCreateCompetition } from "./useCreateCompetition";
import { useFriends } from "./useFriends";
import { FormatFields } from "./FormatFields";
import { USUAL_FORMAT } from "./format";

interface CompetitionFormProps {
  /**
   * Whether the page the form is on stays in the history: the list it sits beside does; the standalone
   * creation page is replaced by the new competition, so Back does not return to an emptied form.
   */
  keepHistory: boolean;
}

/** The house rules typed one per line, blank lines left out. */
const rulesOf = (text: string) => text.split("\n").filter((line) => line.trim() !== "");

/**
 * SPEC.md "Competition creation": a live thumbnail preview, name, thumbnail URL, house rules, the format (today's
 * rule unless changed), opponent and Create;
 * or "Invite by link" to play it against someone who is not a friend yet (the only way without friends).
 */
export function CompetitionForm({ keepHistory }: CompetitionFormProps) {
  const { loaded, opponents } = useFriends();
  const { create, creating } = useCreateCompetition();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [image, setImage] = useState("");
  const [rules, setRules] = useState("");
  const [opponentId, setOpponentId] = useState("");
  const [format, setFormat] = useState(USUAL_FORMAT);
  const [error, setError] = useState<string>();
  const ids = { rules: useId(), opponent: useId() };

  if (!loaded) return <Loading />;
  const setup = { name, image: image.trim() || null, rules: rulesOf(rules), format };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const created = await create({ ...setup, opponentId });
    if (created.error !== undefined) setError(created.error);
    else void navigate(`/competitions/${created.id}/`, { replace: !keepHistory });
  }

  return (
    <div className="space-y-4">
      {opponents.length === 0 && (
        <div className="space-y-3 text-center">
          <h2 className="text-xl font-bold">Please add some friends first!</h2>
          <Link to="/friends" className="font-semibold text-indigo-600 hover:underline dark:text-indigo-400">
            Go to Friends
          </Link>
          <p className={mutedText}>Or invite someone by link to play it: the link makes you friends too.</p>
        </div>
      )}
      {/* The server checks the URL and says what is wrong with it, in the same place as its other messages. */}
      <form onSubmit={submit} noValidate className="space-y-4">
        <CompetitionImage src={image} label="Thumbnail preview" className="aspect-video w-full rounded-lg" />
        <FormError>{error}</FormError>
        <TextField label="Name" value={name} onChange={setName} autoComplete="off" />
        <TextField label="Thumbnail URL" type="url" value={image} onChange={setImage} placeholder="https://…" />
        <Field label="House rules (one per line)" htmlFor={ids.rules}>
          <textarea
            id={ids.rules}
            value={rules}
            onChange={(event) => setRules(event.target.value)}
            rows={3}
            className={inputClass}
          />
        </Field>
        <FormatFields value={format} onChange={setFormat} />
        {opponents.length > 0 && (
          <>
            <Field label="Opponent" htmlFor={ids.opponent}>
              <Select
                id={ids.opponent}
                value={opponentId}
                onChange={setOpponentId}
                none="Select your Opponent"
                options={opponents.map(({ user }) => ({ value: user.id, label: user.username }))}
              />
            </Field>
            <button type="submit" disabled={creating} className={`${primaryButton} w-full`}>
              Create
            </button>
          </>
        )}
      </form>
      <InviteLink competition={setup} />
    </div>
  );
}
