import type { Db } from "../../db/client";
import { emailDecision, notificationEmail, type EmailContent } from "../../domain/notificationEmail";
import { notificationPath } from "../../domain/notifications";
import type { JobHandler } from "../../jobRunner";
import type { Mailer } from "../auth";
import { giveBackEmailTurn, loadEmailState, markEmailed, takeEmailTurn, type EmailState } from "./emailStore";
import { viewOf } from "./store";
import type { UnsubscribeTokens } from "./unsubscribe";

/** Where another instance's e-mail about the same subject made this one wait: it looks again then. */
const TURN_TAKEN_RETRY_MS = 60_000;

export interface EmailDependencies {
  db: Db;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  delaySeconds: number;
  /** The address users reach the app at, for the links. */
  publicUrl: () => string;
}

/**
 * The job that e-mails one notification (made with it: writeStore.ts): it waits until the notification is
 * NOTIFICATION_EMAIL_DELAY_SECONDS old, then sends it if it is still unread, its kind is still on, its reader has
 * no socket open and no other e-mail about its subject went out within the hour (otherwise it waits its turn). The
 * turn is taken before sending, so two instances never both send; a send that fails gives the turn back and fails
 * the job, which is retried with backoff.
 */
export function notificationEmailJob(deps: EmailDependencies): JobHandler {
  return async (payload) => {
    const state = await loadEmailState(deps.db, String(payload.notificationId));
    if (!state) return { done: true };
    const decision = emailDecision(state.facts, state.now, deps.delaySeconds * 1000);
    if ("skip" in decision) return { done: true };
    if ("waitUntil" in decision) return { postponeUntil: decision.waitUntil };
    if (!(await takeEmailTurn(deps.db, state.slot))) {
      return { postponeUntil: new Date(state.now.getTime() + TURN_TAKEN_RETRY_MS) };
    }
    try {
      await send(deps, state);
    } catch (error) {
      await giveBackEmailTurn(deps.db, state.slot);
      throw error;
    }
    await markEmailed(deps.db, state.slot.notificationId);
    return { done: true };
  };
}

async function send(deps: EmailDependencies, { notification, slot, facts }: EmailState): Promise<void> {
  const view = viewOf(notification, slot.userId);
  const base = deps.publicUrl();
  const token = deps.tokens.sign({ userId: slot.userId, kind: facts.kind });
  const unsubscribeLink = `${base}/notifications/unsubscribe?token=${token}`;
  const content: EmailContent = {
    kind: facts.kind,
    text: view.text,
    competition: view.competition && scoreOf(view.competition, slot.userId, view.actor?.username ?? "your rival"),
    link: base + notificationPath(facts.kind, view.competition?.id ?? null),
    unsubscribeLink,
    settingsLink: `${base}/profile`,
  };
  const email = notificationEmail(content);
  await deps.mailer.deliver({
    to: facts.reader.email!,
    ...email,
    // RFC 8058: mail clients offer one-click unsubscribe, a POST of the link.
    headers: { "List-Unsubscribe": `<${unsubscribeLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}

function scoreOf(
  competition: { name: string; playerOneId: string; scoreOne: number; scoreTwo: number },
  readerId: string,
  opponent: string,
) {
  const first = competition.playerOneId === readerId;
  return {
    name: competition.name,
    mine: first ? competition.scoreOne : competition.scoreTwo,
    theirs: first ? competition.scoreTwo : competition.scoreOne,
    opponent,
  };
}
