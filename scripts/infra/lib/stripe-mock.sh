# shellcheck shell=bash
# stripe-mock: Stripe's official mock API, built from the Go module proxy into
# .data/bin. Stateless: created objects are not remembered (see the recipe).

# Newest tag on the Go module proxy; builds with Go 1.26 (its go.mod asks for 1.22).
STRIPE_MOCK_VERSION=v0.203.0
STRIPE_MOCK_PORT=${STRIPE_MOCK_PORT:-12111}
STRIPE_MOCK_HTTPS_PORT=${STRIPE_MOCK_HTTPS_PORT:-12112}

STRIPE_MOCK_BIN=$BIN_DIR/stripe-mock
STRIPE_MOCK_STAMP=$BIN_DIR/stripe-mock.version

stripe_mock_installed() {
  [[ -x $STRIPE_MOCK_BIN && -f $STRIPE_MOCK_STAMP && "$(cat "$STRIPE_MOCK_STAMP")" == "$STRIPE_MOCK_VERSION" ]]
}

stripe_mock_install() {
  stripe_mock_installed && return 0
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
}

stripe_mock_describe() { echo "$HOST:$STRIPE_MOCK_PORT (https $HOST:$STRIPE_MOCK_HTTPS_PORT)"; }

stripe_mock_marker() { echo "$STRIPE_MOCK_BIN -http-addr"; }

stripe_mock_running() { tracked_pid stripe-mock "$(stripe_mock_marker)" >/dev/null; }

stripe_mock_start() {
  require_port_free stripe-mock "$STRIPE_MOCK_PORT" STRIPE_MOCK_PORT
  require_port_free stripe-mock "$STRIPE_MOCK_HTTPS_PORT" STRIPE_MOCK_HTTPS_PORT
  # -http-addr/-https-addr (not -http-port) so it binds loopback only;
  # -http-port alone would listen on every interface.
  spawn stripe-mock "$STRIPE_MOCK_BIN" \
    -http-addr "$HOST:$STRIPE_MOCK_PORT" -https-addr "$HOST:$STRIPE_MOCK_HTTPS_PORT"
}

stripe_mock_check() {
  local code
  code=$(curl -s -o /dev/null -m 3 -w '%{http_code}' -H 'Authorization: Bearer sk_test_123' \
    "http://$HOST:$STRIPE_MOCK_PORT/v1/customers")
  [[ $code == 200 ]] || {
    echo "GET /v1/customers answered HTTP $code" >&2
    return 1
  }
}

stripe_mock_wait() {
  local timeout rc=0 pid
  timeout=$(ready_timeout STRIPE_MOCK_READY_TIMEOUT 30)
  pid=$(tracked_pid stripe-mock "$(stripe_mock_marker)" || true)
  wait_until "$timeout" "$pid" stripe_mock_check || rc=$?
  ((rc == 0)) || fail_with_log stripe-mock "HTTP 200 from GET http://$HOST:$STRIPE_MOCK_PORT/v1/customers within ${timeout}s ($LAST_CHECK_ERROR)" "$(log_file stripe-mock)"
}

stripe_mock_stop() { stop_tracked stripe-mock "$(stripe_mock_marker)" 15; }
