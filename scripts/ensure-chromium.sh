#!/usr/bin/env bash
# ensure-chromium.sh [chromium-headless-shell|chromium]
# Installs a Debian Chromium package when it is missing. Playwright never downloads a browser
# here (no internet but npm and apt): it is pointed at Debian's (e2e/lib/chromium.ts).
#   - chromium-headless-shell (the default): the tests' browser, /usr/bin/chromium-headless-shell
#     (e2e and the server's media tests; `npm test` installs it).
#   - chromium: the browser people use, /usr/bin/chromium, which the bench measures pages in.
set -euo pipefail
package="${1:-chromium-headless-shell}"
case "$package" in
  chromium-headless-shell | chromium) ;;
  *)
    echo "usage: $0 [chromium-headless-shell|chromium]" >&2
    exit 2
    ;;
esac
if [ -x "/usr/bin/$package" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "/usr/bin/$package is missing: install Debian's '$package' package (apt-get install -y $package) as root." >&2
  exit 1
fi
echo "Installing $package from Debian..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$package" fonts-dejavu-core > /dev/null
"/usr/bin/$package" --version
