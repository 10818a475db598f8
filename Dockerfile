# syntax=docker/dockerfile:1
# Multi-stage build: compilers only in the build stage, a slim non-root runtime.

# Base image of both stages, pinned by digest (reproducible, tamper-evident): the multi-arch
# index of node:22-bookworm-slim (Node 22.23.2, Debian bookworm, 2026-09-19) as recorded by Docker's
# official-images bookkeeping (github.com/docker-library/repo-info, repos/node/remote/22-bookworm-slim.md).
# To move to a newer build: docker buildx imagetools inspect node:22-bookworm-slim, then replace the digest
# (or pass --build-arg NODE_IMAGE=...).
ARG NODE_IMAGE=node:22-bookworm-slim@sha256:48e4b67d85f87bd551df43704e24d252f56cc5f8e9718841aace50f19948f0f9

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build
RUN npm prune --omit=dev

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/data/portfolio.sqlite \
    GBA_ROMS_DIR=/data/gba \
    DOS_BUNDLES_DIR=/data/dos \
    BACKUP_DIR=/backups
WORKDIR /app
# /backups: where `node build/backup.js` writes (docs/operations.md); a volume in docker-compose.yml.
RUN mkdir -p /data /backups && chown node:node /data /backups
COPY --from=build --chown=node:node /app /app
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "build/server.js"]
