# The portal's image (decision 0116): docker build -t mijn-portal .
# The build stage runs ops/container/stage.sh, which CI runs and starts too, since no container
# engine runs there (apps/server/src/fault/container-image.test.ts).
FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && ops/container/stage.sh /app

FROM node:22-bookworm-slim
# Owned by root and not writable by the user that runs it: a read-only root file system works. The
# server writes only to /tmp (mount an emptyDir or tmpfs there), PostgreSQL and S3 storage.
COPY --from=build /app /app
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "ops/container/healthcheck.mjs"]
CMD ["node", "apps/server/dist/main.js"]
