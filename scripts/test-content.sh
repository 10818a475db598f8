#!/usr/bin/env bash
# `npm run test:content [folder]`: the checks that must hold for any owner's content, run against
# one content folder (the argument, else CONTENT_DIR; `npm test` runs them on the suite's second
# owner, tests/fixtures/owner-content). Needs a build (npm run build) and a Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
CONTENT_DIR="${1:-${CONTENT_DIR:-}}"
if [ -z "$CONTENT_DIR" ]; then
  echo "Usage: npm run test:content -- <content folder>   (or set CONTENT_DIR)" >&2
  exit 2
fi
export CONTENT_DIR
CHROMIUM_PATH="${CHROMIUM_PATH:-$(bash scripts/ensure-browser.sh)}"
export CHROMIUM_PATH
# Both halves always run (a red first half must not hide the browser half): each one's result is
# reported at the end, and the exit status is non-zero if either failed.
echo "== content checks on $CONTENT_DIR"
checks=0
node --import tsx scripts/content-check.ts "$CONTENT_DIR" || checks=1
# The unit tests that read the content under test (testContent()); the others pin their own fixture.
mapfile -t unit_tests < <(grep -rlE "testContent\(|rawTestContent\(" tests/unit | sort)
npx vitest run --project unit --project integration \
  "${unit_tests[@]}" tests/integration/content-check.test.ts tests/integration/first-paint.test.ts \
  tests/integration/seo.test.ts tests/integration/terminal-form.test.ts tests/integration/languages.test.ts \
  tests/integration/html-validity.test.ts tests/integration/text-mode.test.ts \
  tests/integration/hero-chips.test.ts tests/integration/not-found.test.ts || checks=1
echo "== browser checks on $CONTENT_DIR"
browser=0
npx playwright test tests/e2e/page-b-projects.spec.ts tests/e2e/terminal-nojs.spec.ts tests/e2e/page-b-layout.spec.ts tests/e2e/languages.spec.ts \
  tests/e2e/hero.spec.ts || browser=1
verdict() { if [ "$1" = 0 ]; then echo "passed"; else echo "FAILED"; fi; }
echo "== test:content on $CONTENT_DIR: content and server checks $(verdict "$checks"), browser checks $(verdict "$browser")"
exit $((checks || browser))
