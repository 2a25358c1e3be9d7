#!/usr/bin/env bash
# A broken image noticed without a Docker engine: assemble a service's image tree the way the
# Dockerfile's final stage gets it (scripts/ops/image-tree.sh, which the Dockerfile runs itself) in a
# scratch directory, then, as an unprivileged user (nobody) and with nothing of the repository around
# it, run its migration one-shot against a new database, start the service, wait for /health/ready,
# send SIGTERM and expect a clean exit.
#
#   bash scripts/ops/image-smoke.sh [service]      (default identity; needs `npm run build` first)
#
# Uses the local infrastructure (scripts/infra): PostgreSQL, Redis and Kafka, started if stopped.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
service=${1:-identity}
started=$(date +%s)

bash scripts/infra/infra.sh up postgres redis kafka mail >/dev/null

scratch=$(mktemp -d /tmp/callsheet-image-XXXXXX)
child=""
cleanup() {
  [[ -n $child ]] && kill -KILL "$child" 2>/dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT
chmod 755 "$scratch"
tree="$scratch/app"
bash scripts/ops/image-tree.sh "$service" "$tree"
# Like the image: the tree is root's and read-only for the service's user.
chmod -R a+rX,go-w "$tree"

as_nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups env -i PATH="$PATH" HOME=/tmp "$@"; }
if as_nobody test -w "$tree/service/dist/main.js"; then
  echo "[image-smoke] the service's user can write the image's files" >&2
  exit 1
fi

database="callsheet_image_smoke_${service}"
pg_url() { echo "postgresql://${PG_USER:-callsheet}:${PG_PASSWORD:-callsheet}@127.0.0.1:${PG_PORT:-5432}/$1"; }
node -e "
const pg = require('pg');
const admin = new pg.Client({ connectionString: process.argv[1] });
admin.connect()
  .then(() => admin.query('DROP DATABASE IF EXISTS \"' + process.argv[2] + '\"'))
  .then(() => admin.query('CREATE DATABASE \"' + process.argv[2] + '\"'))
  .then(() => admin.end(), (error) => { console.error(error.message); process.exit(1); });
" "$(pg_url postgres)" "$database"

port=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
cd "$tree"
if [[ -f scripts/db.mjs ]]; then
  as_nobody DATABASE_URL="$(pg_url "$database")" CHECKPOINT_DISABLE=1 node scripts/db.mjs deploy "$service"
fi
log="$scratch/service.log"
# exec: $! is then the service's own pid (the signal must reach node, not a shell around it).
(exec setpriv --reuid=65534 --regid=65534 --clear-groups env -i PATH="$PATH" HOME=/tmp NODE_ENV=production DATABASE_URL="$(pg_url "$database")" \
  KAFKA_BROKERS="127.0.0.1:${KAFKA_PORT:-9092}" REDIS_URL="redis://127.0.0.1:${REDIS_PORT:-6379}" \
  SMTP_URL="smtp://127.0.0.1:${SMTP_PORT:-1025}" HEALTH_PORT="$port" GATEWAY_PORT="$port" \
  OPS_TOKEN=image-smoke-operator-token FILE_STORAGE_DIR="$scratch/files" \
  node service/dist/main.js) >"$log" 2>&1 &
child=$!

ready=0
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1; then
    ready=1
    break
  fi
  kill -0 "$child" 2>/dev/null || break
  sleep 0.5
done
if ((ready == 0)); then
  echo "[image-smoke] $service from the image tree did not become ready; its log:" >&2
  tail -n 40 "$log" >&2
  exit 1
fi
user=$(ps -o user= -p "$child" | tr -d ' ')
command=$(ps -o args= -p "$child")
if [[ $user != nobody || $command != "node service/dist/main.js" ]]; then
  echo "[image-smoke] expected node service/dist/main.js as nobody, found '$command' as $user" >&2
  exit 1
fi
kill -TERM "$child"
status=0
wait "$child" || status=$?
child=""
if ((status != 0)); then
  echo "[image-smoke] $service exited with $status after SIGTERM; its log:" >&2
  tail -n 40 "$log" >&2
  exit 1
fi
cd "$root"
node -e "
const pg = require('pg');
const admin = new pg.Client({ connectionString: process.argv[1] });
admin.connect().then(() => admin.query('DROP DATABASE IF EXISTS \"' + process.argv[2] + '\"')).then(() => admin.end());
" "$(pg_url postgres)" "$database"
echo "[image-smoke] $service: image tree $(du -sh "$tree" | cut -f1), migrated, ready as $user, stopped cleanly on SIGTERM ($(($(date +%s) - started)) s)"
