# Beacon: the console and the back end in one image; ROLE picks what a container runs (api, worker or all).
# Multi-stage: the build stage has the dev tools (TypeScript, Vite, esbuild); the runtime stage only the
# production dependencies, the bundles, the migrations and the built (precompressed) console.

FROM node:22-bookworm-slim AS build
WORKDIR /app
# Manifests first: the dependency layer is reused until a package.json or the lock file changes.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/sdk/package.json packages/sdk/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/sdk/package.json packages/sdk/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
# The image's own unprivileged user: nothing in the server needs root.
USER node
EXPOSE 8080
# Liveness of an HTTP role; compose.yaml gives worker containers a check on their metrics listener instead.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# V8 flags that keep the process at or under 300 MB (docs/configuration.md, "Node flags").
CMD ["node", "--max-semi-space-size=4", "--liftoff-only", "apps/server/dist/main.js"]
