#!/usr/bin/env bash
# `npm test`: every check of the project, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true

step() { printf '\n=== %s ===\n' "$1"; }

step "lint (eslint + prettier)"
npm run lint

step "types (tsc, whole repo)"
npm run typecheck

step "unit and component tests (jest)"
npx jest --ci

step "server integration tests (PGlite, a throwaway PostgreSQL, HAProxy for the cluster test, Janus)"
bash scripts/ensure-haproxy.sh >/dev/null
# Before the server tests, so media-janus.test.ts runs against the real Janus, not skipped.
bash scripts/ensure-janus.sh >/dev/null
bash scripts/with-postgres.sh npm run test:server

step "build the composed site"
npm run build

step "end-to-end tests (Playwright, Debian Chromium, Janus for live video)"
bash scripts/ensure-chromium.sh
npm run test:e2e
