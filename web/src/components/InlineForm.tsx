import { useId, useState, type FormEvent, type InputHTMLAttributes } from "react";
import { FormError } from "./FormError";
import { inputClass, labelClass, primaryButton } from "./styles";

interface InlineFormProps {
  label: string;
  /** Read by screen readers only; the placeholder says it on screen. */
  labelHidden?: boolean;
  /** The last refusal: above the input, which points to it. */
  error: string | undefined;
  placeholder: string;
  submit: string;
  disabled?: boolean;
  /** Sends the text; resolves true when it went. The input clears as it is sent and gets the text back if refused. */
  onSubmit: (text: string) => Promise<boolean>;
  className?: string;
  /** More of the input's attributes. */
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "placeholder">;
}

/** One text input and its button in a row (Enter submits too), under its label and the last refusal. */
export function InlineForm(props: InlineFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState("");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = text;
    setText("");
    if (!(await props.onSubmit(sent))) setText((current) => current || sent);
  }

  return (
    <form onSubmit={submit} className={`space-y-2 ${props.className ?? ""}`}>
      <label htmlFor={inputId} className={props.labelHidden ? "sr-only" : labelClass}>
        {props.label}
      </label>
      <FormError id={errorId}>{props.error}</FormError>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={props.placeholder}
          autoComplete="off"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          className={inputClass}
          {...props.input}
        />
        <button type="submit" disabled={props.disabled} className={`${primaryButton} shrink-0`}>
          {props.submit}
        </button>
      </div>
    </form>
  );
}
