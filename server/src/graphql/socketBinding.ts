import type { IncomingMessage } from "node:http";
import { CloseCode, handleProtocols, makeServer, type ConnectionInitMessage, type ServerOptions } from "graphql-ws";
import type { WebSocket, WebSocketServer } from "ws";
import type { Logger } from "../logger";

/** What graphql-ws' context keeps of each socket: the socket itself, and whatever the hooks add. */
export interface SocketExtra {
  socket: WebSocket;
  /** The upgrade request, until onConnect has read it. */
  request?: IncomingMessage;
}

/** As graphql-ws' default: a socket that has not sent connection_init by then is closed (4408). */
const CONNECTION_INIT_WAIT_MS = 3_000;

export interface SocketBindingOptions {
  logger: Logger;
  /** The one copy kept of a subscribe message's query text, if there is one (see pipeline.ts). */
  sharedQuery: (query: string) => string;
  /** Close reasons say only "Internal server error" then, never an error's message. */
  production: boolean;
}

/**
 * graphql-ws' protocol on the `ws` server, as graphql-ws/use/ws binds it but for what each idle socket keeps:
 * graphql-ws waits in a message's handler for as long as the subscription it started runs, so that handler's
 * arguments live that long. Here it is given the message parsed (graphql-ws' parseMessage takes `unknown` and
 * parses strings only), with its query text shared, rather than the message's text and its Buffer; and each
 * socket has one listener per event (no keep-alive timers: http/heartbeat.ts pings every socket from one timer).
 */
export function bindGraphqlWs<P extends ConnectionInitMessage["payload"], E extends SocketExtra>(
  wsServer: WebSocketServer,
  options: ServerOptions<P, E>,
  { logger, production, sharedQuery }: SocketBindingOptions,
) {
  // graphql-ws' own wait for connection_init would keep its timer for the socket's whole life; this one lets it go.
  const server = makeServer({ ...options, connectionInitWaitTimeout: 0 });
  wsServer.options.handleProtocols = handleProtocols;
  const internalError = (socket: WebSocket, error: unknown) => {
    logger.error({ err: error }, "a WebSocket message could not be handled");
    const reason = error instanceof Error ? error.message : String(error);
    socket.close(CloseCode.InternalServerError, production || reason.length >= 124 ? "Internal server error" : reason);
  };
  wsServer.once("error", (error) => {
    logger.error({ err: error }, "the WebSocket server failed");
    for (const socket of wsServer.clients) internalError(socket, error);
  });
  wsServer.on("connection", (socket, request) => {
    // ws closes a socket itself on a protocol error (1009 for a message over maxPayload): no server error.
    socket.on("error", (error) => logger.debug({ err: error }, "a WebSocket client broke the protocol"));
    let initWait: NodeJS.Timeout | undefined = setTimeout(
      () => socket.close(CloseCode.ConnectionInitialisationTimeout, "Connection initialisation timeout"),
      CONNECTION_INIT_WAIT_MS,
    );
    const initialised = () => {
      clearTimeout(initWait);
      initWait = undefined;
    };
    const ended = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          // A Buffer: ws' binaryType is "nodebuffer" unless set otherwise.
          socket.on("message", (data) => {
            const message = parsed((data as Buffer).toString(), options.jsonMessageReviver);
            if (!message) return socket.close(CloseCode.BadRequest, "Invalid message received");
            if (message.type === "connection_init") initialised();
            if (typeof message.payload?.query === "string") message.payload.query = sharedQuery(message.payload.query);
            handle(message as string).catch((error: unknown) => internalError(socket, error));
          }),
      },
      { socket, request } as E,
    );
    // `on`, not `once`: a socket closes once, and `once` would keep a wrapper per socket.
    socket.on("close", (code, reason) => {
      initialised();
      void ended(code, String(reason));
    });
  });
  return {
    /** Closes every socket ("going away") and the server. */
    dispose: async () => {
      for (const socket of wsServer.clients) socket.close(1001, "Going away");
      wsServer.removeAllListeners();
      await new Promise<void>((resolve, reject) => wsServer.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A message as JSON's object, or undefined (graphql-ws refuses anything else as it would: 4400). */
function parsed(text: string, reviver: ServerOptions["jsonMessageReviver"]) {
  try {
    const message: unknown = JSON.parse(text, reviver);
    return typeof message === "object" && message !== null
      ? (message as { type?: unknown; payload?: { query?: unknown } })
      : undefined;
  } catch {
    return undefined;
  }
}
