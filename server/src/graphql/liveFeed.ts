import {
  createSourceEventStream,
  execute,
  type ExecutionArgs,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLSchema,
} from "graphql";
import type { WebSocket } from "ws";
import type { NotifyBus } from "../db/bus";
import type { Logger } from "../logger";
import type { RequestAuth } from "../shared/context";
import type { PreparedOperation } from "./pipeline";
import type { FollowOptions, Stream } from "../shared/subscriptions";

/** A WebSocket and who is on it. */
export interface Connection {
  socket: WebSocket;
  auth?: RequestAuth;
}

export interface LiveFeedOptions {
  schema: GraphQLSchema;
  bus: NotifyBus;
  logger: Logger;
  /** The context to execute a group's document with, as one of its members' operations would have it. */
  contextFor(connection: Connection): unknown;
  /** Whether the connection may still be pushed to; a connection whose session ended is closed by it. */
  mayPush(connection: Connection): boolean;
  /** The result as it may leave the server (errors masked and logged). */
  format(result: ExecutionResult): FormattedExecutionResult;
  /** `frames` results of one event were written to sockets; its bus event came at `receivedAt` (performance.now()). */
  pushed?(frames: number, receivedAt: number): void;
}

/** A subscription over a WebSocket: where it runs, and what. */
export interface FollowTarget extends FollowOptions {
  connection: Connection;
  operationId: string;
  operation: PreparedOperation;
}

export interface LiveFeed {
  /** Subscribes the operation to the stream's topic: the iterator never yields, and ends when the subscription does. */
  follow<Event>(stream: Stream<Event>, target: FollowTarget): AsyncIterableIterator<never>;
  /** Open topics and subscriptions, and documents executed so far: a socket that closes leaves nothing behind. */
  stats: () => { topics: number; followers: number; executions: number };
  /** How many subscriptions follow one topic now: they will be pushed its next change. */
  followersOf: (topic: string) => number;
}

interface Channel<Event> {
  stream: Stream<Event>;
  /** Those pushed every change. */
  followers: Set<Follower<Event>>;
  /** Those waiting for their first push, the stream's current state (they asked for it). */
  newcomers: Set<Follower<Event>>;
  /**
   * One copy of each operation its followers run, with how many run it: followers of one topic mostly send the same
   * document and variables, and each would otherwise keep its own copy (and key) for as long as it follows.
   */
  operations: Map<string, { operation: PreparedOperation; followers: number }>;
  /** Bus events are loaded one after the other, so they go out in order. */
  queue: Promise<void>;
  enqueue(task: (signal: AbortSignal) => Promise<void>): void;
  remove(follower: Follower<Event>): void;
}

const FRAME_END = Buffer.from("}");

/**
 * All a subscription keeps: where its pushes go and what it executes. It is the iterator graphql-ws holds: that
 * never yields (pushes are written to the socket directly, see docs/decisions/014-shared-live-feed.md), finishes
 * when the stream ends and fails when the viewer may no longer see it.
 */
class Follower<Event> implements AsyncIterableIterator<never> {
  private waiting?: { resolve: (result: IteratorResult<never>) => void; reject: (error: unknown) => void };
  private outcome?: { error?: unknown };

  constructor(
    readonly connection: Connection,
    readonly operationId: string,
    readonly operation: PreparedOperation,
    readonly viewerId: string | undefined,
    private readonly channel: Channel<Event>,
  ) {}

  push(payload: Buffer): void {
    const start = Buffer.from(`{"id":${JSON.stringify(this.operationId)},"type":"next","payload":`);
    this.connection.socket.send(Buffer.concat([start, payload, FRAME_END]), { binary: false });
  }

  /** Ends the subscription: graphql-ws then sends `complete`, or the error. */
  end(error?: unknown): void {
    if (this.outcome) return;
    this.outcome = error === undefined ? {} : { error };
    this.channel.remove(this);
    this.settle();
  }

  next(): Promise<IteratorResult<never>> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      if (this.outcome) this.settle();
    });
  }

  async return(): Promise<IteratorResult<never>> {
    this.end();
    return { done: true, value: undefined };
  }

  async throw(error: unknown): Promise<IteratorResult<never>> {
    this.end(error);
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  private settle() {
    const { waiting, outcome } = this;
    if (!waiting || !outcome) return;
    this.waiting = undefined;
    if (outcome.error === undefined) waiting.resolve({ done: true, value: undefined });
    else waiting.reject(outcome.error);
  }
}

/** Everyone the channel pushes to: those following it, and those waiting for their first push. */
const followerCount = (channel: Channel<unknown>) => channel.followers.size + channel.newcomers.size;

/**
 * The instance's shared live feed: one channel per bus topic with subscribers here. Each bus event is loaded
 * once; subscribers are grouped by their operation (document, operation name, variables) and their audience for
 * the event; each group's document is executed and serialized once, and the same bytes go to all its sockets.
 */
export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const channels = new Map<string, Channel<unknown>>();
  let executions = 0;

  function open<Event>(stream: Stream<Event>): Channel<Event> {
    const closing = new AbortController(); // ends loads that wait for the database once nobody listens
    const channel: Channel<Event> = {
      stream,
      followers: new Set(),
      newcomers: new Set(),
      operations: new Map(),
      queue: Promise.resolve(),
      enqueue,
      remove,
    };
    function enqueue(task: (signal: AbortSignal) => Promise<void>) {
      channel.queue = channel.queue
        .then(() => task(closing.signal))
        .catch((error: unknown) => {
          if (!closing.signal.aborted)
            options.logger.error({ err: error, topic: stream.topic }, "could not push a change");
        });
    }
    const unsubscribe = options.bus.subscribe(stream.topic, ({ data }) => {
      const receivedAt = performance.now();
      enqueue(async (signal) => {
        for (const event of await stream.load(data, signal)) {
          await publish(channel, event, [...channel.followers], receivedAt);
        }
      });
    });
    function remove(follower: Follower<Event>) {
      if (!channel.followers.delete(follower) && !channel.newcomers.delete(follower)) return;
      stream.left?.(follower.viewerId);
      const { key } = follower.operation;
      const shared = channel.operations.get(key)!;
      if (--shared.followers === 0) channel.operations.delete(key);
      const open = followerCount(channel) > 0;
      if (open || channels.get(stream.topic) !== channel) return;
      unsubscribe();
      closing.abort();
      channels.delete(stream.topic);
    }
    channels.set(stream.topic, channel);
    return channel;
  }

  /** Pushes one event to `to` (followers of the channel), one execution per operation and audience. */
  async function publish<Event>(channel: Channel<Event>, event: Event, to: Follower<Event>[], receivedAt?: number) {
    const { stream } = channel;
    const groups = new Map<string, Follower<Event>[]>();
    for (const follower of to) {
      const audience = stream.audience(event, follower.viewerId);
      if (audience === undefined) {
        follower.end(stream.refusal());
        continue;
      }
      const key = `${follower.operation.key}\n${audience}`;
      const group = groups.get(key);
      if (group) group.push(follower);
      else groups.set(key, [follower]);
    }
    let frames = 0;
    for (const members of groups.values()) {
      const payload = await run(members[0], event);
      for (const follower of members) {
        const following = channel.followers.has(follower) || channel.newcomers.has(follower);
        if (!following || !options.mayPush(follower.connection)) continue;
        follower.push(payload);
        frames++;
      }
    }
    if (frames && receivedAt !== undefined) options.pushed?.(frames, receivedAt);
    if (stream.isLast(event)) for (const follower of to) follower.end();
  }

  /**
   * New followers' first push: the stream's current state, loaded once for all who joined since the last turn
   * of the channel's queue. Every change loaded after it goes out to them too; none loaded before it does.
   */
  async function welcome<Event>(channel: Channel<Event>, signal: AbortSignal) {
    const joining = [...channel.newcomers];
    if (joining.length === 0) return;
    for (const event of await channel.stream.current!(signal)) await publish(channel, event, joining);
    for (const follower of joining) if (channel.newcomers.delete(follower)) channel.followers.add(follower);
    // Those who joined while this turn loaded get the next one.
    if (channel.newcomers.size > 0) channel.enqueue((next) => welcome(channel, next));
  }

  async function run<Event>(representative: Follower<Event>, event: Event): Promise<Buffer> {
    executions++;
    const { document, operationName, variableValues } = representative.operation;
    const result = await execute({
      schema: options.schema,
      document,
      operationName,
      variableValues,
      rootValue: event,
      contextValue: options.contextFor(representative.connection),
    });
    return Buffer.from(JSON.stringify(options.format(result)));
  }

  return {
    follow<Event>(stream: Stream<Event>, { connection, operationId, operation, current }: FollowTarget) {
      const channel = (channels.get(stream.topic) as Channel<Event> | undefined) ?? open(stream);
      const shared = channel.operations.get(operation.key) ?? { operation, followers: 0 };
      shared.followers++;
      channel.operations.set(operation.key, shared);
      const follower = new Follower(connection, operationId, shared.operation, connection.auth?.viewer?.id, channel);
      if (!current || !stream.current) channel.followers.add(follower);
      else if (channel.newcomers.add(follower).size === 1) channel.enqueue((signal) => welcome(channel, signal));
      return follower;
    },
    stats: () => ({
      topics: channels.size,
      followers: [...channels.values()].reduce((sum, channel) => sum + followerCount(channel), 0),
      executions,
    }),
    followersOf: (topic) => {
      const channel = channels.get(topic);
      return channel ? followerCount(channel) : 0;
    },
  };
}

/**
 * graphql-js' `subscribe`, but for a subscription of the live feed: its iterator (a Follower) is given as it is,
 * without the mapping of each event to a result that graphql-js would wrap it in (closures and a pending promise
 * per subscription, for events that never come: pushes are written to the socket directly).
 */
export async function subscribeOrFollow(args: ExecutionArgs) {
  const source = await createSourceEventStream(args);
  if (source instanceof Follower) {
    // graphql-ws keeps `args` for as long as the subscription runs; its pushes are executed with a context of their own.
    args.contextValue = undefined;
    return source;
  }
  if (!(Symbol.asyncIterator in source)) return source;
  return executingEach(source, args);
}

/** Each event of `source`, executed as the root value of the subscription's document (as graphql-js maps them). */
function executingEach(source: AsyncIterable<unknown>, args: ExecutionArgs): AsyncIterableIterator<ExecutionResult> {
  const iterator = source[Symbol.asyncIterator]();
  const executed = async (result: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => {
    if (result.done) return { done: true, value: undefined };
    try {
      return { done: false, value: await execute({ ...args, rootValue: result.value }) };
    } catch (error) {
      await iterator.return?.().catch(() => {});
      throw error;
    }
  };
  return {
    next: async () => executed(await iterator.next()),
    return: async () => (iterator.return ? executed(await iterator.return()) : { done: true, value: undefined }),
    throw: async (error: unknown) => {
      if (iterator.throw) return executed(await iterator.throw(error));
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
