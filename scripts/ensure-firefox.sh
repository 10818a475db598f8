#!/usr/bin/env bash
# Makes sure a Firefox exists for the smoke test (tests/firefox, ADR 035) and prints its path:
# $FIREFOX_PATH, else Debian's firefox-esr, else (as root with apt-get) installs firefox-esr,
# else a clear message and a failure: the smoke test is part of `npm test`, never skipped.
set -euo pipefail
if [ -n "${FIREFOX_PATH:-}" ]; then
  if [ -x "$FIREFOX_PATH" ]; then echo "$FIREFOX_PATH"; exit 0; fi
  echo "FIREFOX_PATH=$FIREFOX_PATH is not an executable file." >&2
  exit 1
fi
if [ -x /usr/bin/firefox-esr ]; then echo /usr/bin/firefox-esr; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get > /dev/null; then
  echo "Installing Debian's firefox-esr for the Firefox smoke test..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr) >&2
  if [ -x /usr/bin/firefox-esr ]; then echo /usr/bin/firefox-esr; exit 0; fi
fi
echo "No Firefox found. Install Debian's 'firefox-esr' package, or set FIREFOX_PATH to a Firefox binary." >&2
exit 1
