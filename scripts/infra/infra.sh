#!/usr/bin/env bash
# Local infrastructure for Callsheet without Docker: PostgreSQL, Redis, Kafka
# (KRaft, from Maven Central jars), stripe-mock, a mail catcher (MailDev) and an
# S3-compatible object store (moto's server, from PyPI), all on 127.0.0.1, all
# state under $CALLSHEET_DATA_DIR (default <repo>/.data).
#
#   infra.sh install                 install/download everything, start nothing (CI calls this first)
#   infra.sh up [component...]       install what is missing, start what is stopped, wait until ready
#   infra.sh down [component...]     stop cleanly and wait until the processes are gone
#   infra.sh status                  one line per component; exit 0 only if all are running
#
# Components: postgres redis kafka stripe-mock mail s3. See scripts/infra/README.md.
# CALLSHEET_INFRA=docker: the same commands drive docker-compose.yml's services of the same names
# instead (a machine with a Docker engine); the default, local, is unchanged.
set -euo pipefail

# readlink -f: also works when called through a symlink.
INFRA_LIB="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)/lib"
# shellcheck source=lib/common.sh
source "$INFRA_LIB/common.sh"
# shellcheck source=lib/postgres.sh
source "$INFRA_LIB/postgres.sh"
# shellcheck source=lib/redis.sh
source "$INFRA_LIB/redis.sh"
# shellcheck source=lib/kafka.sh
source "$INFRA_LIB/kafka.sh"
# shellcheck source=lib/stripe-mock.sh
source "$INFRA_LIB/stripe-mock.sh"
# shellcheck source=lib/mail.sh
source "$INFRA_LIB/mail.sh"
# shellcheck source=lib/s3.sh
source "$INFRA_LIB/s3.sh"

ALL_COMPONENTS=(postgres redis kafka stripe-mock mail s3)

usage() {
  sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
  exit "${1:-0}"
}

# Component name -> function prefix (stripe-mock -> stripe_mock).
fn() { echo "${1//-/_}_$2"; }

resolve_components() { # names... -> COMPONENTS
  COMPONENTS=()
  if (($# == 0)); then
    COMPONENTS=("${ALL_COMPONENTS[@]}")
    return
  fi
  local c known
  for c in "$@"; do
    for known in "${ALL_COMPONENTS[@]}"; do
      [[ $c == "$known" ]] && COMPONENTS+=("$c") && continue 2
    done
    die "unknown component '$c' (known: ${ALL_COMPONENTS[*]})"
  done
}

# Installs run in two phases: apt-based ones one after the other (apt holds a
# global lock), then the slow downloads/builds (Maven, go install, npm, pip) in
# parallel, each into its own log, which is printed if it fails.
install_components() { # components...
  local c todo=() parallel=() pids=() t0
  for c in "$@"; do
    "$(fn "$c" installed)" || todo+=("$c")
  done
  ((${#todo[@]})) || return 0
  for c in "${todo[@]}"; do
    case $c in
      postgres | redis) "$(fn "$c" install)" ;;
      # Its Debian packages (python3-venv) now, its pip install with the others.
      s3)
        s3_prerequisites
        parallel+=("$c")
        ;;
      *) parallel+=("$c") ;;
    esac
  done
  # The node tools are shared by kafka and mail: fetch them once, up front.
  if ((${#parallel[@]})) && ! node_tools_ready; then
    t0=$(now_us)
    node_tools_install
    info "node tools ready ($(elapsed_s "$t0") s)"
  fi
  for c in "${parallel[@]}"; do
    (
      t0=$(now_us)
      "$(fn "$c" install)"
      info "$c installed ($(elapsed_s "$t0") s)"
    ) >"$LOG_DIR/install-$c.log" 2>&1 &
    pids+=($!)
  done
  local i failed=0
  for i in "${!parallel[@]}"; do
    c=${parallel[$i]}
    if wait "${pids[$i]}"; then
      grep -o '\[infra\].*' "$LOG_DIR/install-$c.log" || true
    else
      failed=1
      {
        printf '[infra] error: installing %s failed; log %s:\n' "$c" "$LOG_DIR/install-$c.log"
        tail -n 30 "$LOG_DIR/install-$c.log"
      } >&2
    fi
  done
  ((failed == 0)) || exit 1
}

cmd_install() {
  resolve_components "$@"
  local t0
  t0=$(now_us)
  install_components "${COMPONENTS[@]}"
  info "install complete ($(elapsed_s "$t0") s)"
}

# Start everything that is stopped first, then wait for each: the JVM's start-up
# overlaps with the others instead of adding to them.
cmd_up() {
  resolve_components "$@"
  local c t_total started=() starts=()
  t_total=$(now_us)
  install_components "${COMPONENTS[@]}"
  for c in "${COMPONENTS[@]}"; do
    if "$(fn "$c" running)"; then
      started+=(0)
      starts+=(0)
    else
      starts+=("$(now_us)")
      "$(fn "$c" start)"
      started+=(1)
    fi
  done
  local i
  for i in "${!COMPONENTS[@]}"; do
    c=${COMPONENTS[$i]}
    "$(fn "$c" wait)"
    if ((${started[$i]})); then
      info "$c ready on $("$(fn "$c" describe)") ($(elapsed_s "${starts[$i]}") s)"
    else
      info "$c already running on $("$(fn "$c" describe)")"
    fi
  done
  info "up: ${COMPONENTS[*]} ($(elapsed_s "$t_total") s)"
}

cmd_down() {
  resolve_components "$@"
  local c i
  # Reverse order: dependents of the data stores go first.
  for ((i = ${#COMPONENTS[@]} - 1; i >= 0; i--)); do
    c=${COMPONENTS[$i]}
    "$(fn "$c" stop)"
  done
}

# The port each component is probed on by status.
main_port() {
  case $1 in
    postgres) echo "$PG_PORT" ;;
    redis) echo "$REDIS_PORT" ;;
    kafka) echo "$KAFKA_PORT" ;;
    stripe-mock) echo "$STRIPE_MOCK_PORT" ;;
    mail) echo "$MAIL_HTTP_PORT" ;;
    s3) echo "$S3_PORT" ;;
  esac
}

# Quick by design (no client round trips): our process alive per its pid file
# and its port accepting connections.
cmd_status() {
  (($# == 0)) || die "status takes no component"
  local c rc=0 state port
  for c in "${ALL_COMPONENTS[@]}"; do
    port=$(main_port "$c")
    if "$(fn "$c" running)"; then
      if port_open "$port"; then
        state=running
      else
        state="starting (process up, port $port not open yet)"
        rc=1
      fi
    else
      state=stopped
      port_open "$port" && state="stopped (port $port held by another process: $(port_owner "$port"))"
      rc=1
    fi
    printf '%-12s %-8s %s\n' "$c" "$state" "$("$(fn "$c" describe)")"
  done
  return "$rc"
}

# ---------------------------------------------------------------- CALLSHEET_INFRA=docker
# docker-compose.yml names its infrastructure like the components here and publishes the same ports
# (PG_PORT, REDIS_PORT, KAFKA_PORT, STRIPE_MOCK_PORT, SMTP_PORT, MAIL_HTTP_PORT, S3_PORT), so everything above
# the infrastructure (npm start, npm test, the fault tests' down/up) runs unchanged against it.
docker_compose() {
  command -v docker >/dev/null 2>&1 || die "CALLSHEET_INFRA=docker: the docker command is missing"
  docker info >/dev/null 2>&1 || die "CALLSHEET_INFRA=docker: no Docker engine answers (docker info failed)"
  docker compose --project-directory "$REPO_ROOT" -f "$REPO_ROOT/docker-compose.yml" "$@"
}

docker_main() { # command components...
  local cmd=$1
  shift
  resolve_components "$@"
  case $cmd in
    install) docker_compose pull --quiet "${COMPONENTS[@]}" ;;
    # --wait: until each is healthy (stripe-mock, without a health check: running).
    up) docker_compose up --detach --wait --wait-timeout "${INFRA_READY_TIMEOUT:-120}" "${COMPONENTS[@]}" ;;
    # stop, not down: the data survives (the tests rely on it, as with the local processes).
    down) docker_compose stop "${COMPONENTS[@]}" ;;
    status)
      local c rc=0 running
      running=$(docker_compose ps --status running --services)
      for c in "${COMPONENTS[@]}"; do
        if grep -qx "$c" <<<"$running"; then
          printf '%-12s %-8s docker compose service %s\n' "$c" running "$c"
        else
          printf '%-12s %-8s docker compose service %s\n' "$c" stopped "$c"
          rc=1
        fi
      done
      return "$rc"
      ;;
    -h | --help | help) usage 0 ;;
    *)
      echo "unknown command '$cmd'" >&2
      usage 1
      ;;
  esac
}

main() {
  (($# > 0)) || usage 1
  local cmd=$1
  shift
  case ${CALLSHEET_INFRA:-local} in
    local) ;;
    docker)
      docker_main "$cmd" "$@"
      return
      ;;
    *) die "CALLSHEET_INFRA must be local (the default) or docker, not '${CALLSHEET_INFRA}'" ;;
  esac
  postgres_init
  case $cmd in
    install | up | down)
      take_lock
      "cmd_$cmd" "$@"
      ;;
    status) cmd_status "$@" ;;
    -h | --help | help) usage 0 ;;
    *)
      echo "unknown command '$cmd'" >&2
      usage 1
      ;;
  esac
}

main "$@"
