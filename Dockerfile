# syntax=docker/dockerfile:1
# Rivals as one small image: `docker build -t rivals .`, then `docker run -p 3000:3000 -v rivals-data:/data rivals`
# (embedded PGlite in /data) or with DATABASE_URL set (PostgreSQL). See README "Deploy".
ARG NODE_VERSION=26

FROM node:${NODE_VERSION}-slim AS build
WORKDIR /src
RUN npm install -g pnpm@10.34.9
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json codegen.ts schema.graphql ./
COPY server/package.json server/
COPY web/package.json web/
COPY bench/package.json bench/
COPY patches patches/
COPY scripts/codegen.mjs scripts/builds.mjs scripts/
RUN pnpm install --frozen-lockfile
COPY . .
# COPY keeps the sources' times, which may be older than the code generated at install (before they were here):
# generate it again, then build.
RUN pnpm codegen && pnpm build \
 && pnpm --filter @rivals/server deploy --prod --legacy /app/server \
 && rm -rf /app/server/src /app/server/test \
 && cp -r schema.graphql drizzle /app/ \
 && mkdir -p /app/web && cp -r web/dist /app/web/dist

FROM node:${NODE_VERSION}-slim
ENV NODE_ENV=production PORT=3000 PGLITE_DATA_DIR=/data
WORKDIR /app
COPY --from=build /app ./
# The server keeps V8's compiled code beside its bundle (decision 046): the one folder of /app it writes.
RUN mkdir -p /data /app/server/dist/code-cache && chown node:node /data /app/server/dist/code-cache
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself as PID 1's command: SIGTERM reaches the server, which stops within 10 s.
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
