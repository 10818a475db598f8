#!/usr/bin/env bash
# `npm test`: typecheck, lint, production build, vitest (unit + integration), Playwright e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM_PATH="$(bash scripts/ensure-browser.sh)"
export CHROMIUM_PATH
echo "== typecheck" && npm run --silent typecheck
echo "== lint" && npm run --silent lint
echo "== build" && npm run --silent build
echo "== vitest" && npx vitest run
echo "== playwright" && npx playwright test
