#!/usr/bin/env bash
# The README's two commands, on any machine with bash and npm, whatever its system Node.js:
#
#   bash scripts/run.sh start   install (npm ci when node_modules is missing or older than the lock
#                               file), build once, start the portal with seeded demo data
#   bash scripts/run.sh test    npm ci, then the whole test suite (scripts/test-all.sh)
#
# Both run on the Node.js version package.json pins (scripts/use-node.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
# The test suite's total time (scripts/test-all.sh) counts from here: installing Node.js and npm ci too.
export ESATIS_RUN_STARTED_AT=${ESATIS_RUN_STARTED_AT:-$(date +%s)}
# shellcheck source=scripts/use-node.sh
source scripts/use-node.sh
# The browser is Debian's Chromium (scripts/ensure-test-env.sh); no download, no telemetry.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1

install_deps() { npm ci --no-audit --no-fund; }

case "${1:-}" in
  start)
    # The demo: stand-ins, the demo seed and its staff (docs/guides/production.md). Every other start is a real deployment.
    export PORTAL_MODE=demo
    if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
      install_deps
    fi
    exec bash scripts/start.sh
    ;;
  test)
    install_deps
    exec npm test
    ;;
  *)
    echo "usage: bash scripts/run.sh start|test" >&2
    exit 2
    ;;
esac
