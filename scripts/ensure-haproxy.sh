#!/usr/bin/env bash
# Prints the path of a HAProxy binary, installing Debian's `haproxy` package when it is missing
# (as root), for `npm run start:cluster` (scripts/start-cluster.sh). Looks on PATH, then in
# /usr/sbin (not on a plain user's PATH). The package's own service is never left running:
# start-cluster.sh runs haproxy itself, with its own config, in the foreground.
set -euo pipefail

find_haproxy() {
  if command -v haproxy >/dev/null 2>&1; then
    command -v haproxy
    return 0
  fi
  if [ -x /usr/sbin/haproxy ]; then
    echo /usr/sbin/haproxy
    return 0
  fi
  return 1
}

if find_haproxy; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "HAProxy is missing: install Debian's 'haproxy' package (apt-get install -y haproxy) as root." >&2
  exit 1
fi
echo "Installing HAProxy from Debian..." >&2
# Keep the package from starting its service (it would take port 80 with Debian's config):
# a policy-rc.d answering 101 forbids invoke-rc.d to start anything. One already there is kept.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod 755 "$policy"
  trap 'rm -f "$policy"' EXIT
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq haproxy >/dev/null
# Started anyway (another init system): stop it.
service haproxy stop >/dev/null 2>&1 || true
find_haproxy
