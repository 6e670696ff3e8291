import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const server = "http://localhost:3000";
const htmlEntry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // A .br and a .gz beside each text file of the build, at the highest levels, for the server to send as they are.
    compression({ include: /\.(html|js|css|svg|ttf)$/, algorithms: ["brotliCompress", "gzip"] }),
  ],
  resolve: {
    // rxjs (under Apollo Client) offers an ES2015 build beside its default ES5 one: smaller, and without tslib.
    conditions: ["es2015", ...defaultClientConditions],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads up front (web/scripts/initial-js.ts measures them).
    manifest: true,
    // Monaco, the editor inside GraphiQL, is one ~2.8 MB chunk that only the /graphiql page loads.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      input: { app: htmlEntry("index.html"), graphiql: htmlEntry("graphiql.html") },
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
});
