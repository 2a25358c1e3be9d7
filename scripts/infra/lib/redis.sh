# shellcheck shell=bash
# Redis (BullMQ queues in payments): Debian's redis-server binary, but our own
# daemon under .data instead of the system service, bound to loopback only.

REDIS_PORT=${REDIS_PORT:-6379}

redis_installed() { command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1; }

redis_install() {
  redis_installed && return 0
  # redis-tools brings redis-cli, which the readiness check uses.
  apt_install redis-server redis-tools
  # Debian's postinst may start the system service where an init system runs;
  # it would then hold port 6379 and our own start would refuse. We never use it.
}

redis_describe() { echo "$HOST:$REDIS_PORT"; }

# Redis rewrites its process title to "redis-server 127.0.0.1:<port>".
redis_marker() { echo "redis-server $HOST:$REDIS_PORT"; }

# No marker scan for redis: its title names only the port, which a stranger's
# redis could share; redis writes its own pid file anyway.
redis_running() { tracked_pid redis "$(redis_marker)" 0 >/dev/null; }

redis_start() {
  require_port_free redis "$REDIS_PORT" REDIS_PORT
  mkdir -p "$DATA_DIR/redis"
  printf '\n==== %s starting redis ====\n' "$(date '+%F %T')" >>"$(log_file redis)"
  # --daemonize: redis forks and writes its own pid file, so no setsid wrapper is needed.
  # RDB snapshots land in .data/redis, so queued jobs survive a down/up.
  # shellcheck disable=SC2094 # start-up errors before the logfile opens go to the same log
  with_clean_fds redis-server --bind "$HOST" --port "$REDIS_PORT" --protected-mode yes \
    --daemonize yes --dir "$DATA_DIR/redis" \
    --logfile "$(log_file redis)" --pidfile "$(pid_file redis)" \
    </dev/null >>"$(log_file redis)" 2>&1 ||
    fail_with_log redis "redis-server to daemonize" "$(log_file redis)"
}

redis_check() {
  local out
  out=$(redis-cli -h "$HOST" -p "$REDIS_PORT" ping 2>&1)
  [[ $out == PONG ]] || {
    echo "redis-cli ping answered: ${out:-nothing}" >&2
    return 1
  }
}

redis_wait() {
  local timeout rc=0
  timeout=$(ready_timeout REDIS_READY_TIMEOUT 30)
  wait_until "$timeout" "" redis_check || rc=$?
  ((rc == 0)) || fail_with_log redis "PONG from redis-cli -p $REDIS_PORT ping within ${timeout}s ($LAST_CHECK_ERROR)" "$(log_file redis)"
}

# SIGTERM makes redis write its RDB snapshot and exit; it removes its pid file.
redis_stop() { stop_tracked redis "$(redis_marker)" 15 0; }
