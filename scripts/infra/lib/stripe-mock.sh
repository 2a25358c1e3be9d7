# shellcheck shell=bash
# stripe-mock: Stripe's official mock API, built from the Go module proxy into
# .data/bin. Stateless: created objects are not remembered (see the recipe).
# It runs with -fixtures: its bundled fixtures with a balance in USD (available, pending,
# instant_available) and instant-eligible bank accounts, generated from the module's own
# fixtures3.json by scripts/infra/stripe-mock-fixtures.mjs (the amounts and why are in its header).

# Newest tag on the Go module proxy; builds with Go 1.26 (its go.mod asks for 1.22).
STRIPE_MOCK_VERSION=v0.203.0
STRIPE_MOCK_PORT=${STRIPE_MOCK_PORT:-12111}
STRIPE_MOCK_HTTPS_PORT=${STRIPE_MOCK_HTTPS_PORT:-12112}

STRIPE_MOCK_BIN=$BIN_DIR/stripe-mock
STRIPE_MOCK_STAMP=$BIN_DIR/stripe-mock.version
STRIPE_MOCK_FIXTURES_SCRIPT=$INFRA_DIR/stripe-mock-fixtures.mjs
STRIPE_MOCK_FIXTURES=$DATA_DIR/stripe-mock/fixtures.json
# What the fixtures were generated from: the version and the script's hash.
STRIPE_MOCK_FIXTURES_STAMP=$DATA_DIR/stripe-mock/fixtures.stamp

stripe_mock_binary_installed() {
  [[ -x $STRIPE_MOCK_BIN && -f $STRIPE_MOCK_STAMP && "$(cat "$STRIPE_MOCK_STAMP")" == "$STRIPE_MOCK_VERSION" ]]
}

stripe_mock_fixtures_id() {
  echo "$STRIPE_MOCK_VERSION $(sha256sum "$STRIPE_MOCK_FIXTURES_SCRIPT" | cut -d' ' -f1)"
}

stripe_mock_fixtures_ready() {
  [[ -f $STRIPE_MOCK_FIXTURES && -f $STRIPE_MOCK_FIXTURES_STAMP &&
    "$(cat "$STRIPE_MOCK_FIXTURES_STAMP")" == "$(stripe_mock_fixtures_id)" ]]
}

stripe_mock_installed() { stripe_mock_binary_installed && stripe_mock_fixtures_ready; }

# The fixtures file -fixtures reads, from the bundled fixtures3.json of the same module version. `go mod
# download` names the module's directory in the Go module cache (GOMODCACHE), where `go install` left
# it, and downloads it again from the module proxy if the cache was cleaned since.
stripe_mock_fixtures() {
  stripe_mock_fixtures_ready && return 0
  local go dir
  go=$(go_bin) || die "stripe-mock: Go is needed to find the module's bundled fixtures"
  command -v node >/dev/null 2>&1 || die "stripe-mock: node is needed to generate the fixtures (npm ci needs it too)"
  dir=$(cd "$DATA_DIR" && GOTOOLCHAIN=local GOFLAGS=-mod=mod "$go" mod download -json \
    "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION" | node -e \
    'let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>console.log(JSON.parse(s).Dir??""))') ||
    die "stripe-mock: go mod download github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION failed"
  [[ -f $dir/embedded/openapi/fixtures3.json ]] ||
    die "stripe-mock: no embedded/openapi/fixtures3.json in the module directory '$dir'"
  mkdir -p "$(dirname "$STRIPE_MOCK_FIXTURES")"
  node "$STRIPE_MOCK_FIXTURES_SCRIPT" "$dir/embedded/openapi/fixtures3.json" "$STRIPE_MOCK_FIXTURES" ||
    die "stripe-mock: generating $STRIPE_MOCK_FIXTURES failed"
  stripe_mock_fixtures_id >"$STRIPE_MOCK_FIXTURES_STAMP"
  info "stripe-mock: fixtures $STRIPE_MOCK_FIXTURES (balance and instant payouts, see $(basename "$STRIPE_MOCK_FIXTURES_SCRIPT"))"
}

stripe_mock_install() {
  stripe_mock_installed && return 0
  stripe_mock_binary_installed && {
    stripe_mock_fixtures
    return 0
  }
  local go
  go=$(go_bin) || die "stripe-mock: Go is not installed (need Go >= 1.22; Debian's golang package is too old)"
  info "stripe-mock: go install github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION"
  # GOTOOLCHAIN=local: never fetch another Go toolchain behind our back.
  # -X main.version: `go install` builds otherwise report "master" for -version.
  GOBIN=$BIN_DIR GOTOOLCHAIN=local GOFLAGS=-buildvcs=false "$go" install \
    -ldflags "-X main.version=$STRIPE_MOCK_VERSION" \
    "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION" ||
    die "stripe-mock: go install failed"
  echo "$STRIPE_MOCK_VERSION" >"$STRIPE_MOCK_STAMP"
  stripe_mock_fixtures
}

stripe_mock_describe() { echo "$HOST:$STRIPE_MOCK_PORT (https $HOST:$STRIPE_MOCK_HTTPS_PORT)"; }

stripe_mock_marker() { echo "$STRIPE_MOCK_BIN -http-addr"; }

stripe_mock_running() { tracked_pid stripe-mock "$(stripe_mock_marker)" >/dev/null; }

stripe_mock_start() {
  require_port_free stripe-mock "$STRIPE_MOCK_PORT" STRIPE_MOCK_PORT
  require_port_free stripe-mock "$STRIPE_MOCK_HTTPS_PORT" STRIPE_MOCK_HTTPS_PORT
  stripe_mock_fixtures
  # -http-addr/-https-addr (not -http-port) so it binds loopback only;
  # -http-port alone would listen on every interface.
  spawn stripe-mock "$STRIPE_MOCK_BIN" \
    -http-addr "$HOST:$STRIPE_MOCK_PORT" -https-addr "$HOST:$STRIPE_MOCK_HTTPS_PORT" -fixtures "$STRIPE_MOCK_FIXTURES"
}

stripe_mock_check() {
  local code
  code=$(curl -s -o /dev/null -m 3 -w '%{http_code}' -H 'Authorization: Bearer sk_test_123' \
    "http://$HOST:$STRIPE_MOCK_PORT/v1/customers")
  [[ $code == 200 ]] || {
    echo "GET /v1/customers answered HTTP $code" >&2
    return 1
  }
  # A stripe-mock started before -fixtures existed answers a balance without instant_available.
  curl -s -m 3 -H 'Authorization: Bearer sk_test_123' "http://$HOST:$STRIPE_MOCK_PORT/v1/balance" |
    grep -q '"instant_available"' || {
    echo "GET /v1/balance has no instant_available: not Callsheet's fixtures (infra.sh down stripe-mock, then up)" >&2
    return 1
  }
}

stripe_mock_wait() {
  local timeout rc=0 pid
  timeout=$(ready_timeout STRIPE_MOCK_READY_TIMEOUT 30)
  pid=$(tracked_pid stripe-mock "$(stripe_mock_marker)" || true)
  wait_until "$timeout" "$pid" stripe_mock_check || rc=$?
  ((rc == 0)) || fail_with_log stripe-mock "HTTP 200 from GET http://$HOST:$STRIPE_MOCK_PORT/v1/customers and the fixtures' balance within ${timeout}s ($LAST_CHECK_ERROR)" "$(log_file stripe-mock)"
}

stripe_mock_stop() { stop_tracked stripe-mock "$(stripe_mock_marker)" 15; }
