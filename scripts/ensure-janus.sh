#!/usr/bin/env bash
# Prints the path of the Janus WebRTC server, installing Debian's `janus` package when it is
# missing (as root), for live video (server/src/media/): `npm start`, the server tests, the
# e2e suite and the video bench. The package's own service is never left running: the PAID
# server starts Janus itself with its own config (server/src/media/janus-config.ts), loopback
# only.
#
# --optional (`npm start`'s prestart): a Janus that cannot be installed here (not root, no
# apt, no network) is a warning, not a failure: the site starts and says video is unavailable.
set -euo pipefail

optional=false
if [ "${1:-}" = "--optional" ]; then optional=true; fi

give_up() {
  echo "$1" >&2
  if $optional; then
    echo "Live video will be unavailable; the site starts without it." >&2
    exit 0
  fi
  exit 1
}

find_janus() {
  if command -v janus >/dev/null 2>&1; then
    command -v janus
    return 0
  fi
  return 1
}

if find_janus; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  give_up "Janus is missing: install Debian's 'janus' package (apt-get install -y janus) as root."
fi
if ! command -v apt-get >/dev/null 2>&1; then
  give_up "Janus is missing and this machine has no apt-get to install Debian's 'janus' package."
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
if ! { apt-get update -qq >&2 && apt-get install -y -qq janus >/dev/null; }; then
  give_up "Installing Debian's 'janus' package failed."
fi
service janus stop >/dev/null 2>&1 || true
find_janus || give_up "Debian's 'janus' package installed no janus executable."
