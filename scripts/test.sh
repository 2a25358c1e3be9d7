#!/usr/bin/env bash
# npm test: unit tests, then integration and end-to-end tests against the real infrastructure
# (jest's global set-up brings it up with scripts/infra/infra.sh and migrates the test databases).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)

bash scripts/ensure-deps.sh
npm run --silent build
# Type-check the tests too (jest only transpiles them).
npx tsc -p tsconfig.json

npm run --silent test:unit
# --forceExit (in test:int): after a full run some kafkajs timers or child-process pipes can keep
# Jest's event loop alive although every test and every afterAll finished; the run must end anyway.
npm run --silent test:int
# Fault tests: they kill services and stop/restart PostgreSQL, Redis and Kafka themselves (test/fault).
npm run --silent test:fault

# The member console: unit tests, the production build with its bundle table (fails over the /login
# budget), then the browser tests in Debian's Chromium against the whole stack, which their global
# set-up starts on its own ports and the test databases (console/e2e/support/global-setup.ts).
npm run --silent -w console test:unit
npm run --silent -w console build
npm run --silent -w console test:browser

echo "[test] npm test took $(( $(date +%s) - started )) s"
