#!/usr/bin/env bash
# npm start: everything a newcomer needs, on a fresh machine. Installs what is missing, starts the
# infrastructure, builds, migrates, runs every service under one supervisor and prints the URLs.
# Ctrl-C stops the services and then the infrastructure (CALLSHEET_KEEP_INFRA=1 keeps it running).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh
bash scripts/infra/infra.sh up
npm run --silent build
node scripts/db.mjs migrate

status=0
node scripts/supervisor.mjs || status=$?

if [ "${CALLSHEET_KEEP_INFRA:-0}" != "1" ]; then
  bash scripts/infra/infra.sh down
fi
exit "$status"
