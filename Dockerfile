# syntax=docker/dockerfile:1
# One image per service, chosen by a build argument:
#   docker build --build-arg SERVICE=identity -t callsheet/identity .
# and the member console (static files behind nginx):
#   docker build --target console -t callsheet/console .
# Runs on the current Node LTS (24); the code also runs on Node 20.19+ (package.json engines).
# Service image: `node service/dist/main.js` (default command), migrations with
# `node scripts/db.mjs deploy <service>` (DATABASE_URL). See docs/operations.md.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------- build: every workspace's tools
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV PRISMA_HIDE_UPDATE_MESSAGE=1 NPM_CONFIG_UPDATE_NOTIFIER=false
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY proto/package.json proto/
COPY libs/kernel/package.json libs/kernel/
COPY libs/testing/package.json libs/testing/
COPY services/gateway/package.json services/gateway/
COPY services/identity/package.json services/identity/
COPY services/profiles/package.json services/profiles/
COPY services/productions/package.json services/productions/
COPY services/connections/package.json services/connections/
COPY services/payments/package.json services/payments/
COPY console/package.json console/
# Not `npm ci`: the lock written here leaves other platforms' optional packages out (see .ci/run).
# Prisma's engine download is not needed (WebAssembly engine, scripts/prisma.config.ts).
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run --silent generate

# ---------------------------------------------------------------- a service's file tree
FROM build AS service-tree
ARG SERVICE
RUN test -n "${SERVICE}" || (echo 'build with --build-arg SERVICE=<gateway|identity|profiles|productions|connections|payments>' >&2 && exit 1)
RUN npx tsc -b "services/${SERVICE}"
# The same script CI runs to start a service from this tree without Docker (scripts/ops/image-smoke.sh).
RUN --mount=type=cache,target=/root/.npm bash scripts/ops/image-tree.sh "${SERVICE}" /image

# ---------------------------------------------------------------- console: static files
FROM build AS console-build
RUN npm run --silent -w console build

FROM nginxinc/nginx-unprivileged:1.29-alpine AS console
# /config.js is written by nginx from CALLSHEET_API_ORIGIN at start (console/README.md, "Production");
# /api, /public, /webhooks and /docs go to CALLSHEET_GATEWAY_UPSTREAM so the console can use one origin.
ENV CALLSHEET_API_ORIGIN="" CALLSHEET_GATEWAY_UPSTREAM="http://gateway:8080" NGINX_ENVSUBST_FILTER="^CALLSHEET_"
COPY deploy/console/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=console-build /src/console/dist /usr/share/nginx/html
RUN rm -f /usr/share/nginx/html/config.js
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1

# ---------------------------------------------------------------- service: the default target
FROM ${NODE_IMAGE} AS service
ARG SERVICE
ENV NODE_ENV=production CALLSHEET_SERVICE=${SERVICE} \
    GATEWAY_HOST=0.0.0.0 GATEWAY_PORT=8080 HEALTH_HOST=0.0.0.0 HEALTH_PORT=8080 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# Owned by root, read-only for the user the service runs as; only /data (file storage) is writable.
COPY --from=service-tree /image /app
RUN mkdir -p /data/files && chown node:node /data/files
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
    CMD ["node", "-e", "fetch('http://127.0.0.1:8080/health/live').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "service/dist/main.js"]
