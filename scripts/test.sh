#!/usr/bin/env bash
# `npm test`: every check of the project, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true

# Temporary files in memory when the machine has a tmpfs with room (4 GB free): the server
# tests copy a 42 MB PGlite template for each of ~170 test databases, and PGlite, PostgreSQL,
# Chromium and the media tools write their folders all along; on a disk's ext4 the kernel's
# copying and journaling cost the server tests 689 core-seconds (370 s), in /dev/shm 549 (296 s).
# A fresh folder per run, deleted at the end; TMPDIR set by the caller is kept.
if [ -z "${TMPDIR:-}" ] && [ "$(stat -f -c %T /dev/shm 2>/dev/null)" = tmpfs ] &&
  [ "$(df --output=avail -k /dev/shm | tail -1)" -ge 4000000 ]; then
  TMPDIR="$(mktemp -d /dev/shm/paid-test-XXXXXX)"
  # Like /tmp: PostgreSQL's cluster (scripts/with-postgres.sh) runs as the `postgres` user.
  chmod 1777 "$TMPDIR"
  export TMPDIR
  trap 'rm -rf "$TMPDIR"' EXIT
fi

# Each step says when it starts (seconds since npm test began), so a slow CI run shows where.
step() { printf '\n=== %s (at %d s) ===\n' "$1" "$SECONDS"; }

# The programs the later steps need (HAProxy, Janus and PostgreSQL for the server tests,
# Chromium for e2e) are Debian packages that a fresh CI machine lacks: they download and
# install in the background while lint, tsc and jest keep the cores busy, instead of one
# after another in front of the steps that need them. One job, one package at a time:
# apt-get holds a lock, so two installs at once would fail. Each script returns at once
# when its program is already there.
tools_log="$(mktemp "${TMPDIR:-/tmp}/paid-test-tools-XXXXXX.log")"
(
  set -e
  bash scripts/ensure-haproxy.sh
  # Before the server tests, so media-janus.test.ts runs against the real Janus, not skipped.
  bash scripts/ensure-janus.sh
  # janus-pp-rec and ffmpeg: recordings.test.ts makes a real recording's video.
  bash scripts/ensure-media-tools.sh
  bash -c 'source scripts/lib/postgres.sh && ensure_pg_bin "npm test" TEST_DATABASE_URL'
  bash scripts/ensure-chromium.sh
) >"$tools_log" 2>&1 &
tools_pid=$!

tools_ready() {
  if ! wait "$tools_pid"; then
    cat "$tools_log" >&2
    echo "npm test: installing HAProxy, Janus, janus-pp-rec/ffmpeg, PostgreSQL or Chromium failed (above)." >&2
    exit 1
  fi
}

step "lint (eslint, prettier) beside types (tsc, whole repo)"
# ESLint, Prettier and tsc each keep one core busy (about 30, 22 and 29 core-seconds): all three
# at once keep both cores busy to the end, where ESLint then Prettier beside tsc left one core
# idle for Prettier's time. `npm run lint` runs the first two. Each one's output is held back
# and printed whole after tsc's, so they never interleave.
eslint_log="$(mktemp "${TMPDIR:-/tmp}/paid-test-eslint-XXXXXX.log")"
prettier_log="$(mktemp "${TMPDIR:-/tmp}/paid-test-prettier-XXXXXX.log")"
npx eslint . >"$eslint_log" 2>&1 &
eslint_pid=$!
npx prettier --check . >"$prettier_log" 2>&1 &
prettier_pid=$!
types_status=0
npm run typecheck || types_status=$?
eslint_status=0
wait "$eslint_pid" || eslint_status=$?
prettier_status=0
wait "$prettier_pid" || prettier_status=$?
cat "$eslint_log" "$prettier_log"
if ((eslint_status != 0 || prettier_status != 0 || types_status != 0)); then
  echo "npm test: lint or types failed (above)." >&2
  exit 1
fi

step "unit and component tests (jest)"
npx jest --ci

step "server integration tests (PGlite, a throwaway PostgreSQL, HAProxy for the cluster test, Janus)"
tools_ready
bash scripts/with-postgres.sh npm run test:server

step "build the composed site"
npm run build

step "end-to-end tests (Playwright, Debian Chromium, Janus for live video)"
npm run test:e2e
step "done"
