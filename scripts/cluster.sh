#!/usr/bin/env bash
# Several portal instances behind nginx, on one PostgreSQL and one Redis (docs/guides/production.md, "Production layout").
#
#   scripts/cluster.sh          build if needed, prepare the database, start the instances and nginx
#                               in the foreground; Ctrl-C (or SIGTERM) stops everything
#   scripts/cluster.sh stop     stops a cluster started from another terminal (same CLUSTER_DIR)
#
# Settings (environment):
#   CLUSTER_DIR             state: key, pids, logs, nginx prefix          (data/cluster)
#   CLUSTER_PORT            nginx port, the one public entry               (3700)
#   CLUSTER_LISTEN          nginx listen address                           (127.0.0.1)
#   CLUSTER_INSTANCE_PORTS  one portal instance per port, on 127.0.0.1     ("3701 3702")
#   CLUSTER_DATABASE_URL    shared database, created when missing          (postgres://postgres@127.0.0.1:5432/esatis_cluster)
#   CLUSTER_REDIS_URL       shared Redis for the hub backplane             (redis://127.0.0.1:6379)
#   CLUSTER_SEED            seed the demo data into an empty database      (true with PORTAL_MODE=demo)
#   PORTAL_MODE             demo: stand-ins and the demo seed; otherwise a real deployment, which
#                           refuses to start with any stand-in (docs/guides/production.md)
#   PUBLIC_ORIGIN           the origin users see                           (http://localhost:$CLUSTER_PORT)
#   TRUST_PROXY             whose X-Forwarded-For the instances believe    (loopback: nginx on this machine)
#   NGINX                   nginx binary                                   (nginx on PATH, else /usr/sbin/nginx)
# Other portal settings (EDEVLET_MODE, SENTRY_DSN, ...) pass through to every instance.
set -euo pipefail
cd "$(dirname "$0")/.."
# The pinned Node.js (package.json) first on PATH, also when run outside npm.
source scripts/use-node.sh

CLUSTER_DIR=$(mkdir -p "${CLUSTER_DIR:-data/cluster}" && cd "${CLUSTER_DIR:-data/cluster}" && pwd)
CLUSTER_PORT=${CLUSTER_PORT:-3700}
CLUSTER_LISTEN=${CLUSTER_LISTEN:-127.0.0.1}
CLUSTER_INSTANCE_PORTS=${CLUSTER_INSTANCE_PORTS:-3701 3702}
CLUSTER_DATABASE_URL=${CLUSTER_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/esatis_cluster}
CLUSTER_REDIS_URL=${CLUSTER_REDIS_URL:-redis://127.0.0.1:6379}
if [ "${PORTAL_MODE:-}" = demo ]; then CLUSTER_SEED=${CLUSTER_SEED:-true}; else CLUSTER_SEED=${CLUSTER_SEED:-false}; fi
PUBLIC_ORIGIN=${PUBLIC_ORIGIN:-http://localhost:$CLUSTER_PORT}
NGINX=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
RUN_DIR=$CLUSTER_DIR/run
NGINX_DIR=$CLUSTER_DIR/nginx

log() { echo "[cluster] $*"; }

# Stops every process recorded in $RUN_DIR: TERM first (graceful: hub clients are told to
# reconnect, a running scheduler tick finishes), KILL after 15 s.
stop_all() {
  local pids=() f pid
  for f in "$RUN_DIR"/*.pid; do
    [ -e "$f" ] || continue
    pid=$(cat "$f")
    if kill -0 "$pid" 2>/dev/null; then kill -TERM "$pid" 2>/dev/null || true; pids+=("$pid"); fi
  done
  for _ in $(seq 1 150); do
    local alive=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 0.1
  done
  for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
  rm -f "$RUN_DIR"/*.pid
}

if [ "${1:-start}" = stop ]; then
  # Tells the foreground script that its processes end on purpose.
  [ -d "$RUN_DIR" ] && touch "$RUN_DIR/stopping"
  stop_all
  log "stopped"
  exit 0
fi
[ "${1:-start}" = start ] || { echo "usage: $0 [start|stop]" >&2; exit 2; }

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for port in $CLUSTER_PORT $CLUSTER_INSTANCE_PORTS; do
  if port_in_use "$port"; then echo "Port $port is already in use (another cluster? try: $0 stop)" >&2; exit 1; fi
done
[ -x "$NGINX" ] || { echo "nginx not found (Debian: apt-get install nginx)" >&2; exit 1; }

mkdir -p "$RUN_DIR" "$NGINX_DIR/temp"
rm -f "$RUN_DIR/stopping"
trap 'log "stopping"; stop_all; exit 0' INT TERM

node scripts/ensure-build.mjs

# One signing key for all instances: a token issued by one must be accepted by the others.
KEY_FILE=$CLUSTER_DIR/token-signing.key
if [ -z "${TOKEN_SIGNING_KEY:-}" ]; then
  if [ ! -s "$KEY_FILE" ]; then
    (umask 077; node -e "process.stdout.write(require('node:crypto').randomBytes(48).toString('base64url'))" >"$KEY_FILE")
  fi
  TOKEN_SIGNING_KEY=$(cat "$KEY_FILE")
fi

log "preparing the database"
DATABASE_URL=$CLUSTER_DATABASE_URL SEED_ON_START=$CLUSTER_SEED node --import tsx scripts/cluster-prepare.ts

# shellcheck source=scripts/portal-node.sh
source scripts/portal-node.sh
i=0
for port in $CLUSTER_INSTANCE_PORTS; do
  i=$((i + 1))
  mkdir -p "$CLUSTER_DIR/instance-$i"
  # The scheduler runs in every instance; its advisory lock lets exactly one act each second.
  NODE_ENV=production PORT=$port HOST=127.0.0.1 DATA_DIR="$CLUSTER_DIR/instance-$i" \
    DATABASE_URL=$CLUSTER_DATABASE_URL REDIS_URL=$CLUSTER_REDIS_URL PUBLIC_ORIGIN=$PUBLIC_ORIGIN \
    TOKEN_SIGNING_KEY=$TOKEN_SIGNING_KEY SEED_ON_START=false TRUST_PROXY=${TRUST_PROXY:-loopback} \
    node "${PORTAL_NODE_FLAGS[@]}" "$PORTAL_SERVER" >>"$CLUSTER_DIR/instance-$i.log" 2>&1 &
  echo $! >"$RUN_DIR/instance-$i.pid"
  log "instance $i: pid $!, http://127.0.0.1:$port, log $CLUSTER_DIR/instance-$i.log"
done

# The balancer's config, generated: every instance in the upstream, no sticky sessions (the hub
# needs none: WebSockets without negotiation, Redis fans messages out).
upstream_servers=""
for port in $CLUSTER_INSTANCE_PORTS; do
  upstream_servers+="    server 127.0.0.1:$port max_fails=1 fail_timeout=5s;"$'\n'
done
# A location that sets any proxy header inherits none from above, so both include these.
cat >"$NGINX_DIR/proxy-headers.conf" <<'EOF'
proxy_set_header Host $http_host;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
proxy_set_header X-Forwarded-Proto $scheme;
EOF
cat >"$NGINX_DIR/nginx.conf" <<EOF
# Generated by scripts/cluster.sh: edits are overwritten.
daemon off;
worker_processes 1;
pid $NGINX_DIR/nginx.pid;
error_log $NGINX_DIR/error.log warn;
events { worker_connections 4096; }
http {
  access_log $NGINX_DIR/access.log;
  client_body_temp_path $NGINX_DIR/temp/client_body;
  proxy_temp_path $NGINX_DIR/temp/proxy;
  fastcgi_temp_path $NGINX_DIR/temp/fastcgi;
  uwsgi_temp_path $NGINX_DIR/temp/uwsgi;
  scgi_temp_path $NGINX_DIR/temp/scgi;
  client_max_body_size 1m;
  server_tokens off;

  map \$http_upgrade \$connection_upgrade { default upgrade; '' ''; }

  upstream portal {
$upstream_servers    keepalive 32;
  }

  server {
    listen $CLUSTER_LISTEN:$CLUSTER_PORT;

    proxy_http_version 1.1;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    # A dead or stopping instance (refused or reset connection, timeout): nginx retries GET/HEAD on
    # the next one (never a POST or PUT, which could run twice) and skips it for fail_timeout. Not
    # on a 503: that is the portal saying "database down", true of every instance, and counting it
    # as a failure would take them all out of the upstream.
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 2;
    # A page answered from the anonymous cache names the hashes of its inline scripts in its CSP
    # (server/http/cached-page-handler.ts, at most 8 KB): room for that header.
    proxy_buffer_size 16k;
    proxy_buffers 8 16k;

    # Prometheus scrapes each instance directly; the public entry does not expose metrics.
    location ^~ /api/metrics { deny all; }

    # The SignalR hub: WebSocket upgrade. Hub pings every 15 s keep the connection well inside the timeout.
    location ~* ^/api/v1/ihalehub\$ {
      proxy_pass http://portal;
      include $NGINX_DIR/proxy-headers.conf;
      proxy_set_header Upgrade \$http_upgrade;
      proxy_set_header Connection \$connection_upgrade;
      proxy_read_timeout 120s;
      proxy_send_timeout 120s;
    }

    # Back-office uploads (images up to 10 MB, PDFs up to 20 MB; server/files checks each): the
    # portal enforces the exact limits, nginx only keeps anything larger out.
    location ^~ /api/yonetim/ {
      client_max_body_size 21m;
      proxy_pass http://portal;
      include $NGINX_DIR/proxy-headers.conf;
      proxy_set_header Connection "";
    }

    location / {
      proxy_pass http://portal;
      include $NGINX_DIR/proxy-headers.conf;
      # Empty Connection header: keep-alive connections to the instances.
      proxy_set_header Connection "";
    }
  }
}
EOF
"$NGINX" -p "$NGINX_DIR" -e "$NGINX_DIR/error.log" -c "$NGINX_DIR/nginx.conf" -t -q
"$NGINX" -p "$NGINX_DIR" -e "$NGINX_DIR/error.log" -c "$NGINX_DIR/nginx.conf" &
echo $! >"$RUN_DIR/nginx.pid"
log "nginx: pid $!, config $NGINX_DIR/nginx.conf"

# Ready when every instance answers /api/ready (database reachable) and nginx answers too.
for _ in $(seq 1 240); do
  ready=1
  for port in $CLUSTER_INSTANCE_PORTS; do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/api/ready" 2>/dev/null || ready=0
  done
  # nginx only once the instances answer: an early refused connection would mark one down for 5 s.
  [ "$ready" = 1 ] && { curl -fsS -o /dev/null "http://127.0.0.1:$CLUSTER_PORT/api/ready" 2>/dev/null || ready=0; }
  [ "$ready" = 1 ] && break
  for f in "$RUN_DIR"/*.pid; do
    kill -0 "$(cat "$f")" 2>/dev/null || { log "$(basename "$f" .pid) exited during start-up; see its log"; stop_all; exit 1; }
  done
  sleep 0.5
done
[ "$ready" = 1 ] || { log "not ready after 2 minutes; see the logs in $CLUSTER_DIR"; stop_all; exit 1; }
log "ready at $PUBLIC_ORIGIN (nginx on $CLUSTER_LISTEN:$CLUSTER_PORT → instances on ports $CLUSTER_INSTANCE_PORTS)"

# Stay in the foreground until stopped. An instance that dies is reported, not restarted: the
# others keep serving (in production a supervisor such as systemd restarts it).
while :; do
  wait -n || true
  for f in "$RUN_DIR"/*.pid; do
    [ -e "$f" ] || continue
    if ! kill -0 "$(cat "$f")" 2>/dev/null; then
      log "$(basename "$f" .pid) (pid $(cat "$f")) exited"
      rm -f "$f"
    fi
  done
  if ! compgen -G "$RUN_DIR/*.pid" >/dev/null; then
    if [ -e "$RUN_DIR/stopping" ]; then log "stopped"; exit 0; fi
    log "nothing left running"
    exit 1
  fi
done
