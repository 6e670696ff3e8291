/// <reference lib="webworker" />

/**
 * Web Push in the service worker (decision 045): a push from the server shows its notification, and a click on one
 * opens its page (the competition, or the Friends page) in a window of the app, or focuses the window that has it.
 */

/** What the server pushes (server/src/domain/push.ts PushMessage). */
interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function messageOf(event: PushEvent): PushMessage {
  try {
    return event.data?.json() as PushMessage;
  } catch {
    // Not the server's: a push must show something, and this is the honest something.
    return { title: "Rivals", body: "Something happened in Rivals", url: "/", tag: "rivals" };
  }
}

export function handlePushes(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener("push", (event) => {
    const message = messageOf(event);
    // The tag makes a push sent again (a retried job) replace its notification rather than show twice.
    event.waitUntil(
      worker.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        // The app's icon (web/scripts/appIcons.ts), the size Android and desktops show beside the text.
        icon: "/icons/icon-192.png",
        data: { url: message.url },
      }),
    );
  });

  worker.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const { url } = event.notification.data as { url?: string };
    event.waitUntil(openPage(worker, new URL(url ?? "/", worker.location.origin).href));
  });
}

/** Focuses the app's window that shows `url`, else takes the app's first window there, else opens one. */
async function openPage(worker: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const showing = windows.find((client) => client.url === url);
  if (showing) {
    await showing.focus();
    return;
  }
  const other = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (other) {
    const moved = await other.navigate(url).catch(() => null);
    if (moved) {
      await moved.focus();
      return;
    }
  }
  await worker.clients.openWindow(url);
}
