import type { IncomingMessage, ServerResponse } from "node:http";
import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from "@apollo/server";
import { answerErrors } from "../http/errors";
import type { Metrics } from "../metrics";
import type { GraphQLContext, RequestAuth } from "../shared/context";
import type { AnswerCache } from "./answerCache";
import { requestRefusal } from "./pipeline";
import type { TrustedMutationRunner } from "./trustedMutations";

export interface GraphQLOverHttp {
  apollo: ApolloServer<GraphQLContext>;
  /** The web app's own mutations, answered without Apollo's pipeline when they can be. */
  mutations: TrustedMutationRunner;
  answers: AnswerCache;
  metrics: Metrics;
  /** Who sends the request: read once for it, and shared by the kept answers and the context. */
  authOf: (req: IncomingMessage, res: ServerResponse) => Promise<RequestAuth>;
  context: (auth: RequestAuth) => GraphQLContext;
  /** The largest body, as for a WebSocket message (else 413). */
  maxBodyBytes: number;
}

/** An answer before GraphQL runs, in GraphQL's error shape. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `/graphql` over HTTP, with nothing between Node's request and Apollo but what GraphQL needs: the JSON body read
 * within its limit, the refusals both transports share, the web app's own mutations (trustedMutations.ts), the kept
 * answers, then Apollo. It is the API's one path, served before Express (the request log, request id and security
 * headers are set by app.ts for every path).
 */
export function graphqlOverHttp(options: GraphQLOverHttp) {
  const { apollo, mutations, answers, metrics, authOf, context, maxBodyBytes } = options;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let body: unknown;
    try {
      body = await jsonBody(req, maxBodyBytes);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return answerErrors(res, error.status, [{ message: error.message, extensions: { code: "BAD_REQUEST" } }]);
    }
    const refused = typeof body === "object" && body !== null ? requestRefusal(body) : undefined;
    if (refused) {
      metrics.refused("http", refused);
      return answerErrors(res, 400, [refused.toJSON()]);
    }
    let asked: Promise<RequestAuth> | undefined;
    const auth = () => (asked ??= authOf(req, res));
    const contextOf = async () => context(await auth());
    const ran = req.method === "POST" ? await mutations.run(body, req.headers.accept, contextOf) : undefined;
    if (ran) return answer(res, ran.status, ran.contentType, ran.text);
    const kept = req.method === "POST" ? await answers.serve(body, auth, req.headers.accept) : undefined;
    if (kept?.answer) return answer(res, 200, kept.answer.contentType, kept.answer.text);
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: apolloRequest(req, body),
      context: contextOf,
    });
    for (const [name, value] of response.headers) res.setHeader(name, value);
    if (response.body.kind !== "complete") throw new Error("Incremental delivery is not enabled");
    const status = response.status ?? 200;
    kept?.keep?.(status, response.headers.get("content-type"));
    answer(res, status, undefined, response.body.string);
  };
}

function apolloRequest(req: IncomingMessage, body: unknown): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const url = req.url ?? "";
  const query = url.indexOf("?");
  return { method: req.method ?? "GET", headers, search: query < 0 ? "" : url.slice(query), body };
}

const isJson = (contentType: string | undefined) =>
  contentType?.split(";", 1)[0].trim().toLowerCase() === "application/json";

/**
 * The body as JSON when it says it is JSON, else undefined (Apollo then refuses it, or reads a GET's query string).
 * Over the limit it is refused unread when its length says so, else as soon as it passes it.
 */
async function jsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  if (!isJson(req.headers["content-type"])) return undefined;
  const encoding = req.headers["content-encoding"];
  if (encoding && encoding !== "identity") throw new Refusal(415, `Unsupported content encoding "${encoding}"`);
  if (Number(req.headers["content-length"]) > limit) throw tooLarge(limit);
  const text = await bodyText(req, limit);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Refusal(400, (error as Error).message);
  }
}

const tooLarge = (limit: number) => new Refusal(413, `A request may be at most ${limit} bytes`);

/** The body's text, or a refusal as soon as it passes the limit (what is left of it is then not kept). */
function bodyText(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    req.on("data", (chunk: Buffer) => {
      if (length > limit) return;
      length += chunk.length;
      if (length <= limit) {
        chunks.push(chunk);
      } else {
        chunks.length = 0;
        reject(tooLarge(limit));
      }
    });
    let ended = false;
    req.on("end", () => {
      ended = true;
      resolve(chunks.length === 1 ? chunks[0].toString() : Buffer.concat(chunks, length).toString());
    });
    // A client that goes away mid-body ends the request with an error, or only closes it: nobody is left to answer.
    const gone = () => ended || reject(new Refusal(400, "The request ended before its body did"));
    req.on("error", gone);
    req.on("close", gone);
  });
}

function answer(res: ServerResponse, status: number, contentType: string | undefined, text: string): void {
  res.statusCode = status;
  if (contentType) res.setHeader("content-type", contentType);
  res.setHeader("content-length", Buffer.byteLength(text));
  res.end(text);
}
