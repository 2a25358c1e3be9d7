#!/usr/bin/env bash
# Every deployable artefact checked without a Docker engine or a cluster (CI runs it from .ci/run):
#   1. k8s/base/kafka and autoscaling/scaled-objects.yaml still follow from the code (topics, DLQs,
#      consumer groups: scripts/ops/kafka-manifests.mjs --check);
#   2. each overlay: `kustomize build | kubeconform -strict` on Kubernetes' own schemas (the built-in
#      kinds), then scripts/ops/validate-resources.mjs (the operators' kinds against their CRDs,
#      strictly, and the references between resources);
#   3. docker-compose.yml through Docker Compose's own loader (schema, interpolation, consistency:
#      scripts/ops/compose-check);
#   4. the Dockerfile's static check (scripts/ops/dockerfile-check.mjs).
# The tools come from scripts/ops/tools.sh (cached in .data/tools). Needs `npm run generate` (proto/gen).
# What the image holds is checked by running it: scripts/ops/image-smoke.sh (after a build).
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s%N)
elapsed() { echo "$(((($(date +%s%N) - $1) / 1000000)))ms"; }

bash scripts/ops/tools.sh | grep -v '^\[tools\] ready' || true
tools=$(pwd)/.data/tools
K8S_VERSION=1.35.0

step=$(date +%s%N)
if [[ ! -d proto/gen ]]; then
  echo "[validate] proto/gen is missing: run npm run generate first" >&2
  exit 1
fi
npx tsx --tsconfig tsconfig.json scripts/ops/kafka-manifests.mjs --check
echo "[validate] kafka manifests ($(elapsed "$step"))"

skip=$(node scripts/ops/validate-resources.mjs --kinds)
for overlay in k8s/overlays/*/; do
  overlay=${overlay%/}
  name=${overlay##*/}
  step=$(date +%s%N)
  build="$tools/build-$name.yaml"
  "$tools/bin/kustomize" build "$overlay" >"$build"
  # No -ignore-missing-schemas: a kind with no schema here fails unless validate-resources.mjs owns it.
  "$tools/bin/kubeconform" -strict -summary -kubernetes-version "$K8S_VERSION" \
    -schema-location "$tools/k8s-schemas/{{ .NormalizedKubernetesVersion }}-local{{ .StrictSuffix }}/{{ .ResourceKind }}{{ .KindSuffix }}.json" \
    -skip "$skip" "$build" | sed "s|^|[kubeconform] $name: |"
  node scripts/ops/validate-resources.mjs "$name" <"$build"
  echo "[validate] $overlay ($(elapsed "$step"))"
done

step=$(date +%s%N)
services=$("$tools/bin/compose-check" docker-compose.yml)
echo "[validate] docker-compose.yml: ${services%%:*} load under the Compose specification, consistent ($(elapsed "$step"))"

node scripts/ops/dockerfile-check.mjs
echo "[validate] all deployable artefacts valid in $(elapsed "$started")"
