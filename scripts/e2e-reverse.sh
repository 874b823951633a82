#!/usr/bin/env bash
# The e2e journeys in reverse order, to show that none depends on another (docs/architecture.md §7).
# Playwright runs files in path order (and reads no symlinks), so each spec is copied into
# e2e-reversed/<NNN>/ with NNN counting down from the last spec's name to the first's, its relative
# imports pointed back at e2e/ and the repository. Arguments go to `playwright test`.
#   bash scripts/e2e-reverse.sh --workers=1
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh
rm -rf e2e-reversed
trap 'rm -rf e2e-reversed' EXIT
i=0
for spec in $(ls e2e/*.spec.ts | sort -r); do
  i=$((i + 1))
  dir=e2e-reversed/$(printf '%03d' "$i")
  mkdir -p "$dir"
  sed -e "s#from '\.\./#from '../../#g" -e "s#from '\./#from '../../e2e/#g" "$spec" >"$dir/$(basename "$spec")"
done
E2E_TEST_DIR=./e2e-reversed npx playwright test "$@"
