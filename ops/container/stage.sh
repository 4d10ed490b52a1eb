#!/usr/bin/env bash
# Builds the portal and assembles what its image runs, in the empty folder $1: the compiled server,
# its content and migrations, the web's build, and the production dependencies only (decision 0116).
# The Dockerfile's build stage runs this; CI runs it too (no container engine runs there) and starts
# the result read-only as another user (apps/server/src/fault/container-image.test.ts).
set -euo pipefail
target=$(realpath -m "${1:?usage: ops/container/stage.sh <empty folder>}")
cd "$(dirname "$0")/../.."

mkdir -p "$target"
npm run build -w apps/web
# Straight into the image's tree: apps/server/dist may be in use (the compiled server's own test).
npm run build -w apps/server -- --outdir "$target/apps/server/dist"

# npm ci resolves the lock file's workspaces from their package.json files, so each one comes along.
workspaces=$(node -p "require('./package.json').workspaces.map((w) => w + '/package.json').join(' ')")
# shellcheck disable=SC2086 # one word per workspace
tar -c package.json package-lock.json $workspaces | tar -x -C "$target"

mkdir -p "$target/apps/server/src/db" "$target/ops/container"
cp -R apps/server/content "$target/apps/server/"
cp -R apps/server/src/db/migrations "$target/apps/server/src/db/"
# dist-ssr renders the login page on the server with the web's packages (decision 0093).
cp -R apps/web/dist apps/web/dist-ssr "$target/apps/web/"
cp ops/container/healthcheck.mjs "$target/ops/container/"

# The server's and the web's runtime packages; the workspace packages are inside the bundle.
(cd "$target" && npm ci --omit=dev --workspace apps/server --workspace apps/web \
  --ignore-scripts --no-audit --no-fund --loglevel=error)
