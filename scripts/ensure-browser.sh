#!/usr/bin/env bash
# Makes sure a Chromium exists for Playwright and prints its path: $CHROMIUM_PATH, else Debian's
# chromium-headless-shell (the tests run a third faster on it than on the full browser: ADR 026),
# else /usr/bin/chromium, else (as root with apt-get) installs the headless shell, else a clear message.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi
for candidate in /usr/bin/chromium-headless-shell /usr/bin/chromium; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
  echo "Installing Debian's chromium-headless-shell for the browser tests..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell) >&2
  if [ -x /usr/bin/chromium-headless-shell ]; then echo /usr/bin/chromium-headless-shell; exit 0; fi
fi
echo "No Chromium found. Install Debian's 'chromium-headless-shell' (or 'chromium') package, or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
