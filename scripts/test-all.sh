#!/usr/bin/env bash
# The whole test suite, as CI runs it: type check, lint, formatting, unit tests, a production build,
# server integration tests on PGlite (every file but the PostgreSQL-only ones) and on PostgreSQL (the
# database files marked to run there: scripts/server-test-files.ts) with the cluster fault tests
# beside them (scripts/cluster.sh on a private PostgreSQL and Redis, behind nginx), then the
# Playwright journeys in Debian's Chromium.
# Prints each step's time, the total, and one closing line "N passed, M failed" over all runners.
# CI stops a run at 90 minutes; the suite's budget is 45 (docs/architecture.md §7): past it, it warns.
set -uo pipefail
cd "$(dirname "$0")/.."
# The pinned Node.js (package.json) first on PATH, also when run outside npm.
source scripts/use-node.sh

BUDGET_MINUTES=45
# From the README's command itself when it started us (scripts/run.sh: the install counts too).
suite_started_at=${ESATIS_RUN_STARTED_AT:-$(date +%s)}
logdir=$(mktemp -d)
status=0
failed_steps=()
durations=()
step() {
  local name=$1; shift
  echo "━━ $name"
  local started=$SECONDS
  if ! "$@" 2>&1 | tee "$logdir/$name.log"; then status=1; failed_steps+=("$name"); echo "✗ $name failed"; fi
  durations+=("$name $((SECONDS - started)) s")
}

bash scripts/ensure-test-env.sh || exit 1
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1

# A step beside the others: its output goes to its log and is shown whole when it ends, so the
# steps' outputs never interleave.
declare -A beside_pid beside_started
beside() {
  local name=$1; shift
  echo "━━ $name (beside the next steps; its output follows when it ends)"
  beside_started[$name]=$SECONDS
  "$@" >"$logdir/$name.log" 2>&1 &
  beside_pid[$name]=$!
}
join_beside() {
  local name=$1
  wait "${beside_pid[$name]}"
  local rc=$?
  echo "━━ $name (ended)"
  cat "$logdir/$name.log"
  if [ "$rc" != 0 ]; then status=1; failed_steps+=("$name"); echo "✗ $name failed"; fi
  durations+=("$name $((SECONDS - ${beside_started[$name]})) s (beside)")
}

step typecheck npm run --silent typecheck
step lint npm run --silent lint
step format npm run --silent format:check
step unit npx jest --ci
step build npm run --silent build
if [ -f .next/BUILD_ID ]; then
  # The fault tests spend their time waiting for kill -9, outages and restarts, on a cluster of their
  # own: a private PostgreSQL (55432), Redis (56379), nginx (3700) and instances (3701-3702), nothing
  # the server tests use. They run beside the server tests, which are not timing-sensitive, rather
  # than after the journeys, which are (docs/architecture.md §7).
  beside faults npm run --silent test:faults
fi
pglite_started=$SECONDS
step server-pglite npm run --silent test:server
# How much slower than usual this machine runs: the server tests on PGlite, CPU-bound, took about
# 240 s beside the fault tests on the machine the journeys' time limits were set on. A slower
# machine stretches those liveness limits by the same factor (e2e/time-limits.ts, at most 4).
# A factor the caller set (E2E_TIME_SCALE=3 bash scripts/test-all.sh) is kept.
if [ -z "${E2E_TIME_SCALE:-}" ]; then
  E2E_TIME_SCALE=$(awk -v s=$((SECONDS - pglite_started)) 'BEGIN { f = s / 240; printf "%.2f", (f < 1 ? 1 : (f > 4 ? 4 : f)) }')
  echo "Journeys' time limits × $E2E_TIME_SCALE (server tests on PGlite against their usual 240 s)"
else
  echo "Journeys' time limits × $E2E_TIME_SCALE (set by the caller)"
fi
export E2E_TIME_SCALE
step server-postgres npm run --silent test:server:pg
if [ -f .next/BUILD_ID ]; then
  join_beside faults
  step e2e npx playwright test
else
  status=1
fi

# Sum what each runner reported, and say what each reported: the server suite's database files run
# twice (PGlite, then PostgreSQL; database-free files only on the first pass), so the two passes are
# named apart ("N server on PGlite, M server on PostgreSQL") rather than hidden in one sum.
passed=0; failed=0; parts=()
add() {
  local label=$1 p=${2:-0} f=${3:-0}
  passed=$((passed + p)); failed=$((failed + f))
  parts+=("$p $label$([ "$f" = 0 ] || echo " ($f failed)")")
}
if [ -f "$logdir/unit.log" ]; then
  line=$(grep -E '^Tests:' "$logdir/unit.log" | tail -n 1)
  add "unit" "$(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '[0-9]+')" "$(grep -oE '[0-9]+ failed' <<<"$line" | grep -oE '[0-9]+')"
fi
for f in server-pglite server-postgres faults; do
  [ -f "$logdir/$f.log" ] || continue
  case $f in server-pglite) label="server on PGlite" ;; server-postgres) label="server on PostgreSQL" ;; *) label="fault" ;; esac
  add "$label" "$(grep -E '^ℹ pass |^# pass ' "$logdir/$f.log" | tail -n 1 | grep -oE '[0-9]+')" \
    "$(grep -E '^ℹ fail |^# fail ' "$logdir/$f.log" | tail -n 1 | grep -oE '[0-9]+')"
done
if [ -f "$logdir/e2e.log" ]; then
  add "e2e" "$(grep -oE '^\s*[0-9]+ passed' "$logdir/e2e.log" | tail -n 1 | grep -oE '[0-9]+')" \
    "$(grep -oE '^\s*[0-9]+ failed' "$logdir/e2e.log" | tail -n 1 | grep -oE '[0-9]+')"
fi
# A failed step without test counts (typecheck, lint, build) counts as one failure.
for f in "${failed_steps[@]}"; do
  case $f in typecheck|lint|format|build) failed=$((failed + 1)) ;; esac
done
[ "$status" = 0 ] || [ "$failed" -gt 0 ] || failed=1
echo
# How long each step took, so a suite creeping towards its budget shows where.
(IFS=';'; echo "Step times: ${durations[*]}" | sed 's/;/, /g')
total=$(($(date +%s) - suite_started_at))
echo "Total: $((total / 60)) min $((total % 60)) s (budget $BUDGET_MINUTES min)"
[ "$total" -le $((BUDGET_MINUTES * 60)) ] ||
  echo "WARNING: the suite took longer than its $BUDGET_MINUTES-minute budget; see the step times above."
# The PostgreSQL pass runs the database files marked for it, some of them only there; say how many, so
# none is left out unseen.
echo "Server files on PostgreSQL: $(node --import tsx scripts/server-test-files.ts --database | wc -l) of the" \
  "$(node --import tsx scripts/server-test-files.ts --all-database | wc -l) that open a test database, of which" \
  "$(node --import tsx scripts/server-test-files.ts --postgres-only | wc -l) only there (the security suite); the" \
  "others run on PGlite only (scripts/server-test-files.ts)"
[ ${#failed_steps[@]} = 0 ] || echo "Failed steps: ${failed_steps[*]}"
[ ${#parts[@]} = 0 ] || (IFS=';'; echo "Per runner: ${parts[*]}" | sed 's/;/, /g')
echo "$passed passed, $failed failed"
exit $status
