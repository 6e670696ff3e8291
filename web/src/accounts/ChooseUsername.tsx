import { useState } from "react";
import { PageTitle } from "../components/PageTitle";
import { card, mutedText } from "../components/styles";
import { AccountForm } from "./AccountForm";
import { TextField } from "../components/Field";
import { useActions } from "../components/useActions";
import { useChooseUsername } from "./useChooseUsername";

/**
 * The first sign-in's question, asked before any page: the username, pre-filled with the generated one, which
 * the user may keep. The profile's rules and messages apply.
 */
export function ChooseUsername({ me }: { me: { username: string } }) {
  const chooseUsername = useChooseUsername();
  const actions = useActions<"choose">();
  const [username, setUsername] = useState(me.username);

  return (
    <div className="mx-auto w-full max-w-sm space-y-6">
      <PageTitle title="Choose your name">Choose your username</PageTitle>
      <div className={`${card} space-y-4`}>
        <p className={mutedText}>
          Friends find you by it. Keep the one made up for you or pick your own; you can change it later on your
          profile.
        </p>
        <AccountForm
          actions={actions}
          name="choose"
          onSubmit={() => chooseUsername(username)}
          submit="Continue"
          running="Saving..."
        >
          <TextField label="Username" autoComplete="username" value={username} onChange={setUsername} />
        </AccountForm>
      </div>
    </div>
  );
}
