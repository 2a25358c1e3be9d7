# shellcheck shell=bash
# PostgreSQL: a private cluster (not Debian's pg_ctlcluster one), so it can live
# under .data, use its own port, and be wiped with the rest of the state.
#
# Auth: the unix socket (in .data/run/pg, mode 0700) trusts its owner; TCP on
# 127.0.0.1 needs a scram-sha-256 password. Roles:
#   postgres / postgres   superuser (TCP password set on first start)
#   callsheet / callsheet application role: LOGIN CREATEDB, owns the service databases

PG_PORT=${PG_PORT:-5432}
PG_APP_USER=callsheet
PG_APP_PASSWORD=callsheet
PG_SUPERUSER=postgres
PG_SUPERUSER_PASSWORD=postgres
PG_DATABASES=(callsheet_identity callsheet_profiles callsheet_productions callsheet_connections callsheet_payments)

PG_LOG=$(log_file postgres)

# Postgres refuses to run as root, so as root every server command runs as the
# `postgres` OS user, and the cluster must sit where that user can reach it.
pg_os_user() {
  if ((IS_ROOT)); then echo postgres; else id -un; fi
}

as_pg() {
  # cd / first: postgres would otherwise warn that it cannot enter root's cwd.
  if ((IS_ROOT)); then
    (cd / && runuser -u postgres -- "$@")
  else
    (cd / && "$@")
  fi
}

# Data dir: .data/postgres, unless (as root) the postgres user cannot traverse
# the path to .data (e.g. a checkout under /root, mode 0700). Then we fall back
# to /var/lib/postgresql/callsheet-<hash of DATA_DIR>, where Debian keeps its
# clusters; the hash keeps two checkouts apart. The log then lives there too and
# .data/logs/postgres.log is a symlink to it.
pg_resolve_dirs() {
  PG_DATA=$DATA_DIR/postgres
  PG_SOCKET_DIR=$RUN_DIR/pg
  PG_FALLBACK=0
  if ((IS_ROOT)) && id postgres >/dev/null 2>&1 && ! runuser -u postgres -- test -x "$DATA_DIR" 2>/dev/null; then
    local base
    base=/var/lib/postgresql/callsheet-$(printf '%s' "$DATA_DIR" | sha256sum | cut -c1-12)
    PG_DATA=$base/data
    PG_SOCKET_DIR=$base/run
    PG_FALLBACK=1
  fi
  # A unix socket path must fit in 107 bytes; deep checkouts get a short one in /tmp.
  if ((${#PG_SOCKET_DIR} + 20 > 107)); then
    PG_SOCKET_DIR=/tmp/callsheet-pg-$(printf '%s' "$DATA_DIR" | sha256sum | cut -c1-12)
  fi
}

pg_bin_dir() {
  local d
  if command -v pg_config >/dev/null 2>&1 && d=$(pg_config --bindir 2>/dev/null) && [[ -x $d/initdb ]]; then
    echo "$d"
    return 0
  fi
  # Debian keeps the server binaries off PATH; take the newest installed major.
  d=$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -n1)
  [[ -n $d && -x $d/initdb ]] || return 1
  echo "$d"
}

postgres_installed() {
  pg_bin_dir >/dev/null && [[ -n $(find /usr/share/postgresql -name pg_trgm.control 2>/dev/null | head -n1) ]]
}

postgres_install() {
  if ! pg_bin_dir >/dev/null; then
    apt_install postgresql postgresql-contrib
  fi
  # pg_trgm ships in the contrib package (on Debian 12 the server package depends on it).
  if [[ -z $(find /usr/share/postgresql -name pg_trgm.control 2>/dev/null | head -n1) ]]; then
    apt_install postgresql-contrib
  fi
  if ((IS_ROOT)) && ! id postgres >/dev/null 2>&1; then
    die "postgres: running as root but there is no 'postgres' OS user to run the server (install the postgresql package)"
  fi
}

postgres_describe() { echo "$HOST:$PG_PORT"; }

# Running = postmaster alive (pg_ctl status reads postmaster.pid) and the port answers.
postgres_pid() {
  local pid
  [[ -f $PG_DATA/postmaster.pid ]] || return 1
  pid=$(head -n1 "$PG_DATA/postmaster.pid" 2>/dev/null | tr -dc '0-9')
  pid_matches "$pid" "$PG_DATA" || return 1
  echo "$pid"
}

postgres_running() { postgres_pid >/dev/null; }

pg_prepare_dirs() {
  local owner
  owner=$(pg_os_user)
  mkdir -p "$PG_DATA" "$PG_SOCKET_DIR"
  chmod 700 "$PG_DATA" "$PG_SOCKET_DIR"
  if ((PG_FALLBACK)); then
    PG_LOG=$(dirname "$PG_DATA")/postgres.log
    ln -sfn "$PG_LOG" "$(log_file postgres)"
  fi
  touch "$PG_LOG"
  if ((IS_ROOT)); then
    ((PG_FALLBACK)) && chown "$owner": "$(dirname "$PG_DATA")"
    chown "$owner": "$PG_DATA" "$PG_SOCKET_DIR" "$PG_LOG"
  fi
}

pg_initdb() {
  [[ -f $PG_DATA/PG_VERSION ]] && return 0
  info "postgres: initdb in $PG_DATA"
  # C.UTF-8 collation: deterministic ordering everywhere, and always present in glibc.
  as_pg "$PG_BIN/initdb" -D "$PG_DATA" -U "$PG_SUPERUSER" -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 --no-instructions >>"$PG_LOG" 2>&1 ||
    fail_with_log postgres "initdb of $PG_DATA to succeed" "$PG_LOG"
}

postgres_start() {
  local pidfile
  pidfile=$(pid_file postgres)
  PG_BIN=$(pg_bin_dir) || die "postgres: server binaries not found (apt-get install postgresql)"
  require_port_free postgres "$PG_PORT" PG_PORT
  pg_prepare_dirs
  pg_initdb
  # Settings on the command line (not in postgresql.conf) so a changed PG_PORT
  # applies on the next start without editing the cluster.
  # (pg_ctl hands -o to /bin/sh, hence the quotes around the path.)
  # shared_buffers as the production cluster has it (k8s/base/postgres.yaml), not initdb's 128 MB: the
  # search benchmarks' tables (bench/search) are read from PostgreSQL's buffers as they would be there.
  local opts="-c listen_addresses=$HOST -c port=$PG_PORT -c unix_socket_directories='$PG_SOCKET_DIR' -c unix_socket_permissions=0700 -c shared_buffers=${PG_SHARED_BUFFERS:-512MB}"
  printf '\n==== %s starting postgres ====\n' "$(date '+%F %T')" >>"$PG_LOG"
  # pg_ctl -w returns once the server accepts connections (or fails); the
  # readiness check below still runs. CLOSE_FDS_AND_EXEC: the postmaster must not
  # inherit the caller's pipes or the infra lock.
  # shellcheck disable=SC2094 # pg_ctl's own messages go to the same (append-mode) log
  if ! as_pg bash -c "$CLOSE_FDS_AND_EXEC" pg-start "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -o "$opts" \
    -w -t "$(ready_timeout PG_READY_TIMEOUT 30)" start </dev/null >>"$PG_LOG" 2>&1; then
    fail_with_log postgres "pg_ctl start to succeed" "$(log_file postgres)"
  fi
  head -n1 "$PG_DATA/postmaster.pid" >"$pidfile"
}

pg_super_psql() { # psql args... (superuser over the socket)
  "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$PG_SOCKET_DIR" -p "$PG_PORT" -U "$PG_SUPERUSER" -d postgres "$@"
}

# Idempotent: role, passwords and databases are created or corrected on every up.
pg_ensure_schema() {
  local dbs
  dbs=$(printf "'%s'," "${PG_DATABASES[@]}")
  dbs=${dbs%,}
  pg_super_psql >/dev/null <<SQL
ALTER ROLE $PG_SUPERUSER PASSWORD '$PG_SUPERUSER_PASSWORD';
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '$PG_APP_USER') THEN
    CREATE ROLE $PG_APP_USER LOGIN CREATEDB PASSWORD '$PG_APP_PASSWORD';
  ELSE
    ALTER ROLE $PG_APP_USER LOGIN CREATEDB PASSWORD '$PG_APP_PASSWORD';
  END IF;
END
\$\$;
SELECT format('CREATE DATABASE %I OWNER $PG_APP_USER', d)
  FROM unnest(ARRAY[$dbs]) AS d
 WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = d)
\gexec
SELECT format('ALTER DATABASE %I OWNER TO $PG_APP_USER', datname)
  FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba
 WHERE datname IN ($dbs) AND r.rolname <> '$PG_APP_USER'
\gexec
SQL
  # pg_trgm must be available and trusted (PG 13+), so each service's migration
  # can CREATE EXTENSION it as the database owner without a superuser.
  local trgm
  trgm=$(pg_super_psql -At -c "SELECT bool_or(trusted) FROM pg_available_extension_versions WHERE name = 'pg_trgm'")
  [[ $trgm == t ]] || die "postgres: extension pg_trgm is not available (install postgresql-contrib)"
}

pg_check_ready() {
  "$PG_BIN/pg_isready" -q -h "$HOST" -p "$PG_PORT" || {
    echo "pg_isready: no answer on $HOST:$PG_PORT" >&2
    return 1
  }
}

pg_check_app_login() {
  PGPASSWORD=$PG_APP_PASSWORD PGCONNECT_TIMEOUT=3 "$PG_BIN/psql" -X -At -h "$HOST" -p "$PG_PORT" \
    -U "$PG_APP_USER" -d "${PG_DATABASES[0]}" -c 'select 1' | grep -qx 1
}

postgres_wait() {
  local timeout rc=0
  timeout=$(ready_timeout PG_READY_TIMEOUT 30)
  wait_until "$timeout" "" pg_check_ready || rc=$?
  ((rc == 0)) || fail_with_log postgres "pg_isready on $HOST:$PG_PORT within ${timeout}s ($LAST_CHECK_ERROR)" "$(log_file postgres)"
  pg_ensure_schema || fail_with_log postgres "creating role $PG_APP_USER and its databases" "$(log_file postgres)"
  wait_until "$timeout" "" pg_check_app_login || rc=$?
  ((rc == 0)) || fail_with_log postgres "'select 1' as $PG_APP_USER over TCP ($LAST_CHECK_ERROR)" "$(log_file postgres)"
}

postgres_stop() {
  local pidfile
  pidfile=$(pid_file postgres)
  if postgres_running; then
    # fast = roll back open transactions and exit cleanly (checkpoint written).
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w -t 30 stop >>"$PG_LOG" 2>&1 ||
      die "postgres: pg_ctl stop failed (see $(log_file postgres))"
    info "postgres stopped"
  else
    info "postgres was not running"
  fi
  rm -f "$pidfile"
}

postgres_init() {
  pg_resolve_dirs
  PG_BIN=$(pg_bin_dir || true)
}
