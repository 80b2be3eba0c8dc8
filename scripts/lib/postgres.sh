#!/usr/bin/env bash
# scripts/lib/postgres.sh: sourced (not run) by with-postgres.sh and start-cluster.sh.
#
# Finds Debian's PostgreSQL server programs and runs them as the cluster's owner:
#   - find_pg_bin: the folder holding initdb and pg_ctl (PATH, then /usr/lib/postgresql/*/bin,
#     newest major version first); fails when there is none.
#   - ensure_pg_bin <name> <variable>: sets PG_BIN, installing Debian's `postgresql` when it is
#     missing and running as root; otherwise says so (prefixed "<name>:", suggesting <variable>)
#     and exits 1.
#   - as_owner <command...>: runs a command as the `postgres` user when root (initdb and
#     postgres refuse to run as root), else as the caller.
#   - free_port: prints a TCP port nothing listens on (127.0.0.1).

find_pg_bin() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"
    return 0
  fi
  local dir
  # Newest major version first.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

ensure_pg_bin() {
  local name="$1" variable="$2"
  PG_BIN="$(find_pg_bin || true)"
  if [ -z "$PG_BIN" ]; then
    if [ "$(id -u)" -ne 0 ]; then
      echo "$name: PostgreSQL (initdb, pg_ctl) is not installed; install Debian's 'postgresql' package or set $variable." >&2
      exit 1
    fi
    echo "$name: installing PostgreSQL (apt-get install postgresql)..." >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    PG_BIN="$(find_pg_bin)"
  fi
}

# Commands that run as the cluster's owner: initdb and postgres refuse to run as root.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    if command -v runuser >/dev/null 2>&1; then
      runuser -u postgres -- "$@"
    else
      su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
    fi
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
