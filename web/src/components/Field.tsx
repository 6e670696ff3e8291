import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { inputClass, labelClass } from "./styles";

/** A labelled control: the label names the control `htmlFor` for screen readers and tests. */
export function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the input (a hint, the other player's value). */
  children?: ReactNode;
}

/** A labelled text input. */
export function TextField({ label, value, onChange, children, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
        {...input}
      />
      {children}
    </Field>
  );
}
