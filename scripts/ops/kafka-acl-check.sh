#!/usr/bin/env bash
# The KafkaUsers of k8s/base/kafka/users.yaml (generated from the code) are what the services need, and
# no more: a broker of the local Kafka jars with SASL/SCRAM-SHA-512 only and authorization on (nothing
# allowed without an ACL), every user of users.yaml with exactly its ACLs and every topic of topics.yaml;
# identity, payments and the gateway run against it as their users (KAFKA_SASL_*, the kernel's
# kafka-security.ts), the gateway's operators' routes as the callsheet-ops user (KAFKA_OPS_*). A member
# signs up and opens an account through the gateway (request/reply both ways), identity publishes
# AccountCreated through its outbox, payments consumes it in its group and makes the connected account.
# The operators list the topics with the groups' lag, list a DLQ, replay its letters once each and the
# replayed prefix is deleted; a second gateway without KAFKA_OPS_* (its own user) cannot see the DLQ.
# Then what the ACLs must refuse is tried. TLS is not part of this check.
#
#   bash scripts/ops/kafka-acl-check.sh        (after `npm run build`; uses scripts/infra's PostgreSQL,
#                                               Redis, stripe-mock, MailDev and Kafka jars)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
started=$(date +%s)

bash scripts/infra/infra.sh up postgres redis stripe-mock mail >/dev/null
bash scripts/infra/infra.sh install kafka >/dev/null
bash scripts/ops/tools.sh >/dev/null
libs="$root/.data/kafka/libs"

pg="postgresql://${PG_USER:-callsheet}:${PG_PASSWORD:-callsheet}@127.0.0.1:${PG_PORT:-5432}"
scratch=$(mktemp -d /tmp/callsheet-acl-check-XXXXXX)
pids=()
cleanup() {
  local pid
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  for service in identity payments; do
    node -e "
const pg = require('pg');
const admin = new pg.Client({ connectionString: process.argv[1] + '/postgres' });
admin.connect().then(() => admin.query('DROP DATABASE IF EXISTS \"' + process.argv[2] + '\"')).then(() => admin.end(), () => {});
" "$pg" "callsheet_acl_check_$service" 2>/dev/null || true
  done
  rm -rf "$scratch"
}
trap cleanup EXIT
fail() {
  echo "[acl-check] $1" >&2
  for log in "$scratch"/*.log; do
    echo "---- $(basename "$log"): errors and the last lines" >&2
    { grep -E '"level":"(error|fatal)"|ERROR|Exception' "$log" | head -5; tail -n 5 "$log"; } >&2 || true
  done
  exit 1
}
free_port() { node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"; }

# ---------------------------------------------------------------- the broker
broker=$(free_port) controller=$(free_port) internal=$(free_port)
cat >"$scratch/server.properties" <<EOF
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller
listeners=SASL://127.0.0.1:$broker,CONTROLLER://127.0.0.1:$controller,INTERNAL://127.0.0.1:$internal
advertised.listeners=SASL://127.0.0.1:$broker,INTERNAL://127.0.0.1:$internal
controller.listener.names=CONTROLLER
inter.broker.listener.name=INTERNAL
listener.security.protocol.map=CONTROLLER:PLAINTEXT,INTERNAL:PLAINTEXT,SASL:SASL_PLAINTEXT
sasl.enabled.mechanisms=SCRAM-SHA-512
listener.name.sasl.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required;
authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer
# The broker's own listeners (loopback only) and the set-up user; every other user has its ACLs only.
super.users=User:ANONYMOUS;User:admin
allow.everyone.if.no.acl.found=false
log.dirs=$scratch/data
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=false
EOF
java=(java -Xms256m -Xmx512m -Djava.awt.headless=true "-Dlog4j.configuration=file:$root/scripts/infra/kafka/log4j.properties" -cp "$libs/*")
users=(admin $(awk '/^kind: KafkaUser/ { user = 1 } user && /^  name: / { print $2; user = 0 }' k8s/base/kafka/users.yaml))
scram=()
for user in "${users[@]}"; do scram+=(--add-scram "SCRAM-SHA-512=[name=$user,password=acl-check-$user]"); done
cluster=$("${java[@]}" kafka.tools.StorageTool random-uuid 2>/dev/null | tr -d '\r\n')
"${java[@]}" kafka.tools.StorageTool format -t "$cluster" -c "$scratch/server.properties" "${scram[@]}" >"$scratch/format.log" 2>&1 ||
  fail "formatting the broker's storage failed"
"${java[@]}" kafka.Kafka "$scratch/server.properties" >"$scratch/kafka.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 120); do
  grep -q 'Kafka Server started' "$scratch/kafka.log" && break
  sleep 0.5
done
grep -q 'Kafka Server started' "$scratch/kafka.log" || fail "the SCRAM broker did not start"
node scripts/ops/kafka-acl-check.mjs setup "127.0.0.1:$broker" || fail "loading the topics and ACLs failed"

# ---------------------------------------------------------------- the services, each as its KafkaUser
for service in identity payments; do
  node -e "
const pg = require('pg');
const admin = new pg.Client({ connectionString: process.argv[1] + '/postgres' });
admin.connect()
  .then(() => admin.query('DROP DATABASE IF EXISTS \"' + process.argv[2] + '\"'))
  .then(() => admin.query('CREATE DATABASE \"' + process.argv[2] + '\"'))
  .then(() => admin.end(), (error) => { console.error(error.message); process.exit(1); });
" "$pg" "callsheet_acl_check_$service"
  DATABASE_URL="$pg/callsheet_acl_check_$service" node scripts/db.mjs deploy "$service" >/dev/null
done
as_user() { # user: the environment of a service connecting as that KafkaUser
  echo KAFKA_BROKERS="127.0.0.1:$broker" KAFKA_SASL_MECHANISM=scram-sha-512 KAFKA_SASL_USERNAME="$1" \
    KAFKA_SASL_PASSWORD="acl-check-$1"
}
# A Redis database of this check's own: its broker's offsets start at 0 on every run, and the gateway
# remembers replayed dead letters by offset (callsheet:dlq-replayed:<dlq>), so the last run's are dropped.
redis="redis://127.0.0.1:${REDIS_PORT:-6379}/${ACL_CHECK_REDIS_DB:-13}"
node -e "
const { Redis } = require('ioredis');
const redis = new Redis(process.argv[1], { lazyConnect: true, maxRetriesPerRequest: 1 });
redis.connect().then(() => redis.del('callsheet:dlq-replayed:productions.job.events.dlq')).then(() => redis.quit(),
  (error) => { console.error(error.message); process.exit(1); });
" "$redis" || fail "the check's Redis database could not be cleared of the last run's replays"
identity_port=$(free_port) payments_port=$(free_port) gateway_port=$(free_port) own_gateway_port=$(free_port)
# shellcheck disable=SC2046 # as_user prints words
env $(as_user identity) HEALTH_PORT="$identity_port" DATABASE_URL="$pg/callsheet_acl_check_identity" \
  REDIS_URL="$redis" PUBLIC_LIMIT_PER_ADDRESS=10000 node services/identity/dist/main.js >"$scratch/identity.log" 2>&1 &
pids+=($!)
# shellcheck disable=SC2046
env $(as_user payments) HEALTH_PORT="$payments_port" DATABASE_URL="$pg/callsheet_acl_check_payments" \
  REDIS_URL="$redis" BULLMQ_PREFIX=acl-check FILE_STORAGE_DIR="$scratch/files" \
  node services/payments/dist/main.js >"$scratch/payments.log" 2>&1 &
pids+=($!)
# The gateway as on the cluster: its user, and the operators' user for /ops (k8s/base/apps/gateway.yaml).
# shellcheck disable=SC2046
env $(as_user gateway) KAFKA_OPS_USERNAME=callsheet-ops KAFKA_OPS_PASSWORD=acl-check-callsheet-ops \
  GATEWAY_PORT="$gateway_port" OPS_TOKEN=acl-check-operator-token REDIS_URL="$redis" \
  RATE_LIMIT_PREFIX=acl-check FILE_STORAGE_DIR="$scratch/files" node services/gateway/dist/main.js >"$scratch/gateway.log" 2>&1 &
pids+=($!)
# And one without KAFKA_OPS_*: its operators' routes use the gateway's own user.
# shellcheck disable=SC2046
env $(as_user gateway) GATEWAY_PORT="$own_gateway_port" OPS_TOKEN=acl-check-operator-token REDIS_URL="$redis" \
  RATE_LIMIT_PREFIX=acl-check FILE_STORAGE_DIR="$scratch/files" node services/gateway/dist/main.js \
  >"$scratch/gateway-own-user.log" 2>&1 &
pids+=($!)
for port in "$identity_port" "$payments_port" "$gateway_port" "$own_gateway_port"; do
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1 && continue 2
    sleep 0.5
  done
  fail "a service on port $port did not become ready as its KafkaUser"
done

# ---------------------------------------------------------------- what must work, what must not
account=$(node scripts/ops/kafka-acl-check.mjs flow "http://127.0.0.1:$gateway_port") || fail "the member's flow failed"
made=""
for _ in $(seq 1 60); do
  made=$(node -e "
const pg = require('pg');
const db = new pg.Client({ connectionString: process.argv[1] });
db.connect().then(() => db.query('SELECT stripe_account_id FROM connected_account WHERE account_id = \$1', [process.argv[2]]))
  .then((result) => { console.log(result.rows[0]?.stripe_account_id ?? ''); return db.end(); });
" "$pg/callsheet_acl_check_payments" "$account")
  [[ -n $made ]] && break
  sleep 0.5
done
[[ -n $made ]] || fail "payments did not make the connected account of $account from identity's event"
echo "[acl-check] account $account: request/reply through the gateway, AccountCreated published by identity and consumed by payments ($made)"
node scripts/ops/kafka-acl-check.mjs ops "127.0.0.1:$broker" "http://127.0.0.1:$gateway_port" \
  "http://127.0.0.1:$own_gateway_port" || fail "the operators' routes failed as the callsheet-ops user"
node scripts/ops/kafka-acl-check.mjs deny "127.0.0.1:$broker" || fail "an ACL allowed what it must refuse"
echo "[acl-check] the KafkaUsers' ACLs are enough for the services and the operators, and refuse the rest ($(($(date +%s) - started)) s)"
