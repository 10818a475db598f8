# syntax=docker/dockerfile:1
# Multi-stage build: compilers only in the build stage, a slim non-root runtime.

# Base image of both stages. UNPINNED: pin it by digest for reproducible, tamper-evident builds.
# No registry was reachable where this file was written, so no digest could be verified and none
# is invented here. Get the current one with
#   docker buildx imagetools inspect node:22-bookworm-slim    (its "Digest: sha256:..." line)
# then build with --build-arg NODE_IMAGE=node:22-bookworm-slim@sha256:<digest>, or set it below.
ARG NODE_IMAGE=node:22-bookworm-slim

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
    DOS_BUNDLES_DIR=/data/dos
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app /app
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "build/server.js"]
