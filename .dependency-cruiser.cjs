/**
 * The shape issue 16 asks of the code, checked on every `pnpm lint`: no import cycles, SQL (Drizzle) only in
 * stores and db/, and the pure domain/ importing nothing of the server around it.
 */
const stores = "(^server/src/db/|/store\\.ts$|/[a-z]+Store\\.ts$)";

// ---- Server: one direction (issue 37, decision 052) ----
// server/src/ in layers, lowest first: a file imports its own layer and the layers below, never one above, so that
// no two folders import each other. Each layer's files, tests included.
const serverLayers = [
  ["domain", "^server/src/domain/", "pure rules"],
  [
    "basics",
    "^server/src/(config|logger|metrics|requestScope)(\\.test)?\\.ts$",
    "config, logs, metrics, request scope",
  ],
  ["db", "^server/src/db/", "tables, connection, bus, jobs"],
  ["infrastructure", "^server/src/(http/|jobRunner(\\.test)?\\.ts$)", "HTTP helpers and the job runner"],
  ["shared", "^server/src/shared/", "what every feature may take: the context type, streams, resolver types"],
  ["features", "^server/src/features/", "resolvers, services and stores, one folder per feature"],
  ["graphql", "^server/src/graphql/", "the schema assembled from the features, and its transports"],
  [
    "app",
    "^server/src/(app|expressApp|main|launch|youngGeneration|importFirebase|seed)(\\.test)?\\.ts$",
    "the composition root and commands",
  ],
];

/**
 * One rule per step of an ordered list, lowest first: nothing above it. `kind` comes before the step's name in the
 * rule's, `none` says what the lowest step may import.
 */
const nothingAbove = (kind, steps, none) =>
  steps.slice(0, -1).map(([name, path, what], index) => ({
    name: `server-${kind}${name}-imports-nothing-above`,
    comment: `${name} (${what}) imports only itself and what is below it: ${
      steps
        .slice(0, index)
        .map(([below]) => below)
        .join(", ") || none
    }.`,
    severity: "error",
    from: { path },
    to: { path: steps.slice(index + 1).map(([, above]) => above) },
  }));

// The features, lowest first, in the same way: a feature imports only features before it (through their
// index.ts), so that no two features import each other, even through others. A feature that needs one above it
// belongs above it (as account/, which takes auth, friends and notifications to change or delete an account).
const serverFeatures = [
  ["users", "the users' store, a user's public shape, the viewer as stored"],
  ["auth", "sign-up, sign-in, sessions, Google, the mailer"],
  ["rivalry", "ratings replayed, rivalries between two users"],
  ["notifications", "the bell, its e-mails and pushes, who is online"],
  ["friends", "friend requests and lists"],
  ["competitions", "competitions: reads, writes, streams, presence, activity"],
  ["invites", "invite links"],
  ["export", "a user's data exported"],
  ["import", "the original app's Firebase data imported"],
  ["share", "shared competitions' pages and pictures"],
  ["account", "what the viewer does to their own account: profile changes, the theme, deletion"],
].map(([name, what]) => [name, `^server/src/features/${name}/`, what]);

const serverRules = [
  ...nothingAbove("", serverLayers, "nothing of the server"),
  ...nothingAbove("feature-", serverFeatures, "no other feature"),
  {
    name: "server-file-in-a-layer",
    comment: "Every file of server/src belongs to one of the layers above, so that its direction is checked.",
    severity: "error",
    from: { path: "^server/src/", pathNot: serverLayers.map(([, path]) => path) },
    to: {},
  },
  {
    name: "server-feature-in-the-order",
    comment: "Every feature is in the features' order above, so that its direction is checked.",
    severity: "error",
    from: { path: "^server/src/features/", pathNot: serverFeatures.map(([, path]) => path) },
    to: {},
  },
  {
    name: "server-feature-through-its-index",
    comment: "A feature uses another only through that feature's index.ts, its small public surface.",
    severity: "error",
    from: { path: "^server/src/features/([^/]+)/" },
    to: {
      path: "^server/src/features/[^/]+/",
      pathNot: ["^server/src/features/$1/", "^server/src/features/[^/]+/index\\.ts$"],
    },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "Modules that import each other cannot be read, tested or changed one at a time.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "sql-only-in-stores",
      comment: "Every query goes through a feature's store (or db/), named for what it does.",
      severity: "error",
      from: { path: "^server/src/", pathNot: [stores, "\\.test\\.ts$"] },
      to: { path: "drizzle-orm" },
    },
    {
      name: "domain-is-pure",
      comment: "Rules in domain/ are pure functions: no database, no GraphQL, no features.",
      severity: "error",
      from: { path: "^server/src/domain/" },
      to: { path: "^server/src/(db|features|graphql|http)/|drizzle-orm|^node_modules/(pg|graphql)/" },
    },
    ...serverRules,

    // WEB (issue 37): what every feature shares knows none of them, and features build on each other one way.
    {
      name: "web-components-import-no-feature",
      comment:
        "components/ is what every feature shares: it imports none of them, not even lazily. The app (routes/) " +
        "hands the layout the features it shows.",
      severity: "error",
      from: { path: "^web/src/components/" },
      to: { path: "^web/src/[^/]+/", pathNot: "^web/src/(components|assets|graphql)/" },
    },
    {
      name: "web-no-folder-cycles",
      comment: "Folders that import each other cannot be read or changed one at a time either.",
      severity: "error",
      scope: "folder",
      from: { path: "^web/src/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)generated/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
