import { useId, type InputHTMLAttributes } from "react";
import { inputClass } from "../components/styles";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input; the label names it for screen readers and tests. */
export function Field({ label, value, onChange, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
        {...input}
      />
    </div>
  );
}
