# shellcheck shell=bash
# Shared helpers for scripts/infra/infra.sh: paths, logging, timing, pid files,
# port checks, background spawning and readiness polling.
# Sourced, never executed. Every component file (lib/<component>.sh) builds on these.

INFRA_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REPO_ROOT="$(cd "$INFRA_DIR/../.." && pwd)"

# All state lives under one git-ignored folder so `rm -rf .data` is a full reset.
DATA_DIR="${CALLSHEET_DATA_DIR:-$REPO_ROOT/.data}"
mkdir -p "$DATA_DIR"
DATA_DIR="$(cd "$DATA_DIR" && pwd)" # absolute, whatever the caller's cwd
LOG_DIR="$DATA_DIR/logs"
RUN_DIR="$DATA_DIR/run"
BIN_DIR="$DATA_DIR/bin"
mkdir -p "$LOG_DIR" "$RUN_DIR" "$BIN_DIR"

HOST=127.0.0.1
IS_ROOT=0
[[ $EUID -eq 0 ]] && IS_ROOT=1

# The lock's file descriptor. Daemons are started with every fd above 2 closed
# (see spawn), otherwise one would inherit the lock and block every later call.
LOCK_FD=9

# ---------------------------------------------------------------- output

info() { printf '[infra] %s\n' "$*"; }
warn() { printf '[infra] warning: %s\n' "$*" >&2; }
die() {
  printf '[infra] error: %s\n' "$*" >&2
  exit 1
}

# Monotonic-enough wall clock in microseconds (bash 5 builtin, no fork).
now_us() { echo "${EPOCHREALTIME/./}"; }
# "4.2" seconds since a now_us value.
elapsed_s() {
  local tenths=$((($(now_us) - $1) / 100000))
  printf '%d.%d' $((tenths / 10)) $((tenths % 10))
}

# Failure report: component, what we waited for, the log path and its last 30
# lines (usually enough to see why), then exit non-zero.
fail_with_log() { # component what logfile
  local component=$1 what=$2 log=$3
  {
    printf '[infra] error: %s did not become ready: %s\n' "$component" "$what"
    printf '[infra] log file: %s\n' "$log"
    if [[ -s $log ]]; then
      printf '[infra] ---- last 30 lines of %s ----\n' "$log"
      tail -n 30 "$log"
      printf '[infra] ---- end of log ----\n'
    else
      printf '[infra] (log is empty or missing)\n'
    fi
  } >&2
  exit 1
}

# ---------------------------------------------------------------- lock

# Serialise concurrent infra.sh calls (e.g. two test runners racing to `up`)
# so nobody starts a duplicate of a component.
take_lock() {
  eval "exec $LOCK_FD>\"\$RUN_DIR/infra.lock\""
  if ! flock -w 300 "$LOCK_FD"; then
    die "another infra.sh has held $RUN_DIR/infra.lock for 5 minutes"
  fi
}

# ---------------------------------------------------------------- commands and packages

# Locate Go: PATH first, then the toolchain this machine ships (Debian's golang is too old).
go_bin() {
  if command -v go >/dev/null 2>&1; then
    command -v go
  elif [[ -x /usr/local/go/bin/go ]]; then
    echo /usr/local/go/bin/go
  else
    return 1
  fi
}

APT_UPDATED=0
# apt-get install the given packages (root only; we never use sudo).
apt_install() {
  ((IS_ROOT)) || die "missing Debian package(s): $* — install them as root (apt-get install -y $*) and retry"
  if ((APT_UPDATED == 0)); then
    # Fresh machines have empty package lists; update once per infra.sh run.
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 ||
      die "apt-get update failed"
    APT_UPDATED=1
  fi
  info "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >&2 ||
    die "apt-get install $* failed"
}

# Make sure a command exists, installing its Debian package if we may.
need_cmd() { # command apt-package
  command -v "$1" >/dev/null 2>&1 && return 0
  apt_install "$2"
  command -v "$1" >/dev/null 2>&1 || die "$1 still missing after installing $2"
}

# ---------------------------------------------------------------- pids and ports

pid_file() { echo "$RUN_DIR/$1.pid"; }
log_file() { echo "$LOG_DIR/$1.log"; }

# Alive and not a zombie: an exited daemon stays a zombie until init reaps it,
# and kill -0 would still succeed on it.
pid_alive() {
  local stat
  [[ -n ${1:-} ]] && kill -0 "$1" 2>/dev/null || return 1
  { stat=$(<"/proc/$1/stat"); } 2>/dev/null || return 1
  stat=${stat##*) }
  [[ ${stat:0:1} != Z ]]
}

# A process's command line with its arguments joined by spaces (builtins, no tr).
cmdline_of() { # pid
  local -a parts
  { mapfile -d '' -t parts <"/proc/$1/cmdline"; } 2>/dev/null || return 1
  echo "${parts[*]}"
}

# True when the pid is alive and its command line contains the marker. Guards
# against pid reuse: a stale pid file must never make us signal a stranger.
pid_matches() { # pid marker
  local pid=$1 marker=$2 cmdline
  pid_alive "$pid" || return 1
  cmdline=$(cmdline_of "$pid") || return 1
  [[ $cmdline == *"$marker"* ]]
}

# Print the pid of a component's process when it is alive and really ours.
# With scan=1, a process of ours whose pid file went missing (deleted, or a
# crash between start and pid write) is found by its marker and re-adopted,
# so status stays accurate and `up` does not trip over its port.
tracked_pid() { # name marker [scan]
  local file pid scan=${3:-1}
  file=$(pid_file "$1")
  if [[ -f $file ]]; then
    pid=$(head -n1 "$file" 2>/dev/null | tr -dc '0-9')
    if pid_matches "$pid" "$2"; then
      echo "$pid"
      return 0
    fi
  fi
  ((scan)) || return 1
  pid=$(pids_by_marker "$2" | head -n1)
  [[ -n $pid ]] || return 1
  echo "$pid" >"$file"
  echo "$pid"
}

# Processes whose command line contains the marker (an absolute path inside
# DATA_DIR, so it can only match processes started from this checkout).
# Used to find our own processes whose pid file went missing.
pids_by_marker() { # marker
  local p cmdline
  local -a parts
  for p in /proc/[0-9]*; do
    p=${p#/proc/}
    [[ $p == "$$" || $p == "$BASHPID" ]] && continue
    { mapfile -d '' -t parts <"/proc/$p/cmdline"; } 2>/dev/null || continue
    cmdline="${parts[*]}"
    [[ $cmdline == *"$1"* ]] && pid_alive "$p" && echo "$p"
  done
  return 0
}

# Is anything accepting TCP connections on 127.0.0.1:port?
port_open() {
  (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null
}

# Describe who listens on a port, for "port in use" errors.
port_owner() {
  ss -ltnpH "sport = :$1" 2>/dev/null | sed -n 's/.*users:((\(.*\)))/\1/p' | head -n1
}

# Refuse to start when a stranger already holds our port: starting anyway would
# either crash our process or, worse, make readiness checks pass against the stranger.
require_port_free() { # component port envvar
  if port_open "$2"; then
    die "$1: port $HOST:$2 is already in use by another process ($(port_owner "$2")); stop it or set $3"
  fi
}

# Bash snippet: close every inherited file descriptor above 2, then exec "$@".
# Daemons must not keep the caller's pipes (a CI runner waiting for its output
# pipe to close would hang) or the infra lock open.
# shellcheck disable=SC2016 # expanded by the inner bash
CLOSE_FDS_AND_EXEC='for fd in /proc/self/fd/*; do fd=${fd##*/}; ((fd > 2)) && eval "exec $fd>&-" 2>/dev/null; done; exec "$@"'

# Run a command with only stdin/stdout/stderr open (for self-daemonizing
# servers: pg_ctl, redis-server --daemonize).
with_clean_fds() { bash -c "$CLOSE_FDS_AND_EXEC" with-clean-fds "$@"; }

# Start a command in its own session (survives the calling shell and its
# terminal), output to the component log, pid recorded by the process itself
# (`exec` keeps the pid), so the pid file names the real daemon.
spawn() { # name command...
  local name=$1 pidf log
  shift
  pidf=$(pid_file "$name")
  log=$(log_file "$name")
  rm -f "$pidf"
  printf '\n==== %s starting %s ====\n' "$(date '+%F %T')" "$name" >>"$log"
  # shellcheck disable=SC2016 # $$ belongs to the inner bash
  setsid bash -c 'echo $$ >"$0"; '"$CLOSE_FDS_AND_EXEC" "$pidf" "$@" \
    </dev/null >>"$log" 2>&1 &
  local i
  for ((i = 0; i < 50; i++)); do
    [[ -s $pidf ]] && return 0
    sleep 0.05
  done
  die "$name: process did not record its pid in $pidf"
}

# SIGTERM, wait until gone, SIGKILL (with a warning) after the timeout.
stop_pid() { # name pid timeout_s
  local name=$1 pid=$2 timeout=$3 i
  kill -TERM "$pid" 2>/dev/null || return 0
  for ((i = 0; i < timeout * 10; i++)); do
    pid_alive "$pid" || return 0
    sleep 0.1
  done
  warn "$name (pid $pid) still running ${timeout}s after SIGTERM; sending SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
  for ((i = 0; i < 50; i++)); do
    pid_alive "$pid" || return 0
    sleep 0.1
  done
  die "$name (pid $pid) survived SIGKILL"
}

# Generic stop for components we spawned ourselves: by pid file, plus (scan=1)
# any of our own processes, matched by a marker naming a path in DATA_DIR,
# whose pid file was lost.
stop_tracked() { # name marker timeout_s [scan]
  local name=$1 marker=$2 timeout=$3 scan=${4:-1} pidf pid stopped=0
  pidf=$(pid_file "$name")
  if [[ -f $pidf ]]; then
    pid=$(head -n1 "$pidf" 2>/dev/null | tr -dc '0-9')
    if pid_matches "$pid" "$marker"; then
      stop_pid "$name" "$pid" "$timeout"
      stopped=1
    else
      info "$name: removing stale pid file ($pidf, pid ${pid:-?} is not running $name)"
    fi
    rm -f "$pidf"
  fi
  ((scan)) && for pid in $(pids_by_marker "$marker"); do
    warn "$name: stopping untracked process $pid started from this checkout"
    stop_pid "$name" "$pid" "$timeout"
    stopped=1
  done
  if ((stopped)); then info "$name stopped"; else info "$name was not running"; fi
}

# Poll a check function until it succeeds, the process dies, or time runs out.
# The check's own stderr is kept in LAST_CHECK_ERROR for the failure report.
LAST_CHECK_ERROR=""
wait_until() { # timeout_s pid_or_empty check_fn args...
  local timeout=$1 pid=$2 deadline
  shift 2
  deadline=$(($(now_us) + timeout * 1000000))
  while :; do
    if LAST_CHECK_ERROR=$("$@" 2>&1 >/dev/null); then return 0; fi
    if [[ -n $pid ]] && ! pid_alive "$pid"; then
      LAST_CHECK_ERROR="process $pid exited. ${LAST_CHECK_ERROR}"
      return 2
    fi
    (($(now_us) < deadline)) || return 1
    sleep 0.2
  done
}

# Readiness timeouts: <COMPONENT>_READY_TIMEOUT, else INFRA_READY_TIMEOUT, else the default.
ready_timeout() { # VAR default
  local v=${!1:-${INFRA_READY_TIMEOUT:-$2}}
  [[ $v =~ ^[0-9]+$ ]] || die "$1 must be a whole number of seconds (got '$v')"
  echo "$v"
}

# ---------------------------------------------------------------- node tools

# kafkajs (Kafka readiness) and maildev (mail) come from the repo's root
# node_modules, where the lead pins them in package.json. When that is not
# installed yet (CI may call `infra.sh install` before `npm ci`) we fall back to
# a private copy in .data/node with the same pinned versions.
NODE_TOOLS_DIR="$DATA_DIR/node"
NODE_TOOLS_SPEC="kafkajs@2.2.4 maildev@3.0.0"

node_pkg_present() { # package dir-with-node_modules
  [[ -f $2/node_modules/$1/package.json ]]
}

node_tools_ready() {
  if node_pkg_present kafkajs "$REPO_ROOT" && node_pkg_present maildev "$REPO_ROOT"; then
    return 0
  fi
  [[ -f $NODE_TOOLS_DIR/.stamp && "$(cat "$NODE_TOOLS_DIR/.stamp")" == "$NODE_TOOLS_SPEC" ]]
}

node_tools_install() {
  need_cmd node nodejs
  node_tools_ready && return 0
  command -v npm >/dev/null 2>&1 || die "npm is missing (needed for $NODE_TOOLS_SPEC)"
  info "root node_modules lacks kafkajs/maildev; installing $NODE_TOOLS_SPEC into $NODE_TOOLS_DIR"
  mkdir -p "$NODE_TOOLS_DIR"
  # Own package.json so npm treats this folder as its own project, not part of the workspace.
  echo '{ "name": "callsheet-infra-tools", "private": true }' >"$NODE_TOOLS_DIR/package.json"
  # shellcheck disable=SC2086 # the spec is a list of words
  (cd "$NODE_TOOLS_DIR" && npm install --no-fund --no-audit --no-save --no-update-notifier \
    --loglevel=error $NODE_TOOLS_SPEC >/dev/null) ||
    die "npm install $NODE_TOOLS_SPEC failed"
  echo "$NODE_TOOLS_SPEC" >"$NODE_TOOLS_DIR/.stamp"
}

# NODE_PATH is only consulted after the normal node_modules walk, so the repo's
# own copy (found by walking up from scripts/infra/) always wins over the fallback.
node_path() { echo "$NODE_TOOLS_DIR/node_modules${NODE_PATH:+:$NODE_PATH}"; }
