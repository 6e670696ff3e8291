import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Alias } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
// With its extension, as Node's own loader of the config (Vite's coming default) needs it.
import { appIcons, manifestIcons } from "./scripts/appIcons.ts";
import { graphqlDocuments } from "./scripts/graphqlDocuments.ts";
import { keepAppFiles } from "./scripts/precache.ts";

const require = createRequire(import.meta.url);
const server = "http://localhost:3000";
const distDir = fileURLToPath(new URL("dist", import.meta.url));
const htmlEntry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * React Router's package points every import at its development build, whose only difference is the warnings it
 * prints (`ENABLE_DEV_WARNINGS`); its production build beside it leaves them out.
 */
function reactRouterProduction(): Alias[] {
  const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production");
  return [
    { find: /^react-router$/, replacement: path.join(dist, "index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(dist, "dom-export.mjs") },
  ];
}

const FEATURE_CHUNKS: [RegExp, string][] = [
  [/web[\\/]src[\\/]competitions[\\/](CompetitionCard|CompetitionImage|icons|status)\.tsx?$/, "cards"],
  [/web[\\/]src[\\/]competitions[\\/]/, "competition"],
  [/web[\\/]src[\\/]accounts[\\/]/, "accounts"],
];
const featureChunk = (id: string) => FEATURE_CHUNKS.find(([test]) => test.test(id))?.[1] ?? null;

export default defineConfig(({ command }) => ({
  plugins: [
    // In the build, each chunk carries only the GraphQL documents its modules use.
    graphqlDocuments(fileURLToPath(new URL("src", import.meta.url))),
    react(),
    tailwindcss(),
    // A .br and a .gz beside each text file of the build, at the highest levels, for the server to send as they are;
    // also for a file so small that compressing gains nothing, so that the server finds every file's siblings.
    compression({
      include: /\.(html|js|css|svg|ttf)$/,
      algorithms: ["brotliCompress", "gzip"],
      skipIfLargerOrEqual: false,
    }),
    appIcons(fileURLToPath(new URL("src/assets/logo.svg", import.meta.url))),
    // The service worker (decision 043): web/src/sw.ts, given the list of the build's files to keep.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      // Registered by the app itself (pwa/serviceWorker.ts), after the first paint; a new version waits for the user.
      injectRegister: false,
      registerType: "prompt",
      // The web app manifest: what installing the app shows. Colours of the light theme (the header, the page);
      // index.html's theme-color tags give the dark theme's too.
      manifest: {
        id: "/",
        name: "Rivals",
        short_name: "Rivals",
        description: "Keep score of head-to-head competitions between friends, round by round.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: "#ffffff",
        background_color: "#f8fafc",
        icons: manifestIcons,
      },
      injectManifest: {
        // The app's page and everything it can load (its lazy pages too, for offline); not GraphiQL's.
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        globIgnores: ["graphiql.html", "sw.js"],
        manifestTransforms: [keepAppFiles(distDir, ["graphiql.html"])],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  resolve: {
    alias: command === "build" ? reactRouterProduction() : [],
    // rxjs (under Apollo Client) offers an ES2015 build beside its default ES5 one: smaller, and without tslib.
    conditions: ["es2015", ...defaultClientConditions],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads up front (web/scripts/initial-js.ts measures them).
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    // Monaco, the editor inside GraphiQL, is one ~2.8 MB chunk that only the /graphiql page loads.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // Rolldown's report of the plugins' time (GraphiQL's chunk and the compression take most of it) is not for
      // whoever runs `pnpm build` or `pnpm start`.
      checks: { bundlerTimings: false },
      input: { app: htmlEntry("index.html"), graphiql: htmlEntry("graphiql.html") },
      output: {
        codeSplitting: {
          groups: [
            // React and React Router in one chunk: the lazy pages and GraphiQL share pieces of them, which would
            // otherwise split the first load into many small chunks that each compress worse alone.
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              tags: ["$initial"],
            },
            // The app's own small modules that the first render shares with lazy pages (the session, the layout's
            // pieces, what the home page's text uses), in one chunk rather than one each: every file costs its own
            // request and compresses worse alone. None imports Apollo Client (decision 053). GraphiQL, which shares
            // some of them, loads it too, beside its 2.8 MB editor.
            {
              name: "shared",
              test: /web[\\/]src[\\/](endpoints|externalValue|session|plainQuery|apolloContext|withApollo|firstPage|components[\\/](Avatar|Icon|Loading|PageTitle|styles|useDocumentTitle)|graphql[\\/]generated[\\/]index)\.tsx?$/,
            },
            // What Apollo Client uses of graphql, alone: in GraphiQL's chunks, the pages would load them; in Apollo's, two
            // chunks would import each other.
            {
              name: "graphql",
              test: /node_modules[\\/]graphql[\\/](language[\\/](kinds|ast|printer|printString|blockString|characterClasses|visitor|reducer)|jsutils[\\/](inspect|devAssert|invariant))\.mjs$/,
              includeDependenciesRecursively: false,
            },
            // Apollo Client, with what it builds on and the app's modules around it, in one chunk: loaded with the first
            // page that uses it, after one that does not (the home and sign-in pages).
            {
              name: "apollo",
              test: /node_modules[\\/](@apollo[\\/]client|rxjs|optimism|@wry|tslib)[\\/]|web[\\/]src[\\/](apollo|errors)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // The forms of signing in and up, with what they use: the sign-in page draws without Apollo Client, which
            // each form's call loads.
            {
              name: "signIn",
              test: /web[\\/]src[\\/](accounts[\\/](AccountPage|AccountForm|SignInForm|SignUpForm|NewPasswordForm|GoogleSignIn|useSessionMutations|useRequestPasswordReset|redirectPath)|components[\\/](Field|FormError|useActions))\.tsx?$/,
            },
            // The small building blocks of nearly every page, in one chunk of a few KB rather than a request for each.
            {
              name: "ui",
              test: /web[\\/]src[\\/](components[\\/]|(routeErrors|connection|dates)\.ts$)/,
              minShareCount: 2,
            },
            // idb-keyval, under the outbox and the data kept offline, in a chunk of its own: in the competitions'
            // chunk it would have the data kept offline load that chunk, on every page.
            {
              name: "idb-keyval",
              test: /node_modules[\\/]idb-keyval[\\/]/,
            },
            // What several pages share of one feature, in one chunk per feature: the competition cards (home, list),
            // the rest of the competitions' modules (the page, the list's form, the outbox), the account forms.
            {
              name: featureChunk,
              minShareCount: 2,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // GraphiQL ships React Compiler output whose "use no memo" directives are meaningless once bundled.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  optimizeDeps: {
    // CommonJS modules that GraphiQL's GraphQL worker imports: the dev server must convert them, as it does
    // for the page's own dependencies (it does not follow imports inside workers on its own).
    include: ["monaco-graphql > picomatch-browser", "monaco-graphql > graphql-language-service"],
  },
  server: {
    // No changeOrigin: the API sees the dev server's host, which its WebSocket same-origin check accepts.
    proxy: {
      "/graphql": { target: server, ws: true },
      "/auth": { target: server },
    },
  },
}));
