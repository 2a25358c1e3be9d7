#!/usr/bin/env bash
# API fuzzing with schemathesis against the running product: the gateway's OpenAPI document
# (/docs-json) must tell the truth about every answer, and no input may cause a server error.
#
#   bash test/fuzz/run.sh            (CI runs it after npm test; see .ci/run)
#
# What it does: installs schemathesis from PyPI (pinned with its dependencies in requirements.txt)
# into a virtual environment (.data/venv-fuzz), brings up the infrastructure if it is not running
# (and stops it again at the end in that case), builds, migrates, starts every service with
# scripts/supervisor.mjs (which also seeds the demo members), then runs schemathesis three times with
# the same four checks and a fixed seed; --max-examples bounds the generated (fuzzing, stateful) cases
# per operation, the coverage phase adds its fixed boundary and negative cases (~60 per operation):
#   1. anonymous:  every operation, no credentials;
#   2. member:     every operation but the sign-out, as talent@callsheet.test with their account
#                  selected (test/fuzz/hooks.py signs in and renews the 15-minute token);
#   3. sign-out:   POST /api/auth/clearSession alone, last, with a token of its own (it ends the
#                  session, so it would turn the member run into a run of 401s).
# Nothing else is left out: /ops/topics answers 401 to both callers, which is what it must do;
# /webhooks/stripe and /ops/queues (bull-board) are not in the OpenAPI document.
# It prints the operations, test cases and failures of each run and exits non-zero on any failure.
#
# It uses the databases of the stack it runs on (CALLSHEET_DATA_DIR and the port variables of
# README.md, as npm start does): what the fuzzer creates stays there. A gateway already answering
# on GATEWAY_PORT is refused: two copies of a service on one Kafka steal each other's requests.
#
# Knobs (environment): FUZZ_MAX_EXAMPLES (25), FUZZ_SEED, FUZZ_WORKERS (4), FUZZ_SKIP_BUILD=1 (the
# dist/ folders are current), FUZZ_MEMBER_EMAIL (talent@callsheet.test), FUZZ_VENV.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
started=$(date +%s)

CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance
SIGN_OUT=/api/auth/clearSession

data_dir=${CALLSHEET_DATA_DIR:-$root/.data}
mkdir -p "$data_dir"
data_dir=$(cd "$data_dir" && pwd)
venv=${FUZZ_VENV:-$root/.data/venv-fuzz}
port=${GATEWAY_PORT:-3000}
base=http://127.0.0.1:$port
max_examples=${FUZZ_MAX_EXAMPLES:-25}
seed=${FUZZ_SEED:-20261123}
workers=${FUZZ_WORKERS:-4}
member=${FUZZ_MEMBER_EMAIL:-talent@callsheet.test}
out=$data_dir/fuzz
# The services read these URLs, not the port variables infra.sh reads: follow a moved stack.
export SMTP_URL=${SMTP_URL:-smtp://127.0.0.1:${SMTP_PORT:-1025}}
export STRIPE_API_URL=${STRIPE_API_URL:-http://127.0.0.1:${STRIPE_MOCK_PORT:-12111}}
export FILE_STORAGE_DIR=${FILE_STORAGE_DIR:-$data_dir/files}

say() { echo "[fuzz] $*"; }
die() {
  echo "[fuzz] $*" >&2
  exit 1
}

supervisor=''
infra_started=0
cleanup() {
  if [ -n "$supervisor" ] && kill -0 "$supervisor" 2>/dev/null; then
    say "stopping the services"
    kill -INT -- "-$supervisor" 2>/dev/null || true
    for _ in $(seq 1 40); do
      kill -0 "$supervisor" 2>/dev/null || break
      sleep 0.5
    done
    kill -KILL -- "-$supervisor" 2>/dev/null || true
  fi
  if ((infra_started)); then
    bash scripts/infra/infra.sh down >/dev/null 2>&1 || true
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---- schemathesis, pinned with its dependencies (requirements.txt), in its own virtual environment ----
requirements=$root/test/fuzz/requirements.txt
if ! cmp -s "$requirements" "$venv/requirements.txt" || [ ! -x "$venv/bin/st" ]; then
  if ! python3 -m venv --help >/dev/null 2>&1 || ! python3 -m ensurepip --version >/dev/null 2>&1; then
    # Debian ships venv's pip bootstrap apart. Root only, as scripts/infra does; never sudo.
    [ "$(id -u)" = 0 ] || die "python3 -m venv is not available: apt-get install -y python3-venv as root, then retry"
    say "apt-get install python3-venv"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3 python3-venv
  fi
  say "installing schemathesis into $venv"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements"
  cp "$requirements" "$venv/requirements.txt"
fi
SCHEMATHESIS_VERSION=$("$venv/bin/st" --version | sed 's/.* //')

# ---- the product ----
if curl -s -o /dev/null -m 2 "$base/health/live"; then
  die "something already answers on $base: stop it first (or move this run with GATEWAY_PORT and the other ports)"
fi
if ! bash scripts/infra/infra.sh status >/dev/null 2>&1; then
  bash scripts/infra/infra.sh up
  infra_started=1
fi
if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
  npm run --silent build
fi
node scripts/db.mjs migrate

rm -rf "$out"
mkdir -p "$out"
services_log=$out/services.log
setsid node scripts/supervisor.mjs >"$services_log" 2>&1 </dev/null &
supervisor=$!
for _ in $(seq 1 240); do
  grep -q 'Press Ctrl-C to stop' "$services_log" && break
  kill -0 "$supervisor" 2>/dev/null || break
  sleep 1
done
if ! grep -q 'Press Ctrl-C to stop' "$services_log"; then
  tail -40 "$services_log" >&2
  die "the services did not come up (log: $services_log)"
fi
if grep -q '\[seed\] demo data not created' "$services_log"; then
  grep '\[seed\]' "$services_log" >&2
  die "the demo members were not created (log: $services_log)"
fi
say "product up on $base after $(($(date +%s) - started)) s"

# ---- the runs ----
declare -a summary=()
failed=0
fuzz() { # name, extra arguments...
  local name=$1 t0 status=0 log operations cases failures
  shift
  log=$out/$name.log
  t0=$(date +%s)
  say "run '$name': max $max_examples examples per operation, seed $seed"
  # --generation-database none: nothing carried over from an earlier run; the seed alone decides.
  (cd "$out" && "$venv/bin/st" --no-color run "$base/docs-json" \
    --checks "$CHECKS" \
    --max-examples "$max_examples" \
    --seed "$seed" \
    --workers "$workers" \
    --generation-database none \
    --report junit --report-junit-path "$out/$name.junit.xml" \
    "$@") >"$log" 2>&1 || status=$?
  # The end of schemathesis's own summary: failures in detail, warnings, figures.
  sed -n '/^=* FAILURES =*$/,$p' "$log"
  [ "$status" = 0 ] || grep -q '^=* FAILURES' "$log" || tail -30 "$log"
  operations=$(sed -n 's/^ *Tested: \([0-9]*\).*/\1/p' "$log" | tail -1)
  cases=$(sed -n 's/^ *\([0-9]*\) generated.*/\1/p' "$log" | tail -1)
  failures=$(sed -n 's/^=* \([0-9]*\) failures\{0,1\}.*/\1/p' "$log" | tail -1)
  summary+=("$(printf '%-10s operations %4s  cases %6s  failures %3s  exit %s  %4s s' \
    "$name" "${operations:-?}" "${cases:-?}" "${failures:-0}" "$status" "$(($(date +%s) - t0))")")
  [ "$status" = 0 ] || failed=1
}

hooks=$root/test/fuzz/hooks.py
SCHEMATHESIS_HOOKS=$hooks FUZZ_BASE_URL=$base fuzz anonymous
SCHEMATHESIS_HOOKS=$hooks FUZZ_BASE_URL=$base FUZZ_MEMBER_EMAIL=$member fuzz member --exclude-path "$SIGN_OUT"
SCHEMATHESIS_HOOKS=$hooks FUZZ_BASE_URL=$base FUZZ_MEMBER_EMAIL=$member fuzz sign-out --include-path "$SIGN_OUT"

echo
say "schemathesis $SCHEMATHESIS_VERSION, checks $CHECKS"
printf '[fuzz] %s\n' "${summary[@]}"
say "logs and JUnit reports in $out; $(($(date +%s) - started)) s in all"
if ((failed)); then
  die "FAILED: see the failures above"
fi
say "passed"
