#!/usr/bin/env bash
# with-postgres.sh <command...>
#
# Runs <command> with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster, so the
# server's tests also run against real PostgreSQL (they always run against PGlite).
#   - TEST_DATABASE_URL already set: just runs the command against that server.
#   - Else: finds initdb/pg_ctl (PATH, then /usr/lib/postgresql/*/bin), installs Debian's
#     `postgresql` when missing and running as root, starts a cluster in a fresh temp folder
#     on a free port (as the `postgres` user: initdb refuses root), runs the command, and
#     always stops the cluster and deletes the folder. Exits with the command's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec "$@"
fi

# find_pg_bin, ensure_pg_bin, as_owner, free_port (shared with start-cluster.sh).
# shellcheck source=scripts/lib/postgres.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/postgres.sh"

ensure_pg_bin with-postgres TEST_DATABASE_URL

PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/paid-postgres-XXXXXX")"
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$PG_DIR"
fi
chmod 700 "$PG_DIR"

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_owner "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --no-sync >"$PG_DIR/initdb.log" 2>&1 || {
  cat "$PG_DIR/initdb.log" >&2
  exit 1
}

PORT="$(free_port)"
# The socket lives in the cluster's folder, so nothing in /var/run is needed.
if ! as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" \
  -o "-p $PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  -w start >/dev/null; then
  cat "$PG_DIR/server.log" >&2
  exit 1
fi

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/pg_ctl" --version | sed -n 's/.*(PostgreSQL) \([0-9.]*\).*/\1/p') at $TEST_DATABASE_URL" >&2

status=0
"$@" || status=$?
exit "$status"
