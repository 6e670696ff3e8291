import type { SelectHTMLAttributes } from "react";
import { inputClass } from "./styles";

/** One option of a `Select`: what it sends and what it shows. */
export interface Choice {
  value: string;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value"> {
  value: string;
  options: readonly Choice[];
  /** Shown first, with the value "": nothing chosen yet, or every one. */
  none?: string;
  onChange?: (value: string) => void;
}

/** A choice among `options`; the value is a string, as the `<select>` sends it. */
export function Select({ value, options, none, onChange, className = inputClass, ...select }: SelectProps) {
  return (
    <select
      value={value}
      onChange={onChange && ((event) => onChange(event.target.value))}
      className={className}
      {...select}
    >
      {none !== undefined && <option value="">{none}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
