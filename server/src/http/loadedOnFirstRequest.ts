import type { IncomingMessage, ServerResponse } from "node:http";

export type Answer = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * An answer loaded when the first request asks for it: the requests arriving while it loads wait for it, and are
 * answered in the order they came. Should loading fail, each request is given to `failed` instead.
 */
export function loadedOnFirstRequest(
  load: () => Promise<Answer>,
  failed: (res: ServerResponse, error: unknown) => void,
) {
  let loaded: Answer | undefined;
  let loading: Promise<Answer> | undefined;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (loaded) return loaded(req, res);
    loading ??= load().then((answer) => (loaded = answer));
    loading.then(
      (answer) => answer(req, res),
      (error: unknown) => failed(res, error),
    );
  };
}
