/**
 * The shape issue 16 asks of the code, checked on every `pnpm lint`: no import cycles, SQL (Drizzle) only in
 * stores and db/, and the pure domain/ importing nothing of the server around it.
 */
const stores = "(^server/src/db/|/store\\.ts$|/[a-z]+Store\\.ts$)";

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
