#!/usr/bin/env bash
# The production portal, as `npm start` and `bash scripts/run.sh start` start it (README): build the
# web app once if needed and compile the server every time (scripts/ensure-build.mjs), then run the
# server in this shell's place, so that no wrapper process stays resident beside it (from the
# README's command, npm's own 70 MB; docs/architecture.md §1 "Memory").
set -euo pipefail
cd "$(dirname "$0")/.."
# The pinned Node.js (package.json) also when started without npm or run.sh (benches, by hand).
# shellcheck source=scripts/use-node.sh
source scripts/use-node.sh
node scripts/ensure-build.mjs
# shellcheck source=scripts/portal-node.sh
source scripts/portal-node.sh
NODE_ENV=production exec node "${PORTAL_NODE_FLAGS[@]}" "$PORTAL_SERVER"
