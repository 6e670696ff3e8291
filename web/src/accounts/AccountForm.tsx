import type { FormEvent, ReactNode } from "react";
import { FormError } from "../components/FormError";
import { primaryButton } from "../components/styles";
import type { Actions } from "../components/useActions";

/**
 * An account screen's form: the last error of the screen's calls above it, its fields, and one full-width button
 * that makes the call `name` (`onSubmit`). While any of the screen's calls runs, the button waits.
 */
export function AccountForm<Name extends string>(props: {
  actions: Actions<Name>;
  name: Name;
  onSubmit: () => Promise<void>;
  /** What the button says: what it does… */
  submit: string;
  /** …and while its call runs. */
  running: string;
  children: ReactNode;
}) {
  const { actions, name } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void actions.run(name, props.onSubmit);
  };
  return (
    <>
      <FormError>{actions.error}</FormError>
      <form noValidate onSubmit={submit} className="space-y-4">
        {props.children}
        <button type="submit" disabled={actions.running !== undefined} className={`${primaryButton} w-full`}>
          {actions.running === name ? props.running : props.submit}
        </button>
      </form>
    </>
  );
}
