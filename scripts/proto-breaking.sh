#!/usr/bin/env bash
# Fails when the message contracts in proto/ break compatibility with the previous commit's
# (buf breaking, FILE rules). Nothing to compare on the first commit that has contracts.
set -euo pipefail
cd "$(dirname "$0")/.."
against="${PROTO_BREAKING_AGAINST:-HEAD~1}"
if ! git rev-parse --verify --quiet "$against^{commit}" >/dev/null || ! git cat-file -e "$against:proto" 2>/dev/null; then
  echo "[proto] $against has no proto/ to compare with: breaking-change check skipped"
  exit 0
fi
npx buf breaking --against ".git#ref=$(git rev-parse "$against")"
echo "[proto] no breaking change against $against"
