# syntax=docker/dockerfile:1
# 0) a Node image with a C++ toolchain: better-sqlite3 (the demo mall's database) compiles from source
#    wherever its prebuilt binary cannot be downloaded
FROM node:26.10-bookworm-slim AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app

# 1) install every dependency exactly as locked
FROM toolchain AS deps
COPY package.json package-lock.json ./
RUN npm ci

# 2) build the client bundle
FROM deps AS build
COPY . .
RUN npm run build

# 3) production dependencies only, native addons built here (the runtime has no compiler)
FROM toolchain AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

# 4) slim runtime: no toolchain, non-root user, a writable folder for the demo mall's database. The same Node
#    line as the stages that compiled the native addons (26 LTS, which the tests and the bench also run on).
FROM node:26.10-bookworm-slim AS runtime
# the mall stamps orders, runs and statements in local time (demo-mall/core/envelope.ts formatDateTime): a
# Chinese shop keeps Beijing time whatever the host's zone; Node's own ICU data knows the zone without tzdata
ENV TZ=Asia/Shanghai \
    NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DEMO_MALL_DB=/app/data/demo-mall.sqlite
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY server ./server
COPY demo-mall ./demo-mall
COPY shared ./shared
COPY tsconfig.base.json ./
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# node runs as PID 1 with no npm or shell in between, so SIGTERM reaches the graceful shutdown directly
CMD ["node", "--import", "tsx", "server/main.ts"]
