import { useId } from "react";
import type { Theme } from "../graphql/generated/graphql";
import { FormError } from "../components/FormError";
import { inputClass, labelClass } from "../components/styles";
import { Select } from "../components/Select";
import { useActions } from "../components/useActions";
import { useSetTheme } from "./useSetTheme";

const options: { value: Theme; label: string }[] = [
  { value: "SYSTEM", label: "System" },
  { value: "LIGHT", label: "Light" },
  { value: "DARK", label: "Dark" },
];

/** The saved colour scheme: a choice is saved and applied at once, with no button. */
export function ThemeSelect({ me }: { me: { id: string; theme: Theme } }) {
  const id = useId();
  const setTheme = useSetTheme(me.id);
  const { error, run } = useActions<"setTheme">();
  return (
    <div className="mt-4 space-y-2">
      <FormError>{error}</FormError>
      <label htmlFor={id} className={labelClass}>
        Theme
      </label>
      <Select
        id={id}
        value={me.theme}
        onChange={(theme) => void run("setTheme", () => setTheme(theme as Theme))}
        options={options}
        className={`${inputClass} sm:max-w-48`}
      />
    </div>
  );
}
