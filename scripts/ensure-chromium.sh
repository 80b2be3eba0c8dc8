#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright e2e suite and the bench when it is missing.
# Playwright never downloads a browser here (no internet but npm and apt): it is pointed at
# /usr/bin/chromium instead (e2e/playwright.config.ts).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: install Debian's 'chromium' package (apt-get install -y chromium) as root." >&2
  exit 1
fi
echo "Installing Chromium from Debian..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-dejavu-core > /dev/null
/usr/bin/chromium --version
