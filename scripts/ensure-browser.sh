#!/usr/bin/env bash
# Makes sure a Chromium exists for Playwright: $CHROMIUM_PATH, else /usr/bin/chromium,
# else (as root with apt-get) Debian's chromium, else a clear message.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
  echo "Installing Debian's chromium for the browser tests..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >&2
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
fi
echo "No Chromium found. Install Debian's 'chromium' package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
