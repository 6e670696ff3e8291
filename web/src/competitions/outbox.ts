import { createStore, get, update } from "idb-keyval";
import { OFFLINE_MESSAGE, errorMessage, isNetworkTrouble } from "../errors";
import { externalValue, useExternalValue } from "../externalValue";

/** The edits that wait in the outbox when the connection is down (the ones that matter most offline). */
export type EditKind = "addSubRound" | "deleteSubRound" | "setRoundValid" | "addRule" | "removeRule";

/** One edit as the user made it: what to send again, and what to show in its place meanwhile. */
export interface QueuedEdit {
  /** Its clientMutationId: the server applies it once, however often it is sent. */
  id: string;
  kind: EditKind;
  competitionId: string;
  /** The mutation's variables but the clientMutationId. */
  variables: Record<string, unknown>;
  /** The server's reason when it refused the edit; it stays, shown, until the user dismisses it. */
  refusal?: string;
}

/** Sends an edit with its clientMutationId and applies the answer; throws as the mutation does. */
export type SendEdit = (edit: QueuedEdit) => Promise<unknown>;

export interface OutboxState {
  edits: readonly QueuedEdit[];
  /** True while edits wait for the connection to come back. */
  offline: boolean;
}

/** The first retry after network trouble, doubling up to the last. */
const RETRY_MS = [1000, 2000, 4000, 8000, 15000, 30000];

const store = createStore("rivals-outbox", "edits");

let userId: string | undefined;
let sendEdit: SendEdit | undefined;
const outbox = externalValue<OutboxState>({ edits: [], offline: false });
let flushing = false;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
function setState(next: Partial<OutboxState>) {
  outbox.set({ ...outbox.get(), ...next });
}

const key = (user: string) => `edits:${user}`;

/** Rewrites the signed-in user's stored edits (one IndexedDB transaction), then shows them. */
async function save(change: (edits: QueuedEdit[]) => QueuedEdit[]): Promise<void> {
  const user = userId;
  if (!user) return;
  let saved: QueuedEdit[] = [];
  await update<QueuedEdit[]>(key(user), (edits = []) => (saved = change(edits)), store);
  if (user === userId) setState({ edits: saved });
}

const waiting = () => outbox.get().edits.some((edit) => !edit.refusal);

/**
 * The signed-in user's outbox: the edits a closed page left are shown and sent. Every user has their own, so an
 * edit is only ever sent in the session of the user who made it.
 */
export async function openOutbox(user: string, send: SendEdit): Promise<void> {
  if (userId === user) return;
  userId = user;
  sendEdit = send;
  const edits = (await get<QueuedEdit[]>(key(user), store)) ?? [];
  if (userId !== user) return;
  setState({ edits });
  void flush();
}

/** Signed out: the outbox stays stored for its user's next sign-in, and is no longer shown or sent. */
export function closeOutbox(): void {
  userId = undefined;
  clearTimeout(retryTimer);
  setState({ edits: [], offline: false });
}

/**
 * Sends an edit now, or queues it behind those waiting (or when the browser knows it is offline): resolves to the
 * server's refusal, or undefined when it went through or waits in the outbox. `direct` sends it at once, with its
 * optimistic answer, beside any other edit on its way (each is applied on its own, under the competition's lock);
 * network trouble on the way queues it, under the same clientMutationId, and every later edit behind it.
 */
export function submitEdit(
  edit: Omit<QueuedEdit, "id">,
  direct: (clientMutationId: string) => Promise<unknown>,
): Promise<string | undefined> {
  const queued: QueuedEdit = { ...edit, id: crypto.randomUUID() };
  const attempt = async () => {
    if (userId && !navigator.onLine) return queue(queued, true);
    if (userId && waiting()) return queue(queued, false);
    try {
      await direct(queued.id);
    } catch (error) {
      if (!userId || !isNetworkTrouble(error)) return errorMessage(error);
      return queue(queued, true);
    }
  };
  // Only storing can fail here (no IndexedDB): the edit could not be kept, so it reads as not sent.
  return attempt().catch(() => OFFLINE_MESSAGE);
}

/** Stores an edit behind the waiting ones; after network trouble they are tried again later, otherwise now. */
async function queue(edit: QueuedEdit, troubled: boolean): Promise<undefined> {
  await save((edits) => [...edits, edit]);
  if (troubled) scheduleRetry();
  else void flush();
  return undefined;
}

/** Sends the waiting edits in order; stops at network trouble (and tries again later), goes on past a refusal. */
async function flush(): Promise<void> {
  if (flushing || !sendEdit) return;
  flushing = true;
  try {
    for (let edit = nextWaiting(); edit; edit = nextWaiting()) {
      const sent = edit;
      const refusal = await sendEdit(sent).then(
        () => undefined,
        (error: unknown) => (isNetworkTrouble(error) ? null : errorMessage(error)),
      );
      if (refusal === null) return scheduleRetry();
      if (refusal === undefined) {
        // Gone from the screen with its answer, not after the write: it would show twice meanwhile.
        setState({ edits: outbox.get().edits.filter((e) => e.id !== sent.id) });
        await save((edits) => edits.filter((e) => e.id !== sent.id));
      } else await save((edits) => edits.map((e) => (e.id === sent.id ? { ...e, refusal } : e)));
    }
    retries = 0;
    setState({ offline: false });
  } catch {
    scheduleRetry(); // storing failed; the edits are still on screen and in the store as they were
  } finally {
    flushing = false;
  }
}

const nextWaiting = () => (userId ? outbox.get().edits.find((edit) => !edit.refusal) : undefined);

function scheduleRetry() {
  setState({ offline: true });
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flush(), RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)]);
}

/** Forgets a refused edit once the user has read why. */
export function dismissEdit(id: string): Promise<void> {
  return save((edits) => edits.filter((edit) => edit.id !== id));
}

/** The connection is back: send what waits now, without waiting for the next retry. */
export function retryNow(): void {
  retries = 0;
  void flush();
}

if (typeof window !== "undefined") window.addEventListener("online", retryNow);

export const useOutbox = (): OutboxState => useExternalValue(outbox);

/** The edits of one competition that wait or were refused, in the order they were made. */
export function useQueuedEdits(competitionId: string): QueuedEdit[] {
  return useOutbox().edits.filter((edit) => edit.competitionId === competitionId);
}
