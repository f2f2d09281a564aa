# Adsmith: one image for every instance. See docs/deploy.md.
FROM node:20-bookworm-slim

# Debian's Chromium renders JavaScript-only landing pages (CRAWL_RENDER=auto finds /usr/bin/chromium);
# the fonts give rendered pages real text metrics.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation ca-certificates \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# Dependencies first, so a source change does not reinstall them. `npm install`, not `npm ci`: the lock
# file leaves out Tailwind's binaries for other platforms (see DESIGN.md).
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

COPY . .
RUN npx vite build --logLevel warn

# The server runs as the image's unprivileged `node` user and writes nothing but its data folder.
RUN mkdir -p /app/data && chown node:node /app/data
USER node

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    WEB_ROOT=/app/dist/web
EXPOSE 3000

# Healthy only when the instance answers and reaches its database.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(async r=>process.exit(r.ok&&(await r.json()).status==='ok'?0:1),()=>process.exit(1))"

# The server itself, not `npm start`: the web app is already built, and SIGTERM reaches Node directly
# so in-flight requests are drained before the process exits.
CMD ["node", "--import", "tsx", "src/server/main.ts"]
