#!/usr/bin/env bash
# start-cluster.sh [--no-build]   (npm run start:cluster [-- --no-build])
#
# A PAID cluster on one machine, in the foreground until Ctrl-C (or SIGTERM):
#   - PostgreSQL: DATABASE_URL when set (nothing started); else Debian's PostgreSQL (installed
#     when missing and running as root, scripts/lib/postgres.sh) with its cluster kept in
#     $CLUSTER_DIR/postgres/data between runs, on 127.0.0.1:$CLUSTER_PG_PORT (default 5433, or a
#     free port when that one is taken), database `paid` (created when missing).
#   - `npm run build` once, like `npm start` (skipped with --no-build).
#   - CLUSTER_SERVERS (default 2) compiled servers (node server/dist/main.js) on 127.0.0.1:3101,
#     3102, ... (CLUSTER_SERVER_PORT: the first port), each with its own data folder
#     $CLUSTER_DIR/server-<i> (the server locks it and writes server.json, admin-secret and
#     database.json there), one shared PAID_RELEASES_DIR ($CLUSTER_DIR/releases unless set), one
#     shared PAID_MAIL_DIR ($CLUSTER_DIR/mail unless set) and
#     TRUST_PROXY=127.0.0.1. The first starts alone (it migrates and seeds a fresh database).
#     Each runs under server/scripts/supervise.mjs, which starts it again when it exits (after
#     1 s, doubling up to 30 s while it keeps failing) and writes its output to
#     $CLUSTER_DIR/logs/server-<i>/ through pino-roll: a new file every CLUSTER_LOG_SIZE
#     (default 20m), the newest CLUSTER_LOG_KEEP (default 5) kept, current.log the one written.
#   - HAProxy (Debian's `haproxy`, scripts/ensure-haproxy.sh) in front, under the same
#     supervisor (restarted should it exit; output in $CLUSTER_DIR/logs/haproxy/, rotated), on
#     $CLUSTER_HOST:$PORT (default 127.0.0.1:3000): round robin, X-Forwarded-For, health
#     checks on GET /api/health every 2 s (every 0.5 s while a server is down, so a restarted
#     one is back within a second), 1 h timeouts for long-lived responses. Its config is
#     written to $CLUSTER_DIR/haproxy.cfg on every start.
#   - PostgreSQL's log: its own logging collector in $CLUSTER_DIR/logs/postgres/, one file per
#     hour of the week, emptied when that hour comes round again.
# The rest (initdb, the config check) goes to $CLUSTER_DIR/logs/<name>.log. On exit HAProxy stops
# first, then the servers (SIGTERM, then SIGKILL after 20 s), then the PostgreSQL this script
# started.
# CLUSTER_DIR defaults to .paid-cluster in the repository. Other settings (PUBLIC_ORIGIN,
# default http://localhost:$PORT; S3_*, OIDC_*, LOG_LEVEL, PAID_EMPTY, ...) reach every server.
set -euo pipefail

NAME=start-cluster
log() { echo "$NAME: $*" >&2; }
die() {
  log "$*"
  exit 1
}

BUILD=1
for arg in "$@"; do
  case "$arg" in
    --no-build) BUILD=0 ;;
    -h | --help)
      sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}"
      exit 0
      ;;
    *)
      echo "usage: $0 [--no-build]" >&2
      exit 2
      ;;
  esac
done

SERVERS="${CLUSTER_SERVERS:-2}"
BALANCER_PORT="${PORT:-3000}"
BALANCER_HOST="${CLUSTER_HOST:-127.0.0.1}"
FIRST_SERVER_PORT="${CLUSTER_SERVER_PORT:-3101}"
START_TIMEOUT="${CLUSTER_START_TIMEOUT:-120}"
LOG_SIZE="${CLUSTER_LOG_SIZE:-20m}"
LOG_KEEP="${CLUSTER_LOG_KEEP:-5}"
for setting in "CLUSTER_SERVERS=$SERVERS" "PORT=$BALANCER_PORT" "CLUSTER_SERVER_PORT=$FIRST_SERVER_PORT" \
  "CLUSTER_START_TIMEOUT=$START_TIMEOUT" "CLUSTER_LOG_KEEP=$LOG_KEEP"; do
  [[ "${setting#*=}" =~ ^[1-9][0-9]*$ ]] || die "${setting%%=*} must be a positive whole number (got '${setting#*=}')"
done

# Relative folders are taken from where the command was started, then we work from the repo.
CLUSTER_DIR="${CLUSTER_DIR:-$(dirname "${BASH_SOURCE[0]}")/../.paid-cluster}"
mkdir -p "$CLUSTER_DIR"
CLUSTER_DIR="$(cd "$CLUSTER_DIR" && pwd)"
RELEASES_DIR="${PAID_RELEASES_DIR:-$CLUSTER_DIR/releases}"
mkdir -p "$RELEASES_DIR"
RELEASES_DIR="$(cd "$RELEASES_DIR" && pwd)"
# Mail written to files (no SMTP_URL) goes to one folder for every server, so the admin
# command's `mail` lists the cluster's mail from any server's data folder.
MAIL_DIR="${PAID_MAIL_DIR:-$CLUSTER_DIR/mail}"
mkdir -p "$MAIL_DIR"
MAIL_DIR="$(cd "$MAIL_DIR" && pwd)"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
LOG_DIR="$CLUSTER_DIR/logs"
mkdir -p "$LOG_DIR"
PUBLIC_ORIGIN="${PUBLIC_ORIGIN:-http://localhost:$BALANCER_PORT}"

port_is_free() {
  node -e "const s=require('net').createServer();s.once('error',()=>process.exit(1));s.listen(Number(process.argv[2]),process.argv[1],()=>s.close(()=>process.exit(0)))" "$1" "$2"
}

http_ok() {
  curl -fsS -o /dev/null -m 2 "$1" 2>/dev/null
}
if ! command -v curl >/dev/null 2>&1; then
  http_ok() {
    node -e "fetch(process.argv[1],{signal:AbortSignal.timeout(2000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" "$1"
  }
fi

show_log() {
  echo "--- last lines of $1 ---" >&2
  tail -n 30 "$1" >&2 || true
  echo "---" >&2
}

HAPROXY="$(bash scripts/ensure-haproxy.sh)"

# Taken ports fail here, before anything is built or started.
port_is_free "$BALANCER_HOST" "$BALANCER_PORT" ||
  die "$BALANCER_HOST:$BALANCER_PORT is taken (PORT sets the balancer's port, CLUSTER_HOST its address)"
for ((i = 1; i <= SERVERS; i++)); do
  port=$((FIRST_SERVER_PORT + i - 1))
  port_is_free 127.0.0.1 "$port" ||
    die "127.0.0.1:$port (server-$i) is taken (CLUSTER_SERVER_PORT sets the first server's port)"
done

if [ "$BUILD" -eq 1 ]; then
  log "building (npm run build; --no-build skips it)..."
  npm run build
fi
[ -f server/dist/main.js ] ||
  die "server/dist/main.js is missing: run without --no-build (or npm run build -w server)"

# What cleanup stops; filled in as things start.
HAPROXY_PID=""
SERVER_PIDS=()
PG_STARTED=0
PG_DIR=""

stop_pid() {
  local pid="$1" waited=0
  kill -TERM "$pid" 2>/dev/null || return 0
  while kill -0 "$pid" 2>/dev/null && [ "$waited" -lt 200 ]; do
    sleep 0.1
    waited=$((waited + 1))
  done
  kill -KILL "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -n "$HAPROXY_PID" ]; then
    log "stopping HAProxy"
    stop_pid "$HAPROXY_PID"
  fi
  if [ "${#SERVER_PIDS[@]}" -gt 0 ]; then
    log "stopping the servers"
    local pid
    for pid in "${SERVER_PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${SERVER_PIDS[@]}"; do stop_pid "$pid"; done
  fi
  if [ "$PG_STARTED" -eq 1 ]; then
    log "stopping PostgreSQL"
    as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ -n "${DATABASE_URL:-}" ]; then
  log "using DATABASE_URL: no PostgreSQL started"
else
  # find_pg_bin, ensure_pg_bin, as_owner, free_port (shared with with-postgres.sh).
  # shellcheck source=scripts/lib/postgres.sh
  source scripts/lib/postgres.sh
  ensure_pg_bin "$NAME" DATABASE_URL
  # pg_ctl on PATH may be a link: its real folder also holds psql and createdb.
  PG_BIN="$(dirname "$(readlink -f "$PG_BIN/pg_ctl")")"
  PG_DIR="${CLUSTER_PG_DIR:-$CLUSTER_DIR/postgres}"
  mkdir -p "$PG_DIR"
  PG_LOG="$LOG_DIR/postgres.log"
  PG_LOG_DIR="$LOG_DIR/postgres"
  touch "$PG_LOG"
  mkdir -p "$PG_LOG_DIR"
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$PG_DIR" "$PG_LOG" "$PG_LOG_DIR"
  fi
  chmod 700 "$PG_DIR"
  as_owner test -w "$PG_DIR" -a -w "$PG_LOG" ||
    die "the postgres user cannot reach $PG_DIR (a parent folder, like /root, is closed to other users): set CLUSTER_DIR (or CLUSTER_PG_DIR, the database alone) to a folder it can reach, e.g. /var/lib/paid-cluster"
  if [ -f "$PG_DIR/data/PG_VERSION" ]; then
    # The cluster's own major version, when several are installed.
    version="$(cat "$PG_DIR/data/PG_VERSION")"
    if [ -x "/usr/lib/postgresql/$version/bin/pg_ctl" ]; then PG_BIN="/usr/lib/postgresql/$version/bin"; fi
    if as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" status >/dev/null 2>&1; then
      die "PostgreSQL in $PG_DIR/data is already running (another start:cluster?); stop that one, or: $([ "$(id -u)" -eq 0 ] && echo 'runuser -u postgres -- ')$PG_BIN/pg_ctl -D $PG_DIR/data stop"
    fi
    log "reusing the PostgreSQL cluster in $PG_DIR/data"
  else
    log "creating a PostgreSQL cluster in $PG_DIR/data"
    as_owner "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust >"$LOG_DIR/initdb.log" 2>&1 || {
      show_log "$LOG_DIR/initdb.log"
      die "initdb failed"
    }
  fi
  if [ -n "${CLUSTER_PG_PORT:-}" ]; then
    PG_PORT="$CLUSTER_PG_PORT"
  elif port_is_free 127.0.0.1 5433; then
    PG_PORT=5433
  else
    PG_PORT="$(free_port)"
  fi
  # PostgreSQL's own log rotation (its logging collector): a file per hour of the week,
  # emptied when the same hour comes round again, so at most a week's logs are kept.
  # $PG_LOG keeps only what is said before the collector starts.
  PG_LOG_ROTATION="-c logging_collector=on -c log_directory=$PG_LOG_DIR -c log_filename=postgresql-%a-%H.log -c log_truncate_on_rotation=on -c log_rotation_age=60 -c log_rotation_size=0"
  # Only 127.0.0.1 (trust authentication); the socket lives in the cluster's folder.
  PG_STARTED=1
  if ! as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_LOG" \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 $PG_LOG_ROTATION" -w start >/dev/null; then
    show_log "$PG_LOG"
    die "PostgreSQL did not start"
  fi
  pg_args=(-h 127.0.0.1 -p "$PG_PORT" -U postgres)
  PSQL="$PG_BIN/psql"
  CREATEDB="$PG_BIN/createdb"
  [ -x "$PSQL" ] || PSQL=psql
  [ -x "$CREATEDB" ] || CREATEDB=createdb
  exists="$("$PSQL" "${pg_args[@]}" -d postgres -tAc "select 1 from pg_database where datname = 'paid'")" ||
    die "could not ask PostgreSQL on 127.0.0.1:$PG_PORT for its databases (log: $PG_LOG)"
  if [ "$exists" != "1" ]; then
    "$CREATEDB" "${pg_args[@]}" paid || die "could not create database paid on 127.0.0.1:$PG_PORT"
    log "created database paid"
  fi
  DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/paid"
fi

start_server() {
  local i="$1" port=$((FIRST_SERVER_PORT + $1 - 1))
  mkdir -p "$CLUSTER_DIR/server-$i"
  # The supervisor restarts the server when it exits and rotates its output (see the top).
  # PAID_INTERNAL_URL: where the other servers send the media calls for rooms this one's Janus
  # holds (docs/video.md "Several servers").
  PORT="$port" HOST=127.0.0.1 DATABASE_URL="$DATABASE_URL" PAID_INTERNAL_URL="http://127.0.0.1:$port" \
    PAID_DATA_DIR="$CLUSTER_DIR/server-$i" PAID_RELEASES_DIR="$RELEASES_DIR" \
    PAID_MAIL_DIR="$MAIL_DIR" TRUST_PROXY=127.0.0.1 PUBLIC_ORIGIN="$PUBLIC_ORIGIN" NODE_ENV=production \
    node server/scripts/supervise.mjs --name "server-$i" --log "$LOG_DIR/server-$i" \
    --log-size "$LOG_SIZE" --log-keep "$LOG_KEEP" -- \
    node --enable-source-maps server/dist/main.js &
  SERVER_PIDS[i - 1]=$!
}

wait_healthy() {
  local i="$1" port=$((FIRST_SERVER_PORT + $1 - 1)) deadline=$((SECONDS + START_TIMEOUT))
  until http_ok "http://127.0.0.1:$port/api/health"; do
    if ! kill -0 "${SERVER_PIDS[i - 1]}" 2>/dev/null; then
      show_log "$LOG_DIR/server-$i/current.log"
      die "server-$i (127.0.0.1:$port) exited while starting"
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      show_log "$LOG_DIR/server-$i/current.log"
      die "server-$i (127.0.0.1:$port) did not answer GET /api/health within ${START_TIMEOUT}s (CLUSTER_START_TIMEOUT)"
    fi
    sleep 0.5
  done
  log "server-$i is up on 127.0.0.1:$port"
}

log "starting server-1 (it migrates and seeds a fresh database)"
start_server 1
wait_healthy 1
for ((i = 2; i <= SERVERS; i++)); do start_server "$i"; done
for ((i = 2; i <= SERVERS; i++)); do wait_healthy "$i"; done

# The balancer's configuration has one home, scripts/lib/haproxy-config.mjs (the cluster tests
# and the push bench write theirs with it too); its comments say why each line is there.
servers_json=""
for ((i = 1; i <= SERVERS; i++)); do
  servers_json+="${servers_json:+,}{\"name\":\"server-$i\",\"address\":\"127.0.0.1:$((FIRST_SERVER_PORT + i - 1))\"}"
done
node scripts/lib/haproxy-config.mjs \
  "{\"bind\":\"$BALANCER_HOST:$BALANCER_PORT\",\"servers\":[$servers_json],\"log\":true,\"header\":\"Written by scripts/start-cluster.sh on every start: edits are overwritten.\"}" \
  >"$CLUSTER_DIR/haproxy.cfg"

"$HAPROXY" -c -q -f "$CLUSTER_DIR/haproxy.cfg" >"$LOG_DIR/haproxy-check.log" 2>&1 || {
  show_log "$LOG_DIR/haproxy-check.log"
  die "HAProxy refused $CLUSTER_DIR/haproxy.cfg"
}
# Under the same supervisor as the servers: restarted should it exit, its output rotated.
node server/scripts/supervise.mjs --name haproxy --log "$LOG_DIR/haproxy" \
  --log-size "$LOG_SIZE" --log-keep "$LOG_KEEP" -- \
  "$HAPROXY" -db -f "$CLUSTER_DIR/haproxy.cfg" &
HAPROXY_PID=$!
BALANCER_URL="http://$([ "$BALANCER_HOST" = 0.0.0.0 ] && echo localhost || echo "$BALANCER_HOST"):$BALANCER_PORT"
deadline=$((SECONDS + 15))
until http_ok "$BALANCER_URL/api/health"; do
  if ! kill -0 "$HAPROXY_PID" 2>/dev/null || [ "$SECONDS" -ge "$deadline" ]; then
    show_log "$LOG_DIR/haproxy/current.log"
    die "HAProxy did not start on $BALANCER_HOST:$BALANCER_PORT"
  fi
  sleep 0.3
done

{
  echo ""
  echo "PAID cluster is up: $BALANCER_URL (Ctrl-C stops it)"
  echo "  balancer  HAProxy on $BALANCER_HOST:$BALANCER_PORT, config $CLUSTER_DIR/haproxy.cfg"
  for ((i = 1; i <= SERVERS; i++)); do
    echo "  server-$i  127.0.0.1:$((FIRST_SERVER_PORT + i - 1)), pid ${SERVER_PIDS[i - 1]}, data $CLUSTER_DIR/server-$i"
  done
  # Never print a password.
  echo "  database  $(echo "$DATABASE_URL" | sed -E 's#(://[^:/@]*):[^@]*@#\1:***@#')${PG_DIR:+ (cluster in $PG_DIR/data)}"
  echo "  releases  $RELEASES_DIR"
  echo "  mail      $MAIL_DIR (.eml files while SMTP_URL is unset)"
  echo "  logs      $LOG_DIR/{server-<i>,haproxy}/current.log (rotated), $LOG_DIR/postgres/"
  # Through server-1's admin API; with server-1 down the commands need DATABASE_URL too (its
  # database.json names the database, and a command never creates one).
  echo "  admin     PAID_DATA_DIR=$CLUSTER_DIR/server-1 npm run admin -- <command>"
  echo "  release   PAID_DATA_DIR=$CLUSTER_DIR/server-1 npm run release -w <remote>"
} >&2

# Until a signal: HAProxy ending ends the cluster. A server's supervisor restarts it; should
# the supervisor itself end (a server that fails as it first starts), that is reported (the
# balancer's health check takes it out) and the cluster goes on while one is left.
live=("$HAPROXY_PID" "${SERVER_PIDS[@]}")
while :; do
  wait -n "${live[@]}" || true
  kill -0 "$HAPROXY_PID" 2>/dev/null || {
    show_log "$LOG_DIR/haproxy.log"
    HAPROXY_PID=""
    die "HAProxy exited"
  }
  live=("$HAPROXY_PID")
  for ((i = 1; i <= SERVERS; i++)); do
    pid="${SERVER_PIDS[i - 1]}"
    if kill -0 "$pid" 2>/dev/null; then
      live+=("$pid")
    elif [ -n "$pid" ]; then
      show_log "$LOG_DIR/server-$i/current.log"
      log "server-$i exited and is not restarted; the balancer sends its requests to the others"
      SERVER_PIDS[i - 1]=""
    fi
  done
  [ "${#live[@]}" -gt 1 ] || die "every server has exited"
done
