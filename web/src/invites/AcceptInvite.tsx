import { useEffect, useEffectEvent } from "react";
import { useNavigate } from "react-router";
import { FormError } from "../components/FormError";
import { primaryButton } from "../components/styles";
import { takeAccepting } from "./intent";
import { useAcceptInvite } from "./useAcceptInvite";

/**
 * One Accept for a signed-in visitor; none when they came back from signing up or in to accept this invite, which
 * is then accepted at once. Accepted, they land on the competition it started, or on their friends.
 */
export function AcceptInvite({ token }: { token: string }) {
  const { accept, accepting, refusal } = useAcceptInvite();
  const navigate = useNavigate();

  async function run() {
    const accepted = await accept(token);
    if (!accepted) return;
    const notice = `You and ${accepted.friend.username} are now friends.`;
    const to = accepted.competition ? `/competitions/${accepted.competition.id}/` : "/friends";
    void navigate(to, { replace: true, state: { notice } });
  }
  const acceptOnReturn = useEffectEvent(() => {
    if (takeAccepting(token)) void run();
  });
  useEffect(() => acceptOnReturn(), [token]);

  return (
    <div className="space-y-3">
      <FormError>{refusal}</FormError>
      <button type="button" onClick={() => void run()} disabled={accepting} className={`${primaryButton} w-full`}>
        {accepting ? "Accepting..." : "Accept"}
      </button>
    </div>
  );
}
