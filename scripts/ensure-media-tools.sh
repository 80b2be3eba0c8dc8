#!/usr/bin/env bash
# Makes sure the programs that turn Janus's recordings into videos are here (docs/video.md
# "Recordings"): `janus-pp-rec` (Debian's `janus-tools`) converts each recorded track (.mjr) to
# a playable file, and `ffmpeg`/`ffprobe` (Debian's `ffmpeg`) join a stream's tracks, or lay a
# debate's tiles side by side, into one .webm. Installs the missing packages as root with apt,
# like ensure-janus.sh; prints the paths of the programs on success.
#
# --optional (`npm start`'s prestart): tools that cannot be installed here (not root, no apt,
# no network) are a warning, not a failure: the site starts, records, and leaves recordings
# in 'processing' (or marks them failed) until the tools are there.
set -euo pipefail

optional=false
if [ "${1:-}" = "--optional" ]; then optional=true; fi

give_up() {
  echo "$1" >&2
  if $optional; then
    echo "Recordings will not be made into videos; the site starts without them." >&2
    exit 0
  fi
  exit 1
}

missing_packages() {
  local packages=()
  command -v janus-pp-rec >/dev/null 2>&1 || packages+=(janus-tools)
  if ! command -v ffmpeg >/dev/null 2>&1 || ! command -v ffprobe >/dev/null 2>&1; then
    packages+=(ffmpeg)
  fi
  echo "${packages[@]:-}"
}

packages="$(missing_packages)"
if [ -z "$packages" ]; then
  command -v janus-pp-rec ffmpeg ffprobe
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  give_up "Missing: $packages. Install Debian's packages (apt-get install -y $packages) as root."
fi
if ! command -v apt-get >/dev/null 2>&1; then
  give_up "Missing: $packages, and this machine has no apt-get to install them."
fi
echo "Installing $packages from Debian..." >&2
export DEBIAN_FRONTEND=noninteractive
# shellcheck disable=SC2086 # the package names are words on purpose
if ! { apt-get update -qq >&2 && apt-get install -y -qq --no-install-recommends $packages >/dev/null; }; then
  give_up "Installing Debian's $packages failed."
fi
[ -z "$(missing_packages)" ] || give_up "Debian's $packages installed without janus-pp-rec, ffmpeg or ffprobe."
command -v janus-pp-rec ffmpeg ffprobe
