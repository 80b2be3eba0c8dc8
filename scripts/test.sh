#!/usr/bin/env bash
# `npm test`: every check of the project: lint and types first (they fail fastest), then the
# rest packed to keep CI's two cores busy (bench/REPORT.md "CI time").
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
  made_tmpdir="$TMPDIR"
fi
# What runs in the background ends with this script, and the temp folder made above goes.
background_pids=()
clean_up() {
  for pid in "${background_pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  if [ -n "${made_tmpdir:-}" ]; then rm -rf "$made_tmpdir"; fi
}
trap clean_up EXIT

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

step "lint (eslint + prettier) beside types (tsc, whole repo)"
# ESLint, Prettier and tsc each keep one core busy: side by side they use both. The lint's
# output is held back and printed whole after tsc's, so the two never interleave.
lint_log="$(mktemp "${TMPDIR:-/tmp}/paid-test-lint-XXXXXX.log")"
npm run lint >"$lint_log" 2>&1 &
lint_pid=$!
types_status=0
npm run typecheck || types_status=$?
lint_status=0
wait "$lint_pid" || lint_status=$?
cat "$lint_log"
if ((lint_status != 0 || types_status != 0)); then
  echo "npm test: lint or types failed (above)." >&2
  exit 1
fi

# Jest needs neither the tools nor the build, and nothing of it is timed against the clock but
# its own limits: it runs from here on at the lowest CPU priority (nice 19), on the cycles the
# build and the e2e suite leave idle (e2e's two workers wait on pages, polls and timers: about
# a third of both cores), instead of ~135 s of both cores on its own. A test may then wait for
# the CPU, so its limits are raised: 60 s a test, 30 s for findBy/waitFor
# (PAID_JEST_ASYNC_TIMEOUT_MS, shared-config/jest-setup-dom.js). Its report is printed at the end.
step "unit and component tests (jest), in the background at the lowest CPU priority"
jest_log="$(mktemp "${TMPDIR:-/tmp}/paid-test-jest-XXXXXX.log")"
# A session of its own (setsid): clean_up ends its workers with it, and where the kernel groups
# each session's tasks for the scheduler (autogroup, Debian's default) nice applies only inside
# the group, so the group itself is given nice 19 as well.
PAID_JEST_ASYNC_TIMEOUT_MS=30000 setsid nice -n 19 npx jest --ci --testTimeout=60000 >"$jest_log" 2>&1 &
jest_pid=$!
background_pids+=("$jest_pid")
# Once setsid has made the session (its leader's id is the session's), not before: until then
# the autogroup named there is this script's.
for _ in $(seq 50); do
  if [ "$(ps -o sid= -p "$jest_pid" | tr -d ' ')" = "$jest_pid" ]; then
    if [ -w "/proc/$jest_pid/autogroup" ]; then echo 19 >"/proc/$jest_pid/autogroup" || true; fi
    break
  fi
  sleep 0.1
done

step "build the composed site"
npm run build

step "end-to-end tests (Playwright, Debian's Chromium headless shell, Janus for live video)"
tools_ready
npm run test:e2e

step "unit and component tests (jest): its report"
jest_status=0
wait "$jest_pid" || jest_status=$?
cat "$jest_log"
if ((jest_status != 0)); then
  echo "npm test: jest failed (above)." >&2
  exit 1
fi

step "server integration tests (PGlite, a throwaway PostgreSQL, HAProxy for the cluster test, Janus)"
bash scripts/with-postgres.sh npm run test:server
step "done"
