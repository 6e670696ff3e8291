import { useId } from "react";
import type { Theme } from "../graphql/generated/graphql";
import { FormError } from "../components/FormError";
import { inputClass } from "../components/styles";
import { useActions } from "./useActions";
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
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        Theme
      </label>
      <select
        id={id}
        value={me.theme}
        onChange={(event) => void run("setTheme", () => setTheme(event.target.value as Theme))}
        className={`${inputClass} sm:max-w-48`}
      >
        {options.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
