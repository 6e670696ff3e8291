import { useState, type FormEvent } from "react";
import { FormError } from "../components/FormError";
import { PageTitle } from "../components/PageTitle";
import { card, mutedText, primaryButton } from "../components/styles";
import { Field } from "./Field";
import { useActions } from "./useActions";
import { useChooseUsername } from "./useChooseUsername";

/**
 * The first sign-in's question, asked before any page: the username, pre-filled with the generated one, which
 * the user may keep. The profile's rules and messages apply.
 */
export function ChooseUsername({ me }: { me: { username: string } }) {
  const chooseUsername = useChooseUsername();
  const { running, error, run } = useActions<"choose">();
  const [username, setUsername] = useState(me.username);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run("choose", () => chooseUsername(username));
  };

  return (
    <div className="mx-auto w-full max-w-sm space-y-6">
      <PageTitle title="Choose your name">Choose your username</PageTitle>
      <div className={`${card} space-y-4`}>
        <p className={mutedText}>
          Friends find you by it. Keep the one made up for you or pick your own; you can change it later on your
          profile.
        </p>
        <FormError>{error}</FormError>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field label="Username" autoComplete="username" value={username} onChange={setUsername} />
          <button type="submit" disabled={running !== undefined} className={`${primaryButton} w-full`}>
            {running === "choose" ? "Saving..." : "Continue"}
          </button>
        </form>
      </div>
    </div>
  );
}
