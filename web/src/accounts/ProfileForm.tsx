import { useState, type FormEvent } from "react";
import { TextField } from "../components/Field";
import { FormError, FormSuccess } from "../components/FormError";
import { primaryButton } from "../components/styles";
import { useActions } from "../components/useActions";
import { useUpdateProfile } from "./useUpdateProfile";

interface ProfileFormProps {
  me: { username: string; profilePic?: string | null };
}

/** Username and picture URL, saved together with "Update Profile"; the server's refusals show above. */
export function ProfileForm({ me }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const { running, error, run } = useActions<"update">();
  const [username, setUsername] = useState(me.username);
  const [profilePic, setProfilePic] = useState(me.profilePic ?? "");
  const [saved, setSaved] = useState(false);

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setSaved(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void run("update", async () => {
      const updated = await updateProfile(username, profilePic);
      setUsername(updated.username);
      setProfilePic(updated.profilePic ?? "");
      setSaved(true);
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <FormError>{error}</FormError>
      <TextField label="Username" autoComplete="username" value={username} onChange={edit(setUsername)} />
      <TextField
        label="Profile picture URL"
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={profilePic}
        onChange={edit(setProfilePic)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={running !== undefined} className={primaryButton}>
          {running === "update" ? "Updating..." : "Update Profile"}
        </button>
        {saved && <FormSuccess>Profile updated</FormSuccess>}
      </div>
    </form>
  );
}
