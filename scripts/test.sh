#!/usr/bin/env bash
# `npm test`: typecheck, lint, production build, vitest (unit, integration, Docker replay, Firefox smoke), Playwright e2e,
# then the content-independent checks again on a second owner's content (scripts/test-content.sh).
# Independent single-threaded steps run side by side so both cores stay busy (docs/decisions/026).
set -euo pipefail
cd "$(dirname "$0")/.."
# The main run is on the sample content (a fixed fixture); an exported CONTENT_DIR would change it.
unset CONTENT_DIR
CHROMIUM_PATH="$(bash scripts/ensure-browser.sh)"
export CHROMIUM_PATH
FIREFOX_PATH="$(bash scripts/ensure-firefox.sh)"
export FIREFOX_PATH
started=$SECONDS
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

# start NAME COMMAND...: runs in the background, output kept in $logs/NAME.
start() {
  local name="$1"
  shift
  (
    status=0
    "$@" >"$logs/$name" 2>&1 || status=$?
    echo "$status" >"$logs/$name.status"
  ) &
}
# finish NAME: waits for it, prints its output, fails the run if it failed.
finish() {
  local name="$1"
  while [ ! -f "$logs/$name.status" ]; do sleep 0.2; done
  echo "== $name (done $((SECONDS - started)) s into npm test)"
  cat "$logs/$name"
  if [ "$(cat "$logs/$name.status")" != 0 ]; then
    echo "== $name failed"
    wait # no step left running behind
    exit 1
  fi
}

# The Docker replay works on its own copy (npm ci + build): it needs nothing from the steps below.
start docker npx vitest run --project docker
start typecheck npm run --silent typecheck
start lint npm run --silent lint
start build npm run --silent build
finish build
# The Firefox smoke waits mostly on its browser and the emulators' start: beside the rest (ADR 035).
start firefox npx vitest run --project firefox
finish typecheck
finish lint
echo "== vitest (unit, integration) (from $((SECONDS - started)) s)" && npx vitest run --project unit --project integration
finish firefox
finish docker
echo "== playwright (from $((SECONDS - started)) s)" && npx playwright test
# The same product on a second, very different owner's content: what must hold for any content.
echo "== second owner (from $((SECONDS - started)) s)"
bash scripts/test-content.sh tests/fixtures/owner-content
echo "== npm test done in $((SECONDS - started)) s"
