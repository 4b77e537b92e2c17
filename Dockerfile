# syntax=docker/dockerfile:1
# One image for every environment (docs/decisions/026-running-past-one-machine.md): the build needs no secrets,
# no database and no Redis or bucket; all of it is given when the container starts (deploy/compose.yaml).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# The site passport's fonts (lib/platform/pdf/fonts.ts): DejaVu Sans, and Noto Sans CJK for Chinese.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-noto-cjk && rm -rf /var/lib/apt/lists/*
RUN groupadd --system --gid 1001 portal && useradd --system --uid 1001 --gid portal --home-dir /app portal
# server.js and the traced node_modules; static files and public/ beside them as Next's standalone output expects.
COPY --from=build --chown=portal:portal /app/.next/standalone ./
COPY --from=build --chown=portal:portal /app/.next/static ./.next/static
COPY --from=build --chown=portal:portal /app/public ./public
# The seed's committed demo videos and captions (cms/seed/videos.ts reads them at the first start; not traced).
COPY --from=build --chown=portal:portal /app/cms/seed/media ./cms/seed/media
RUN mkdir -p /app/var && chown portal:portal /app/var
USER portal
# 3000: the site (only nginx reaches it); 9464: Prometheus metrics when METRICS_PORT=9464, METRICS_HOST=0.0.0.0.
EXPOSE 3000 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "server.js"]
