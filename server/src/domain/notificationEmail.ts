import type { NotificationKind } from "./notifications";

/** At most one e-mail per user and subject (a competition, or the user who sent a friend request) in this long. */
export const EMAIL_EVERY_MS = 60 * 60_000;

/** What kinds are called where people choose them: settings, unsubscribe pages. */
export const KIND_NAMES: Record<NotificationKind, string> = {
  FRIEND_REQUEST: "friend requests",
  FRIEND_ACCEPTED: "accepted friend requests",
  INVITE_ACCEPTED: "accepted invites",
  COMPETITION_CREATED: "new competitions",
  COMPETITION_CHANGED: "changes to competitions",
  COMPETITION_FINISHED: "finished competitions",
};

/** What deciding whether to e-mail a notification needs, as the database says it is now. */
export interface EmailFacts {
  kind: NotificationKind;
  read: boolean;
  emailed: boolean;
  madeAt: Date;
  reader: { email: string | null; deleted: boolean; emailKinds: readonly NotificationKind[] };
  /** The reader has a WebSocket open on some instance. */
  online: boolean;
  /** The last e-mail the reader got about the notification's subject, unless it was this notification's own. */
  lastEmailAt: Date | null;
}

export type EmailDecision = { send: true } | { skip: string } | { waitUntil: Date };

/**
 * API.md: a notification of a kind the reader gets by e-mail, still unread `delayMs` after it was made while the
 * reader has no socket open, is e-mailed once, at most one e-mail per subject an hour (later ones wait their turn).
 */
export function emailDecision(facts: EmailFacts, now: Date, delayMs: number): EmailDecision {
  const { reader } = facts;
  if (facts.read) return { skip: "read" };
  if (facts.emailed) return { skip: "already e-mailed" };
  if (reader.deleted || !reader.email) return { skip: "no address" };
  if (!reader.emailKinds.includes(facts.kind)) return { skip: "kind turned off" };
  const due = new Date(facts.madeAt.getTime() + delayMs);
  if (now < due) return { waitUntil: due };
  if (facts.online) return { skip: "in the app" };
  const turn = facts.lastEmailAt && new Date(facts.lastEmailAt.getTime() + EMAIL_EVERY_MS);
  if (turn && now < turn) return { waitUntil: turn };
  return { send: true };
}

/** What an e-mail says: the notification's sentence and where it leads, its competition as the reader sees it. */
export interface EmailContent {
  kind: NotificationKind;
  text: string;
  /** The competition's name and score (the reader's first), and the opponent's name; null for friend kinds. */
  competition: { name: string; mine: number; theirs: number; opponent: string } | null;
  link: string;
  unsubscribeLink: string;
  settingsLink: string;
}

export interface Email {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The e-mail of one notification: a plain-text and an HTML part saying the same. */
export function notificationEmail(content: EmailContent): Email {
  const { competition } = content;
  const score =
    competition && `${competition.name}: you ${competition.mine}, ${competition.opponent} ${competition.theirs}`;
  const open = competition ? "Open the competition" : "Open your friends";
  const why = `You get this e-mail because ${KIND_NAMES[content.kind]} are among what you chose to hear of by e-mail.`;
  const text = [
    `${content.text}.`,
    ...(score ? [score] : []),
    `${open}: ${content.link}`,
    `${why}\nStop e-mails about ${KIND_NAMES[content.kind]}: ${content.unsubscribeLink}\nChoose what you get: ${content.settingsLink}`,
  ].join("\n\n");
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    `<p><strong>${escapeHtml(content.text)}.</strong></p>`,
    ...(score ? [`<p>${escapeHtml(score)}</p>`] : []),
    `<p>${link(content.link, open)}</p>`,
    `<p style="color:#64748b;font-size:small">${escapeHtml(why)} ` +
      `${link(content.unsubscribeLink, `Stop e-mails about ${KIND_NAMES[content.kind]}`)} · ` +
      `${link(content.settingsLink, "Choose what you get")}</p>`,
  ].join("\n");
  return { subject: content.text, text, html };
}
