# shellcheck shell=bash
# Mail catcher: MailDev 3 (npm devDependency `maildev`). SMTP on SMTP_PORT,
# web page and REST API on MAIL_HTTP_PORT. MailDev 3 serves its REST API under
# /api (GET /api/email lists messages); 2.x used /email.

SMTP_PORT=${SMTP_PORT:-1025}
MAIL_HTTP_PORT=${MAIL_HTTP_PORT:-1080}
MAIL_DIR=$DATA_DIR/mail

mail_installed() { node_tools_ready; }
mail_install() { node_tools_install; }

# Prefer the repo's pinned copy; fall back to the private one in .data/node.
maildev_bin() {
  if [[ -x $REPO_ROOT/node_modules/.bin/maildev ]]; then
    echo "$REPO_ROOT/node_modules/.bin/maildev"
  elif [[ -x $NODE_TOOLS_DIR/node_modules/.bin/maildev ]]; then
    echo "$NODE_TOOLS_DIR/node_modules/.bin/maildev"
  else
    return 1
  fi
}

mail_describe() { echo "smtp $HOST:$SMTP_PORT, http $HOST:$MAIL_HTTP_PORT"; }

# --mail-directory names a path in DATA_DIR, so it identifies our maildev.
mail_marker() { echo "--mail-directory $MAIL_DIR"; }

mail_running() { tracked_pid mail "$(mail_marker)" >/dev/null; }

mail_start() {
  local bin
  bin=$(maildev_bin) || die "mail: maildev is not installed (run infra.sh install, or npm install at the repo root)"
  require_port_free mail "$SMTP_PORT" SMTP_PORT
  require_port_free mail "$MAIL_HTTP_PORT" MAIL_HTTP_PORT
  # Without --mail-directory MailDev 3 writes .eml files to /tmp/maildev;
  # keep them under .data. They are reloaded after a restart.
  mkdir -p "$MAIL_DIR"
  spawn mail node "$bin" --smtp "$SMTP_PORT" --ip "$HOST" \
    --web "$MAIL_HTTP_PORT" --web-ip "$HOST" --mail-directory "$MAIL_DIR"
}

mail_check() {
  local code
  code=$(curl -s -o /dev/null -m 3 -w '%{http_code}' "http://$HOST:$MAIL_HTTP_PORT/api/email")
  [[ $code == 200 ]] || {
    echo "GET /api/email answered HTTP $code" >&2
    return 1
  }
  port_open "$SMTP_PORT" || {
    echo "SMTP port $SMTP_PORT not accepting connections" >&2
    return 1
  }
}

mail_wait() {
  local timeout rc=0 pid
  timeout=$(ready_timeout MAIL_READY_TIMEOUT 30)
  pid=$(tracked_pid mail "$(mail_marker)" || true)
  wait_until "$timeout" "$pid" mail_check || rc=$?
  ((rc == 0)) || fail_with_log mail "HTTP 200 from GET http://$HOST:$MAIL_HTTP_PORT/api/email and SMTP on $SMTP_PORT within ${timeout}s ($LAST_CHECK_ERROR)" "$(log_file mail)"
}

mail_stop() { stop_tracked mail "$(mail_marker)" 15; }
