import { randomUUID } from "node:crypto";
import type { Client } from "graphql-ws";
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competitions, friendships, rounds, rules, subRounds, users } from "../src/db/schema";
import { checkUsernameCharacters, USERNAME_MAX } from "../src/domain/accounts";
import { competitionScore, winnerOf } from "../src/domain/scoring";
import { characterCount } from "../src/domain/text";
import {
  befriend,
  createCompetition,
  graphqlRequest,
  PASSWORD,
  SEND_FRIEND_REQUEST,
  signUp,
  startTestApp,
  uniqueEmail,
  wsClient,
  type TestApp,
  type TestUser,
} from "./support";

/**
 * A schema-aware fuzz run: operations generated from the built schema's Query, Mutation and Subscription fields,
 * arguments from a seeded PRNG mixing the run's own ids with random ids and hostile values, sent over HTTP and
 * graphql-ws as real signed-in users. No answer may be INTERNAL_SERVER_ERROR or a 5xx, and afterwards the
 * database must hold no bad row. FUZZ_SEED and FUZZ_REQUESTS override the defaults. The seed fixes which
 * operation each request is and how its arguments are drawn; which of the run's own ids it names also depends on
 * what earlier, concurrent answers returned.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000);
/** Each run is a fixed amount of work: its limit only ends a run that hangs, however busy the machine is. */
const HANG_LIMIT_MS = 600_000;
const WORKERS = 16;
const MAX_OPEN_SUBSCRIPTIONS = 20;

const RARE = new Set(["signUp", "signIn", "requestPasswordReset", "resetPassword", "deleteCompetition"]);

type Rng = () => number;

/** mulberry32: small, fast and seedable, so a failing run can be replayed. */
function prng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)];
const chance = (r: Rng, p: number) => r() < p;

const ONE_MB = "x".repeat(1 << 20);
const ONE_MB_ASTRAL = "🐰".repeat(1 << 18);
const HOSTILE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "\ude00\ud83d",
  "\u202eevil\u202c",
  "\u2066isolated\u2069",
  "\u200b",
  "Test\u200bFriend",
  "TestFriend\u200e",
  "\ufeffbom",
  "\u3164",
  "ＴｅｓｔFriend",
  "🐰🥚👨‍👩‍👧❤️",
  "مرحبا بالعالم",
  "'; drop table users; --",
  "' or '1'='1",
  "$1::text",
  "\\",
  '"',
  "%s%n%x",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "data:text/html,<b>x</b>",
  "",
  "   ",
  "null",
  "NaN",
  "-1",
  "9".repeat(400),
  "x".repeat(10_001),
  "é".repeat(5_001),
  "\u0007\u001b[2J",
  "line\r\nbreak\ttab",
];
const WRONG_TYPES: unknown[] = [{}, [], [1, "a"], { a: { b: [null] } }, 1.5, -0.25, true, "text", 2 ** 40, 1e308];
const HOSTILE_INTS: unknown[] = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, 0, 1.5, "NaN", "1e9", null, 1_000_001];

interface Pools {
  ids: Map<string, Set<string>>;
  usernames: Set<string>;
  emails: string[];
}

function idsOf(pools: Pools, typename: string): string[] {
  return [...(pools.ids.get(typename) ?? [])];
}

/** Every `{ __typename, id }` in an answer feeds the pools, so later requests name real records. */
function harvest(pools: Pools, value: unknown): void {
  if (Array.isArray(value)) return value.forEach((item) => harvest(pools, item));
  if (value === null || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  if (typeof record.__typename === "string" && typeof record.id === "string") {
    const typename = record.__typename === "Me" ? "User" : record.__typename;
    if (!pools.ids.has(typename)) pools.ids.set(typename, new Set());
    pools.ids.get(typename)!.add(record.id);
  }
  if (typeof record.username === "string") pools.usernames.add(record.username);
  Object.values(record).forEach((item) => harvest(pools, item));
}

const ID_KINDS: Record<string, string> = {
  competitionId: "Competition",
  id: "Competition",
  roundId: "Round",
  subRoundId: "SubRound",
  ruleId: "Rule",
  userId: "User",
  friendId: "User",
  opponentId: "User",
  playerId: "User",
};

function idValue(r: Rng, pools: Pools, argName: string): unknown {
  const own = idsOf(pools, ID_KINDS[argName] ?? "User");
  const roll = r();
  if (roll < 0.75 && own.length) return pick(r, own);
  if (roll < 0.85)
    return (
      pick(
        r,
        [...pools.ids.values()].flatMap((set) => [...set]),
      ) ?? randomUUID()
    );
  if (roll < 0.93) return randomUUID();
  return hostileString(r);
}

function hostileString(r: Rng): string {
  if (chance(r, 0.01)) return pick(r, [ONE_MB, ONE_MB_ASTRAL, `${ONE_MB}\u0000`]);
  return pick(r, HOSTILE_STRINGS);
}

const WORDS = ["Mario", "Kart", "Rainbow", "Road", "🐰", "مرحبا", "שלום", "山田", "Zoë", "best of 3", "no items"];
const text = (r: Rng, words: number) =>
  Array.from({ length: 1 + Math.floor(r() * words) }, () => pick(r, WORDS)).join(" ");

function stringValue(r: Rng, pools: Pools, argName: string): unknown {
  if (chance(r, 0.3)) return hostileString(r);
  switch (argName) {
    case "email":
      return chance(r, 0.5) ? pick(r, pools.emails) : uniqueEmail("fuzz");
    case "password":
      return chance(r, 0.7) ? PASSWORD : text(r, 4);
    case "username":
      return chance(r, 0.6) ? pick(r, [...pools.usernames]) : `fz${Math.floor(r() * 1e6)}`;
    case "image":
    case "profilePic":
      return pick(r, ["https://example.com/p.png", "http://example.com/a b.jpg", "ftp://example.com/x", null]);
    case "token":
      return randomUUID().replaceAll("-", "");
    case "description":
      return text(r, 40);
    default:
      return text(r, 6);
  }
}

function intValue(r: Rng, argName: string): unknown {
  if (argName === "expectedVersion") {
    if (chance(r, 0.7)) return undefined;
    return chance(r, 0.5) ? Math.floor(r() * 20) : pick(r, HOSTILE_INTS);
  }
  if (chance(r, 0.15)) return pick(r, HOSTILE_INTS);
  return Math.floor(r() * 21) - 10;
}

/** A value for an argument of this type: mostly right, sometimes null, missing or of the wrong type. */
function valueFor(r: Rng, pools: Pools, type: GraphQLInputType, argName: string): unknown {
  if (isNonNullType(type)) return chance(r, 0.02) ? null : valueFor(r, pools, type.ofType, argName);
  if (chance(r, 0.1)) return null;
  if (chance(r, 0.04)) return pick(r, WRONG_TYPES);
  if (isListType(type)) {
    return Array.from({ length: Math.floor(r() * 3) }, () => valueFor(r, pools, type.ofType, argName));
  }
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, valueFor(r, pools, field.type, field.name)]),
    );
  }
  if (isEnumType(type)) return chance(r, 0.9) ? pick(r, type.getValues()).name : "NOT_A_VALUE";
  switch (type.name) {
    case "ID":
      return idValue(r, pools, argName);
    case "String":
      return stringValue(r, pools, argName);
    case "Int":
      return intValue(r, argName);
    case "Boolean":
      return chance(r, 0.95) ? chance(r, 0.5) : "yes";
    default:
      throw new Error(`no generator for ${type.name}`);
  }
}

/** Every field without arguments, objects to a depth of three, each with __typename for the pools. */
function selectionOf(type: GraphQLOutputType, depth = 1): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return "";
  const fields = Object.values(named.getFields())
    .filter((field) => field.args.length === 0)
    .map((field) => (isObjectType(getNamedType(field.type)) ? depth < 3 && field.name : field.name))
    .filter(Boolean)
    .map((name) => {
      const field = named.getFields()[name as string];
      return isObjectType(getNamedType(field.type)) ? `${name} ${selectionOf(field.type, depth + 1)}` : name;
    });
  return `{ __typename ${fields.join(" ")} }`;
}

/** A GraphQL literal for a generated value (hostile values may well not parse: that is a refusal too). */
function literal(value: unknown, type: GraphQLInputType): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value))
    return `[${value.map((item) => literal(item, isListType(inner) ? inner.ofType : inner)).join(", ")}]`;
  if (typeof value === "object") {
    return `{${Object.entries(value)
      .map(([key, item]) => `${key}: ${literal(item, inner)}`)
      .join(", ")}}`;
  }
  if (typeof value === "string") return isEnumType(inner) && /^[A-Z_]+$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  throw new Error(`no literal for a ${typeof value}`);
}

interface Case {
  index: number;
  transport: "http" | "ws";
  as: string;
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

function generate(
  r: Rng,
  pools: Pools,
  operation: "query" | "mutation" | "subscription",
  field: GraphQLField<unknown, unknown>,
) {
  const inline = chance(r, 0.15);
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    const value = valueFor(r, pools, arg.type, arg.name);
    if (value === undefined || (chance(r, 0.05) && !isNonNullType(arg.type))) continue;
    if (inline) {
      args.push(`${arg.name}: ${literal(value, arg.type)}`);
    } else {
      definitions.push(`$${arg.name}: ${arg.type.toString()}`);
      args.push(`${arg.name}: $${arg.name}`);
      variables[arg.name] = value;
    }
  }
  const header = definitions.length ? `${operation} (${definitions.join(", ")})` : operation;
  const call = args.length ? `${field.name}(${args.join(", ")})` : field.name;
  return { query: `${header} { ${call} ${selectionOf(field.type)} }`, variables };
}

interface Answer {
  data?: unknown;
  errors?: { message?: string; extensions?: { code?: unknown } }[];
  /** Set when the server closed the WebSocket instead of answering. */
  closeCode?: number;
}

const FOCUSED_STRINGS: [string, string][] = [
  ["NUL", "a\u0000b"],
  ["a lone surrogate", "a\ud800b"],
  ["1 MB", ONE_MB],
  ["RTL", "\u202eevil\u202c مرحبا"],
  ["zero-width", "Test\u200bFriend"],
];

/** A plausible value, for the arguments a focused case does not aim at. */
function saneValue(pools: Pools, type: GraphQLInputType, argName: string): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isEnumType(inner)) return inner.getValues()[0].name;
  if (argName === "expectedVersion" || argName === "image" || argName === "profilePic") return null;
  switch (getNamedType(inner).name) {
    case "ID":
      return idsOf(pools, ID_KINDS[argName] ?? "User")[0] ?? randomUUID();
    case "Int":
      return 1;
    case "Boolean":
      return true;
    default:
      return { email: pools.emails[0], password: PASSWORD, username: [...pools.usernames][0] }[argName] ?? "Mario";
  }
}

const closeCodeOf = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error ? (error.code as number) : undefined;
/** Close codes that mean the server failed, not that it refused. */
const closedInternally = (error: unknown) => [1011, 4500].includes(closeCodeOf(error) ?? 0);
/** The server's default WebSocket message limit (config.ts): larger cases close their socket. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

const describeOnPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

describeOnPostgres("a schema-aware fuzz run over HTTP and WebSocket", () => {
  let app: TestApp;
  let players: TestUser[];
  /** Users for the mutations that end a session (signOut, deleteAccount): one each, used up as they go. */
  let disposable: TestUser[];
  const clients = new Map<string, Client>();
  const pools: Pools = { ids: new Map(), usernames: new Set(), emails: [] };
  /** The schema as the server serves it, from an introspection query. */
  let schema: GraphQLSchema;

  beforeAll(async () => {
    app = await startTestApp();
    schema = buildClientSchema((await graphqlRequest<IntrospectionQuery>(app.url, getIntrospectionQuery())).body.data!);
    players = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    disposable = [await signUp(app.url), await signUp(app.url), await signUp(app.url)];
    const [ana, ben, cy] = players;
    await befriend(app.url, ana, ben);
    await befriend(app.url, ana, cy);
    await graphqlRequest(app.url, SEND_FRIEND_REQUEST, { u: cy.username }, ben.cookie);
    await createCompetition(app.url, ana, ben);
    await createCompetition(app.url, ben, ana, "Chess");
    await createCompetition(app.url, cy, ana, "Darts");
    pools.emails.push(...[...players, ...disposable].map((user) => user.email));
    const all =
      "{ me { __typename id username friends { user { __typename id username } } } competitions " +
      selectionOf(schema.getQueryType()!.getFields().competitions.type) +
      " }";
    for (const user of players) harvest(pools, (await graphqlRequest(app.url, all, {}, user.cookie)).body.data);
    for (const [name, cookie] of [...players.map((user) => [user.username, user.cookie]), ["anonymous", undefined]]) {
      clients.set(name!, wsClient(app.url, cookie));
    }
  });

  afterAll(async () => {
    await Promise.all([...clients.values()].map(async (client) => client.dispose()));
    await app?.stop();
  });

  /** Sends cases over either transport and keeps what went wrong; known transport gaps are counted apart. */
  function harness() {
    const failures: string[] = [];
    const open: (() => void)[] = [];
    const sent = { http: 0, ws: 0 };
    /** The fields that answered without an error at least once: proof that the run reached real code. */
    const succeeded = new Set<string>();
    const record = (kase: Case, answer: Answer) => {
      if (answer.data && !answer.errors?.length) succeeded.add(kase.field);
      return answer;
    };
    const describeCase = (kase: Case) =>
      `#${kase.index} ${kase.transport} as ${kase.as}: ${kase.query.slice(0, 300)} ${JSON.stringify(kase.variables).slice(0, 300)}`;
    const checkErrors = (kase: Case, errors: readonly { extensions?: { code?: unknown } }[] | undefined) => {
      for (const error of errors ?? []) {
        const code = error.extensions?.code as string | undefined;
        if (code !== undefined && code !== "INTERNAL_SERVER_ERROR") continue;
        failures.push(`${code ?? "no code"} ${JSON.stringify(error).slice(0, 200)} for ${describeCase(kase)}`);
      }
    };

    const overHttp = async (kase: Case, cookie: string | undefined): Promise<Answer> => {
      const response = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query: kase.query, variables: kase.variables }),
      });
      const body = await response.text();
      if (response.status >= 500)
        failures.push(`HTTP ${response.status} ${body.slice(0, 200)} for ${describeCase(kase)}`);
      let parsed: Answer = {};
      try {
        parsed = JSON.parse(body) as Answer;
      } catch {
        failures.push(`HTTP ${response.status} with a body that is not JSON for ${describeCase(kase)}`);
      }
      harvest(pools, parsed.data);
      checkErrors(kase, parsed.errors);
      return record(kase, parsed);
    };

    /** A subscription stays open (up to a cap) so that it gets the pushes of later mutations, checked too. */
    const overWebSocket = (kase: Case, client: Client, subscription: boolean) =>
      new Promise<Answer>((resolve) => {
        const unsubscribe = client.subscribe(
          { query: kase.query, variables: kase.variables },
          {
            next: (result) => {
              harvest(pools, result.data);
              checkErrors(kase, result.errors);
              resolve(record(kase, result as Answer));
            },
            error: (error: unknown) => {
              if (Array.isArray(error)) checkErrors(kase, error);
              else if (closedInternally(error))
                failures.push(`socket closed with 4500 or 1011 for ${describeCase(kase)}`);
              resolve(Array.isArray(error) ? { errors: error } : { errors: [], closeCode: closeCodeOf(error) });
            },
            complete: () => resolve({}),
          },
        );
        if (subscription) {
          open.push(unsubscribe);
          if (open.length > MAX_OPEN_SUBSCRIPTIONS) open.shift()!();
          resolve({});
        }
      });

    /** A message over the size limit closes its socket: such cases get a socket of their own. */
    const overOwnWebSocket = async (kase: Case, cookie: string | undefined) => {
      const client = wsClient(app.url, cookie);
      const answer = await overWebSocket(kase, client, false);
      await client.dispose();
      return answer;
    };

    return {
      sent,
      succeeded,
      send: (kase: Case, user: TestUser | undefined, subscription = false): Promise<Answer> => {
        sent[kase.transport] += 1;
        if (kase.transport === "http") return overHttp(kase, user?.cookie);
        if (JSON.stringify(kase).length > MAX_PAYLOAD_BYTES) return overOwnWebSocket(kase, user?.cookie);
        return overWebSocket(kase, clients.get(user ? user.username : "anonymous")!, subscription);
      },
      /** Closes the subscriptions and returns every failure. */
      finish: (): string[] => {
        open.splice(0).forEach((unsubscribe) => unsubscribe());
        return failures;
      },
    };
  }

  const rootFields = () =>
    (["query", "mutation", "subscription"] as const).flatMap((operation) => {
      const type = {
        query: schema.getQueryType(),
        mutation: schema.getMutationType(),
        subscription: schema.getSubscriptionType(),
      }[operation];
      return Object.values(type!.getFields()).map((field) => ({ operation, field }));
    });

  it(
    `answers ${REQUESTS} generated operations without one internal error, and leaves no bad row`,
    async () => {
      const fields = rootFields();
      const { send, sent, succeeded, finish } = harness();
      let next = 0;
      const worker = async () => {
        while (next < REQUESTS) {
          const index = next++;
          const r = prng(SEED ^ Math.imul(index + 1, 0x9e3779b9));
          // Hashing passwords is slow and deleting competitions leaves little to edit: draw those less often.
          let { operation, field } = pick(r, fields);
          while (RARE.has(field.name) && chance(r, 0.7)) ({ operation, field } = pick(r, fields));
          const endsSession = field.name === "signOut" || field.name === "deleteAccount";
          const user = endsSession ? (chance(r, 0.5) ? disposable.pop() : undefined) : pick(r, [...players, undefined]);
          const transport = chance(r, operation === "subscription" ? 0.9 : endsSession ? 0 : 0.5) ? "ws" : "http";
          const generated = generate(r, pools, operation, field);
          const kase: Case = { index, transport, as: user?.username ?? "anonymous", field: field.name, ...generated };
          await send(kase, user, operation === "subscription");
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));

      const failures = finish();
      expect(sent.http + sent.ws).toBe(REQUESTS);
      expect(Math.min(sent.http, sent.ws)).toBeGreaterThan(REQUESTS / 4);
      const mutations = Object.keys(schema.getMutationType()!.getFields());
      expect(mutations.filter((name) => succeeded.has(name)).length).toBeGreaterThan(mutations.length / 2);
      expect(failures, `fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it): ${failures.length} failures`).toEqual([]);
      expect(await badRows(app), `fuzz seed ${SEED}`).toEqual([]);
    },
    HANG_LIMIT_MS,
  );

  it(
    "refuses NUL, lone surrogates and 1 MB in every String and ID argument, and never fails on RTL or zero-width",
    async () => {
      const { send, finish } = harness();
      const [ana] = players;
      const refused: string[] = [];
      let index = 0;
      for (const { operation, field } of rootFields()) {
        for (const target of field.args.filter((arg) => ["String", "ID"].includes(getNamedType(arg.type).name))) {
          for (const [what, hostile] of FOCUSED_STRINGS) {
            // Subscriptions run over the WebSocket only: over HTTP they are refused whole (BAD_REQUEST).
            for (const transport of operation === "subscription" ? (["ws"] as const) : (["http", "ws"] as const)) {
              const variables = Object.fromEntries(
                field.args.map((arg) => [arg.name, arg === target ? hostile : saneValue(pools, arg.type, arg.name)]),
              );
              const definitions = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
              const call = `${field.name}(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ")})`;
              const query = `${operation} (${definitions}) { ${call} ${selectionOf(field.type)} }`;
              const kase: Case = { index: index++, transport, as: ana.username, field: field.name, query, variables };
              const answer = await send(kase, ana);
              const code = answer.errors?.[0]?.extensions?.code;
              // The edge refuses them before any resolver runs; 1 MB may also be refused as a body over the limit
              // (HTTP) or a message over the limit (the WebSocket closes with 1009, "message too big").
              const tooBig = what === "1 MB" && (code === "BAD_REQUEST" || answer.closeCode === 1009);
              if (what !== "RTL" && what !== "zero-width" && code !== "BAD_USER_INPUT" && !tooBig) {
                refused.push(
                  `${what} in ${field.name}(${target.name}) over ${transport}: ${JSON.stringify(answer).slice(0, 200)}`,
                );
              }
            }
          }
        }
      }
      const failures = finish();
      expect(index).toBeGreaterThan(200);
      expect(failures).toEqual([]);
      expect(refused).toEqual([]);
    },
    HANG_LIMIT_MS,
  );
});

/** What no sequence of operations may leave in the database. */
async function badRows(app: TestApp): Promise<string[]> {
  const db = app.database.db;
  const [userRows, competitionRows, ruleRows, roundRows, subRoundRows, friendshipRows] = await Promise.all([
    db.select().from(users),
    db.select().from(competitions),
    db.select().from(rules),
    db.select().from(rounds),
    db.select().from(subRounds),
    db.select().from(friendships),
  ]);
  const bad: string[] = [];
  const invalidText = (value: string | null) =>
    value !== null &&
    (/[\p{Cs}\uFFFD]/u.test(value) || /[^\P{Cc}\t\n\r]/u.test(value) || characterCount(value) > 10_000);
  const texts: [string, string | null][] = [
    ...userRows.flatMap((row): [string, string | null][] => [
      [`user ${row.id} username`, row.username],
      [`user ${row.id} email`, row.email],
      [`user ${row.id} picture`, row.profilePic],
    ]),
    ...competitionRows.flatMap((row): [string, string | null][] => [
      [`competition ${row.id} name`, row.name],
      [`competition ${row.id} description`, row.description],
      [`competition ${row.id} image`, row.image],
    ]),
    ...ruleRows.map((row): [string, string] => [`rule ${row.id}`, row.text]),
    ...subRoundRows.map((row): [string, string] => [`sub-round ${row.id}`, row.name]),
  ];
  for (const [where, value] of texts)
    if (invalidText(value)) bad.push(`${where} holds invalid text: ${JSON.stringify(value?.slice(0, 50))}`);
  for (const user of userRows) {
    if (user.username !== user.username.normalize("NFKC").trim()) bad.push(`user ${user.id} username not normalized`);
    if (characterCount(user.username) > USERNAME_MAX) bad.push(`user ${user.id} username too long`);
    try {
      checkUsernameCharacters(user.username);
    } catch {
      bad.push(`user ${user.id} username ${JSON.stringify(user.username)} has invisible characters`);
    }
  }
  const competitionIds = new Set(competitionRows.map((row) => row.id));
  const roundIds = new Set(roundRows.map((row) => row.id));
  for (const row of roundRows)
    if (!competitionIds.has(row.competitionId)) bad.push(`round ${row.id} has no competition`);
  for (const row of ruleRows) if (!competitionIds.has(row.competitionId)) bad.push(`rule ${row.id} has no competition`);
  for (const row of subRoundRows) if (!roundIds.has(row.roundId)) bad.push(`sub-round ${row.id} has no round`);
  for (const competition of competitionRows) {
    const players = [competition.playerOneId, competition.playerTwoId] as const;
    const itsRounds = roundRows
      .filter((round) => round.competitionId === competition.id)
      .sort((a, b) => a.position - b.position)
      .map((round) => ({
        valid: round.valid,
        subRounds: subRoundRows.filter((subRound) => subRound.roundId === round.id),
      }));
    const score = competitionScore(itsRounds, players);
    if (score[0] !== competition.scoreOne || score[1] !== competition.scoreTwo) {
      bad.push(
        `competition ${competition.id} stores ${competition.scoreOne}-${competition.scoreTwo}, its rounds say ${score.join("-")}`,
      );
    }
    if (winnerOf(score, players) !== competition.winnerId)
      bad.push(`competition ${competition.id} stores the wrong winner`);
    if (competition.version < 1) bad.push(`competition ${competition.id} has version ${competition.version}`);
    if (itsRounds.length === 0) bad.push(`competition ${competition.id} has no round`);
    for (const subRound of itsRounds.flatMap((round) => round.subRounds)) {
      if (subRound.playerId !== null && !players.includes(subRound.playerId))
        bad.push(`sub-round ${subRound.id} won by a non-player`);
      if (Math.abs(subRound.points) > 1_000_000) bad.push(`sub-round ${subRound.id} carries ${subRound.points} points`);
    }
  }
  for (const row of friendshipRows)
    if (row.senderId === row.receiverId) bad.push(`user ${row.senderId} is their own friend`);
  return bad;
}
