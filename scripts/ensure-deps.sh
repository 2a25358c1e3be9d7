#!/usr/bin/env bash
# Installs the npm dependencies when they are missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[deps] installing npm dependencies"
  # npm install rather than npm ci: see .ci/run.
  npm install --no-audit --no-fund
fi
