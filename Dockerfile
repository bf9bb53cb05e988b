# syntax=docker/dockerfile:1
# CollabHub server image: the Fastify server with the built web app (shell and remotes), production dependencies
# only, running as an unprivileged user. Build: docker build -t collabhub . ; run: see compose.yaml and
# docs/deploy.md for the settings.
ARG NODE_VERSION=22

# 1. Build everything (dev dependencies included): shared-api, the server, the shell and its remotes.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV CI=true
COPY . .
RUN npx -y pnpm@10.34.8 install --frozen-lockfile \
 && node tooling/scripts/build.mjs

# 2. Production dependencies of the server (and its workspace package shared-api) only.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
ENV CI=true
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY server/package.json server/
COPY shared-api/package.json shared-api/
RUN npx -y pnpm@10.34.8 install --frozen-lockfile --prod --filter server... --ignore-scripts

# 3. The runtime image.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 METRICS_HOST=0.0.0.0 METRICS_PORT=9464
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/server/node_modules server/node_modules
COPY --from=deps /app/shared-api/node_modules shared-api/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/shared-api/package.json shared-api/
COPY --from=build /app/shared-api/dist shared-api/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
# Read at run time: the SQL migrations, the legal pages and the server's static assets.
COPY --from=build /app/server/src/db/migrations server/src/db/migrations
COPY --from=build /app/server/legal server/legal
COPY --from=build /app/server/assets server/assets
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/shell/public/remotes.json shell/public/remotes.json
COPY --from=build /app/mfe-discovery/dist mfe-discovery/dist
COPY --from=build /app/mfe-profile/dist mfe-profile/dist
COPY --from=build /app/mfe-messaging/dist mfe-messaging/dist
COPY --from=build /app/mfe-account/dist mfe-account/dist
USER node
EXPOSE 8080 9464
# The app answers /api/health while alive; the balancer uses /api/ready.
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (exec form): it drains and exits within SHUTDOWN_TIMEOUT_MS.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
