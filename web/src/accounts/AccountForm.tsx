import type { FormEvent, ReactNode } from "react";
import { FormError } from "../components/FormError";
import { primaryButton } from "../components/styles";

/** An account screen's form: the last error above it, its fields, and one full-width submit button. */
export function AccountForm(props: {
  error: string | undefined;
  onSubmit: (event: FormEvent) => void;
  /** While any of the screen's calls runs, the button waits. */
  disabled: boolean;
  /** What the button says: what it does, or what is running. */
  submit: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormError>{props.error}</FormError>
      <form noValidate onSubmit={props.onSubmit} className="space-y-4">
        {props.children}
        <button type="submit" disabled={props.disabled} className={`${primaryButton} w-full`}>
          {props.submit}
        </button>
      </form>
    </>
  );
}
