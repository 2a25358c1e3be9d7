#!/usr/bin/env bash
# Acceptance of `npm start`: everything comes up, GET /public/config answers through Kafka, and
# Ctrl-C (SIGINT to the process group, as a terminal sends it) leaves no process behind.
set -euo pipefail
cd "$(dirname "$0")/../.."
log=$(mktemp)
port=${GATEWAY_PORT:-3000}

setsid bash -c "npm start >'$log' 2>&1" </dev/null &
leader=$!
fail() {
  echo "[smoke] $*" >&2
  tail -40 "$log" >&2
  kill -INT -- "-$leader" 2>/dev/null || true
  exit 1
}

for _ in $(seq 1 240); do
  grep -q 'Press Ctrl-C to stop' "$log" && break
  kill -0 "$leader" 2>/dev/null || fail "npm start exited before it was ready"
  sleep 1
done
grep -q 'Press Ctrl-C to stop' "$log" || fail "npm start was not ready within 240 s"

config=$(curl -fsS "http://127.0.0.1:$port/public/config") || fail "GET /public/config failed"
echo "$config" | grep -q '"defaultLocale":"en-CA"' || fail "unexpected /public/config: $config"
echo "[smoke] GET /public/config answered: ${config:0:120}..."

grep -q 'Console  *http://localhost:' "$log" || fail "npm start did not print the console's URL"
curl -fsS "http://127.0.0.1:${CONSOLE_PORT:-5173}/login" | grep -q '<div id="root">' || fail "the console is not served"
echo "[smoke] the console answers on port ${CONSOLE_PORT:-5173}"

kill -INT -- "-$leader"
for _ in $(seq 1 60); do
  kill -0 "$leader" 2>/dev/null || break
  sleep 1
done
kill -0 "$leader" 2>/dev/null && fail "npm start still running 60 s after Ctrl-C"

# Exited daemons may linger as zombies until PID 1 reaps them; only live processes count.
left=$(ps -eo pid=,stat=,args= | awk '$2 !~ /^Z/' | grep -E "$(pwd)/(services/[a-z]+/dist/main.js|scripts/supervisor.mjs|console/scripts/serve.mjs)|kafka\.Kafka|stripe-mock|maildev|redis-server 127.0.0.1|$(pwd)/.data/postgres|postgresql/callsheet-" | grep -v grep || true)
[ -z "$left" ] || fail "processes left behind after Ctrl-C:
$left"
echo "[smoke] Ctrl-C stopped every process"
rm -f "$log"
