#!/usr/bin/env bash
# Assembles the file tree of one service's production image, as the Dockerfile's final stage copies it:
#
#   bash scripts/ops/image-tree.sh <service> <out-dir>
#
# The Dockerfile runs this very script in its build stage (after `npm run generate` and `tsc -b`), so
# what CI starts from a scratch directory (scripts/ops/image-smoke.sh) is what the image holds:
#   package.json          the root manifest, cut to the service's workspaces, with production
#                         dependencies only, plus the Prisma CLI for migrations (prisma, the adapter)
#   node_modules/         `npm install --omit=dev` against the repository's package-lock.json
#   proto/ libs/kernel/   package.json and dist/ (the contracts and the kernel, linked as workspaces)
#   services/<service>/   package.json, dist/ (the generated Prisma client is compiled into it),
#                         prisma/ (schema and migrations), config/ (identity's feature configuration)
#   scripts/db.mjs scripts/prisma.config.ts   `node scripts/db.mjs deploy <service>` migrates
#   scripts/ops-operator.mjs (identity)        grants and revokes platform operators
#   service -> services/<service>   so every image starts with `node service/dist/main.js`
set -euo pipefail

service=${1:?usage: image-tree.sh <service> <out-dir>}
out=${2:?usage: image-tree.sh <service> <out-dir>}
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

[[ -f services/$service/package.json ]] || {
  echo "[image-tree] no service named '$service' (services/*)" >&2
  exit 1
}
for built in proto/dist libs/kernel/dist "services/$service/dist/main.js"; do
  [[ -e $built ]] || {
    echo "[image-tree] $built is missing: build first (npm run generate && npx tsc -b services/$service)" >&2
    exit 1
  }
done

migrates=0
[[ -f services/$service/prisma/schema.prisma ]] && migrates=1

mkdir -p "$out"
out="$(cd "$out" && pwd)"
rm -rf "${out:?}"/*

# The workspaces the service needs, their manifests and built code (no sources, no tests).
for workspace in proto libs/kernel "services/$service"; do
  mkdir -p "$out/$workspace"
  cp "$workspace/package.json" "$out/$workspace/"
  cp -R "$workspace/dist" "$out/$workspace/dist"
done
find "$out" \( -name '*.tsbuildinfo' -o -name '.tsbuildinfo' -o -name '*.spec.js' -o -name '*.spec.d.ts' \) -delete
if [[ -d services/$service/config ]]; then
  cp -R "services/$service/config" "$out/services/$service/config"
fi
if ((migrates)); then
  # The first migration of every service links to the kernel's outbox tables (docs/architecture.md §2).
  cp -R "services/$service/prisma" "$out/services/$service/prisma"
  mkdir -p "$out/libs/kernel/prisma" "$out/scripts"
  cp libs/kernel/prisma/outbox-tables.migration.sql "$out/libs/kernel/prisma/"
  cp scripts/db.mjs scripts/prisma.config.ts "$out/scripts/"
  # Platform operators are granted in identity's database (`node scripts/ops-operator.mjs grant <email>`).
  if [[ $service == identity ]]; then
    cp scripts/ops-operator.mjs "$out/scripts/"
  fi
fi
ln -s "services/$service" "$out/service"

# The root manifest with this service's workspaces and production dependencies; the Prisma CLI and its
# migration adapter (development tools at the root) become dependencies where the image migrates.
node --input-type=module - "$service" "$migrates" "$out/package.json" <<'EOF'
import { readFileSync, writeFileSync } from 'node:fs';
const [service, migrates, target] = process.argv.slice(2);
const root = JSON.parse(readFileSync('package.json', 'utf8'));
const pick = (names) => Object.fromEntries(names.map((name) => [name, root.devDependencies[name]]));
const manifest = {
  name: root.name,
  private: true,
  type: root.type,
  engines: root.engines,
  workspaces: ['proto', 'libs/kernel', `services/${service}`],
  dependencies: {
    ...root.dependencies,
    ...(migrates === '1' ? pick(['prisma', '@prisma/adapter-pg-migrate', 'pg']) : {}),
  },
};
writeFileSync(target, `${JSON.stringify(manifest, null, 2)}\n`);
EOF
cp package-lock.json "$out/package-lock.json"

# Install scripts stay off: the Prisma clients are generated already (compiled into dist/), and Prisma's
# engine download is not needed (the WebAssembly engine, scripts/prisma.config.ts). sharp and argon2
# come as prebuilt optional packages for linux-x64-gnu.
(cd "$out" && npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)
rm -f "$out/package-lock.json"
# Type declarations and source maps of the dependencies are not needed at run time.
find "$out/node_modules" -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \) -delete
echo "[image-tree] $service: $(du -sh "$out" | cut -f1) in $out"
