import type { WebSocket, WebSocketServer } from "ws";

/** How often every WebSocket is pinged; a peer that has not answered by the next ping is dropped. */
export const WEBSOCKET_PING_INTERVAL_MS = 30_000;

/**
 * Pings every socket of `wsServer` each interval and terminates those that did not answer the previous ping: a
 * vanished phone or a cut network never closes its socket, which would otherwise keep its subscriptions (and
 * presence) forever. Returns a function that stops it.
 */
export function dropDeadWebSockets(wsServer: WebSocketServer, intervalMs = WEBSOCKET_PING_INTERVAL_MS): () => void {
  const answered = new WeakSet<WebSocket>();
  const onConnection = (socket: WebSocket) => {
    answered.add(socket);
    socket.on("pong", () => answered.add(socket));
  };
  wsServer.on("connection", onConnection);
  const timer = setInterval(() => {
    for (const socket of wsServer.clients) {
      if (!answered.delete(socket)) socket.terminate();
      else socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    wsServer.off("connection", onConnection);
  };
}
