#!/usr/bin/env bash
# The tools scripts/ops/validate.sh uses, installed into .data/tools (git-ignored) from the registries
# this project reaches, each at a pinned version; a tool already there at that version is kept.
#   kustomize, kubeconform      Go module proxy (go install)
#   compose-check               scripts/ops/compose-check: Docker Compose's loader library (compose-go)
#   k8s-schemas/                Kubernetes' JSON schemas, strict variant (PyPI: kubernetes-validate)
#   node/                       the operators' resource models with their schemas (npm: @kubernetes-models)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tools="$root/.data/tools"
bin="$tools/bin"
mkdir -p "$bin"

KUSTOMIZE=v5.8.2 # v5.8.3 needs Go 1.27
KUBECONFORM=v0.8.0
KUBERNETES_VALIDATE=1.37.0
K8S_SCHEMA_VERSION=v1.35.0
NODE_TOOLS="@kubernetes-models/strimzi-kafka-operator@1.0.1 @kubernetes-models/cloudnative-pg@2.0.0 @kubernetes-models/keda@2.0.0 @kubernetes-models/external-secrets@2.0.0 @kubernetes-models/prometheus-operator@6.0.0 yaml@2.9.1"

stamp_ok() { [[ -f "$tools/.$1.stamp" && "$(cat "$tools/.$1.stamp")" == "$2" ]]; }
stamp() { echo "$2" >"$tools/.$1.stamp"; }

go_tool() { # name module@version binary-name-after-install
  local name=$1 spec=$2 built=$3
  stamp_ok "$name" "$spec" && [[ -x $bin/$name ]] && return 0
  echo "[tools] go install $spec"
  GOBIN="$bin" GOTOOLCHAIN=local GOFLAGS=-mod=mod go install "$spec"
  [[ $built == "$name" ]] || mv -f "$bin/$built" "$bin/$name"
  stamp "$name" "$spec"
}

go_tool kustomize "sigs.k8s.io/kustomize/kustomize/v5@$KUSTOMIZE" kustomize
go_tool kubeconform "github.com/yannh/kubeconform/cmd/kubeconform@$KUBECONFORM" kubeconform
compose_src="$root/scripts/ops/compose-check"
compose_stamp=$(cat "$compose_src/go.mod" "$compose_src/go.sum" "$compose_src/main.go" | sha256sum | cut -c1-16)
if ! stamp_ok compose-check "$compose_stamp" || [[ ! -x $bin/compose-check ]]; then
  echo "[tools] go build scripts/ops/compose-check (compose-go, pinned in its go.mod)"
  (cd "$compose_src" && GOTOOLCHAIN=local GOFLAGS=-mod=readonly go build -o "$bin/compose-check" .)
  stamp compose-check "$compose_stamp"
fi

if ! stamp_ok k8s-schemas "$KUBERNETES_VALIDATE $K8S_SCHEMA_VERSION"; then
  echo "[tools] Kubernetes $K8S_SCHEMA_VERSION schemas from kubernetes-validate==$KUBERNETES_VALIDATE"
  scratch=$(mktemp -d)
  python3 -m pip download --quiet --no-deps --dest "$scratch" "kubernetes-validate==$KUBERNETES_VALIDATE"
  rm -rf "$tools/k8s-schemas"
  mkdir -p "$tools/k8s-schemas"
  python3 - "$scratch" "$tools/k8s-schemas" "$K8S_SCHEMA_VERSION" <<'PY'
# The files name each other by absolute URLs (an $id on kubernetes.io, refs to /api/_definitions.json)
# that kubeconform cannot load offline: drop the $id and make the references relative files.
import glob, json, os, sys, zipfile
scratch, target, version = sys.argv[1:]
wheel = zipfile.ZipFile(glob.glob(os.path.join(scratch, '*.whl'))[0])
prefix = f'kubernetes_validate/kubernetes-json-schema/{version}-local-strict/'
names = [name for name in wheel.namelist() if name.startswith(prefix) and name.endswith('.json')]
if not names:
    sys.exit(f'no {version}-local-strict schemas in the wheel')
folder = os.path.join(target, f'{version}-local-strict')
os.makedirs(folder)
for name in names:
    schema = json.loads(wheel.read(name))
    schema.pop('$id', None)
    text = json.dumps(schema).replace('"/api/_definitions.json#', '"_definitions.json#')
    with open(os.path.join(folder, name[len(prefix):]), 'w') as out:
        out.write(text)
PY
  rm -rf "$scratch"
  stamp k8s-schemas "$KUBERNETES_VALIDATE $K8S_SCHEMA_VERSION"
fi

if ! stamp_ok node "$NODE_TOOLS" || [[ ! -d $tools/node/node_modules ]]; then
  echo "[tools] npm install $NODE_TOOLS"
  mkdir -p "$tools/node"
  # Its own package.json: not part of the repository's workspaces.
  echo '{ "name": "callsheet-ops-tools", "private": true, "type": "module" }' >"$tools/node/package.json"
  # shellcheck disable=SC2086 # a list of words
  (cd "$tools/node" && npm install --no-fund --no-audit --no-package-lock --no-save --loglevel=error $NODE_TOOLS >/dev/null)
  stamp node "$NODE_TOOLS"
fi
echo "[tools] ready in $tools"
