import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "schema.graphql",
  ignoreNoDocuments: true,
  generates: {
    "server/src/shared/generated/resolvers.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        useIndexSignature: true,
        // The API's `Record` type would hide TypeScript's own Record, which the generated resolver types use.
        // Each part of a name (split at "_") is capitalized, as the default convention does to this schema's names.
        namingConvention: {
          typeNames: (name: string) =>
            name === "Record" ? "RecordType" : name.charAt(0).toUpperCase() + name.slice(1),
        },
        contextType: "../context#GraphQLContext",
        enumsAsTypes: true,
        enumValues: {
          Theme: { SYSTEM: "system", LIGHT: "light", DARK: "dark" },
          CompetitionStatus: { ONGOING: "ongoing", COMPLETE: "complete", ABANDONED: "abandoned" },
          RoundWinner: { MORE_POINTS: "more_points", FEWER_POINTS: "fewer_points" },
          Scoring: { ROUNDS: "rounds", POINTS: "points" },
          FinishKind: { FIRST_TO: "first_to", BEST_OF: "best_of" },
        },
        mappers: {
          User: "../../features/users/store#PublicUser",
          Me: "../../db/schema#UserRow",
          Rule: "../../db/schema#RuleRow",
          Competition: "../../features/competitions/store#CompetitionAnswer",
          Round: "../../features/competitions/store#RoundView",
          SubRound: "../../features/competitions/store#SubRoundView",
          Activity: "../../features/competitions/store#ActivityView",
          Friendship: "../../features/friends/store#FriendshipView",
          Rivalry: "../../features/rivalry/store#RivalryView",
          RivalryResult: "../../features/rivalry/store#RivalryResultView",
          CompetitionEvent: "../../features/competitions/feed#CompetitionEvent as CompetitionEventModel",
          Presence: "../../features/competitions/presence#Presence as PresenceModel",
          Invite: "../../features/invites/store#InviteView",
          InvitePreview: "../../features/invites/store#InvitePreviewView",
          InviteAcceptance: "../../features/invites/service#InviteAcceptanceView",
          Notification: "../../features/notifications/store#NotificationView",
          NotificationEvent: "../../features/notifications/store#NotificationEvent as NotificationEventModel",
        },
      },
    },
    "web/src/graphql/generated/": {
      documents: ["web/src/**/*.{ts,tsx}", "!web/src/graphql/generated/**"],
      preset: "client",
      presetConfig: { fragmentMasking: { unmaskFunctionName: "getFragmentData" } },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    // The web app's operations again, for the server: the documents it runs on a compiled plan (graphql/trusted.ts).
    "server/src/shared/generated/web/": {
      documents: ["web/src/**/*.{ts,tsx}", "!web/src/graphql/generated/**"],
      preset: "client",
      presetConfig: { fragmentMasking: false, persistedDocuments: true },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    // The tests' and benchmarks' operations, typed the same way; sent as strings, as a client without Apollo would.
    "server/test/generated/": {
      documents: [
        "server/test/**/*.ts",
        "web/e2e/**/*.ts",
        "bench/**/*.ts",
        "!server/test/generated/**",
        "!**/node_modules/**",
      ],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, documentMode: "string" },
    },
  },
};

export default config;
