import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Loading } from "../components/Loading";
import { CompetitionImage } from "./CompetitionImage";
import { FormError } from "../components/FormError";
import { Field, TextField } from "../components/Field";
import { primaryButton } from "../components/styles";
import { Select } from "../components/Select";
import { useCreateCompetition } from "./useCreateCompetition";
import { useFriends } from "./useFriends";

interface CompetitionFormProps {
  /**
   * Whether the page the form is on stays in the history: the list it sits beside does; the standalone
   * creation page is replaced by the new competition, so Back does not return to an emptied form.
   */
  keepHistory: boolean;
}

/** SPEC.md "Competition creation": a live thumbnail preview, name, thumbnail URL, opponent and Create. */
export function CompetitionForm({ keepHistory }: CompetitionFormProps) {
  const { loaded, opponents } = useFriends();
  const { create, creating } = useCreateCompetition();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [image, setImage] = useState("");
  const [opponentId, setOpponentId] = useState("");
  const [error, setError] = useState<string>();
  const opponentSelect = useId();

  if (!loaded) return <Loading />;
  if (opponents.length === 0) {
    return (
      <div className="space-y-3 text-center">
        <h2 className="text-xl font-bold">Please add some friends first!</h2>
        <Link to="/friends" className="font-semibold text-indigo-600 hover:underline dark:text-indigo-400">
          Go to Friends
        </Link>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const created = await create({ name, image, opponentId });
    if (created.error !== undefined) setError(created.error);
    else void navigate(`/competitions/${created.id}/`, { replace: !keepHistory });
  }

  return (
    // The server checks the URL and says what is wrong with it, in the same place as its other messages.
    <form onSubmit={submit} noValidate className="space-y-4">
      <CompetitionImage src={image} label="Thumbnail preview" className="aspect-video w-full rounded-lg" />
      <FormError>{error}</FormError>
      <TextField label="Name" value={name} onChange={setName} autoComplete="off" />
      <TextField label="Thumbnail URL" type="url" value={image} onChange={setImage} placeholder="https://…" />
      <Field label="Opponent" htmlFor={opponentSelect}>
        <Select
          id={opponentSelect}
          value={opponentId}
          onChange={setOpponentId}
          none="Select your Opponent"
          options={opponents.map(({ user }) => ({ value: user.id, label: user.username }))}
        />
      </Field>
      <button type="submit" disabled={creating} className={`${primaryButton} w-full`}>
        Create
      </button>
    </form>
  );
}
