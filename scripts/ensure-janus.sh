#!/usr/bin/env bash
# Prints the path of the Janus WebRTC server, installing Debian's `janus` package when it is
# missing (as root), for live video (server/src/media/): `npm start`, the e2e suite and the
# video bench. The package's own service is never left running: the PAID server starts
# Janus itself with its own config (server/src/media/janus-config.ts), loopback only.
set -euo pipefail

find_janus() {
  if command -v janus >/dev/null 2>&1; then
    command -v janus
    return 0
  fi
  return 1
}

if find_janus; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Janus is missing: install Debian's 'janus' package (apt-get install -y janus) as root." >&2
  exit 1
fi
echo "Installing Janus from Debian..." >&2
# Keep the package from starting its service with Debian's config (see ensure-haproxy.sh).
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod 755 "$policy"
  trap 'rm -f "$policy"' EXIT
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq janus >/dev/null
service janus stop >/dev/null 2>&1 || true
find_janus
