# shellcheck shell=bash
# How the portal's server process runs: sourced by scripts/start.sh and scripts/cluster.sh, which
# then start `node "${PORTAL_NODE_FLAGS[@]}" "$PORTAL_SERVER"`. Measured with bench/http.ts
# (docs/architecture.md §1 "Memory").

# The server compiled to JavaScript by scripts/build-server.mjs (scripts/ensure-build.mjs runs it):
# plain node, without tsx's compiler in the process.
PORTAL_SERVER=.server-build/main.mjs

# glibc's malloc raises its trim threshold as large blocks come and go, and then keeps freed memory
# at the top of its heap: about 30 MB of an idle embedded portal. A fixed threshold (its default,
# 128 KiB) returns it, and keeps the mmap threshold there too, with no loss of render rate.
export MALLOC_TRIM_THRESHOLD_=131072

# --expose-gc: server/main.ts returns start-up's garbage once the portal is ready.
# --max-semi-space-size=8: V8 let the young generation grow to 3 × 16 MB under a burst of renders
# and kept it; 8 MB halves that, for the same render rate.
PORTAL_NODE_FLAGS=(--expose-gc --max-semi-space-size=8)
