import { useState, type ReactNode } from "react";
import { useActions } from "../components/useActions";
import { FormError } from "../components/FormError";
import { mutedText, primaryButton, secondaryButton } from "../components/styles";
import { PushProblem } from "./pushSubscription";
import { usePushSubscription } from "./usePushSubscription";

/**
 * Notifications on this device (Web Push): what they are first, then a button that asks the browser's permission,
 * so that nobody is asked before they choose to; once on, which kinds (`children`) and a way to turn them off.
 * Nothing shows where the server has no Web Push or the browser cannot.
 */
export function PushNotifications(props: { children: ReactNode }) {
  const push = usePushSubscription();
  const { running, error, run } = useActions<"on" | "off">();
  const [problem, setProblem] = useState<string>();
  const turnOn = (on: () => Promise<void>) => {
    setProblem(undefined);
    void run("on", () =>
      on().catch((failure: unknown) => {
        if (!(failure instanceof PushProblem)) throw failure;
        setProblem(failure.message);
      }),
    );
  };
  if (push.status === "off" || push.status === "checking") return null;
  if (push.status === "denied") {
    return (
      <p className={`${mutedText} mt-2`}>
        Notifications on this device are blocked in your browser's settings for this site. Allow them there to turn them
        on here.
      </p>
    );
  }
  if (!push.subscribed) {
    return (
      <div className="mt-2 space-y-3">
        <p className="text-sm">
          Get a notification on this device when your rival changes a competition, finishes one or sends you a friend
          request, even when Rivals is closed. Your browser will ask you to allow it; you can turn it off here at any
          time.
        </p>
        <FormError>{problem ?? error}</FormError>
        <button
          type="button"
          className={primaryButton}
          disabled={running !== undefined}
          onClick={() => turnOn(push.turnOn)}
        >
          {running === "on" ? "Turning on…" : "Turn on notifications on this device"}
        </button>
      </div>
    );
  }
  return (
    <div className="mt-2 space-y-3">
      <p className="text-sm">Notifications are on for this device.</p>
      <FormError>{error}</FormError>
      <button
        type="button"
        className={secondaryButton}
        disabled={running !== undefined}
        onClick={() => void run("off", push.turnOff)}
      >
        {running === "off" ? "Turning off…" : "Turn off on this device"}
      </button>
      {props.children}
    </div>
  );
}
