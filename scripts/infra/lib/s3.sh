# shellcheck shell=bash
# s3: an S3-compatible object store, moto's server (Apache-2.0) from PyPI, in a virtual environment
# under .data/venv-s3 (the pinned packages of scripts/infra/s3/requirements.txt). What the services
# store with FILE_STORAGE=s3 (photos, identity documents, transfer reports) lands there in the tests.
# In memory: objects and buckets last until the server stops (`down s3`), unlike the other components.
# Requests are not authenticated: any access key and secret are taken.

S3_PORT=${S3_PORT:-9000}
# Created at every `up`, for FILE_STORAGE=s3 with npm start; the tests create buckets of their own.
S3_DEFAULT_BUCKET=${S3_BUCKET:-callsheet-files}
S3_VENV=$DATA_DIR/venv-s3
S3_REQUIREMENTS=$INFRA_DIR/s3/requirements.txt

s3_installed() {
  [[ -x $S3_VENV/bin/moto_server ]] && cmp -s "$S3_REQUIREMENTS" "$S3_VENV/requirements.txt"
}

# apt, if at all, in install's sequential phase: python3 and its venv module (Debian ships venv's pip
# bootstrap apart, as python3-venv).
s3_prerequisites() {
  need_cmd python3 python3
  if ! python3 -m venv --help >/dev/null 2>&1 || ! python3 -m ensurepip --version >/dev/null 2>&1; then
    apt_install python3-venv
  fi
}

s3_install() {
  s3_installed && return 0
  s3_prerequisites
  info "s3: pip install -r scripts/infra/s3/requirements.txt (moto) into $S3_VENV"
  rm -rf "$S3_VENV"
  python3 -m venv "$S3_VENV" || die "s3: python3 -m venv $S3_VENV failed"
  "$S3_VENV/bin/pip" install --quiet --disable-pip-version-check --no-input -r "$S3_REQUIREMENTS" ||
    die "s3: pip install -r $S3_REQUIREMENTS failed"
  # Written last: an interrupted install is redone by the next one.
  cp "$S3_REQUIREMENTS" "$S3_VENV/requirements.txt"
}

s3_describe() { echo "http://$HOST:$S3_PORT (bucket $S3_DEFAULT_BUCKET)"; }

# The venv's path names this checkout's server.
s3_marker() { echo "$S3_VENV/bin/moto_server -H"; }

s3_running() { tracked_pid s3 "$(s3_marker)" >/dev/null; }

s3_start() {
  require_port_free s3 "$S3_PORT" S3_PORT
  spawn s3 "$S3_VENV/bin/moto_server" -H "$HOST" -p "$S3_PORT"
}

# Ready: the server answers S3 requests and the default bucket exists (created here: creating a bucket
# one already has answers 200 in us-east-1, as on AWS).
s3_check() {
  local code
  code=$(curl -s -o /dev/null -m 3 -w '%{http_code}' -X PUT "http://$HOST:$S3_PORT/$S3_DEFAULT_BUCKET")
  [[ $code == 200 ]] || {
    echo "PUT /$S3_DEFAULT_BUCKET (create the bucket) answered HTTP $code" >&2
    return 1
  }
  code=$(curl -s -o /dev/null -m 3 -w '%{http_code}' -I "http://$HOST:$S3_PORT/$S3_DEFAULT_BUCKET")
  [[ $code == 200 ]] || {
    echo "HEAD /$S3_DEFAULT_BUCKET answered HTTP $code" >&2
    return 1
  }
}

s3_wait() {
  local timeout rc=0 pid
  timeout=$(ready_timeout S3_READY_TIMEOUT 30)
  pid=$(tracked_pid s3 "$(s3_marker)" || true)
  wait_until "$timeout" "$pid" s3_check || rc=$?
  ((rc == 0)) || fail_with_log s3 "bucket $S3_DEFAULT_BUCKET created and answering HEAD on http://$HOST:$S3_PORT within ${timeout}s ($LAST_CHECK_ERROR)" "$(log_file s3)"
}

s3_stop() { stop_tracked s3 "$(s3_marker)" 15; }
