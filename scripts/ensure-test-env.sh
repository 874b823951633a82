#!/usr/bin/env bash
# Makes sure what the tests need is running: PostgreSQL on 127.0.0.1:5432 (trust auth for the
# postgres user), Redis on 127.0.0.1:6379, Debian's Chromium for Playwright, and nginx for the
# cluster fault tests (which start their own nginx). Starts them when stopped; installs them from
# Debian's packages when missing (needs root, as on CI machines).
set -euo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

# PostgreSQL
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "Installing PostgreSQL from Debian's packages..."
  apt_install postgresql
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  hba=/etc/postgresql/$version/main/pg_hba.conf
  # The test suite connects as postgres over loopback without a password.
  as_root sed -i -E 's/^(host\s+all\s+all\s+(127\.0\.0\.1\/32|::1\/128)\s+)\S+/\1trust/' "$hba"
fi
if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "Starting PostgreSQL..."
  for v in $(ls /etc/postgresql); do as_root pg_ctlcluster --skip-systemctl-redirect "$v" main start || true; done
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432 -q || { echo "PostgreSQL is not reachable on 127.0.0.1:5432" >&2; exit 1; }

# Redis
if ! command -v redis-server >/dev/null 2>&1; then
  echo "Installing Redis from Debian's packages..."
  apt_install redis-server
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "Starting Redis..."
  as_root mkdir -p /var/lib/redis /var/log/redis
  as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 20); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 0.5; done
fi

# nginx for scripts/cluster.sh and tests/faults: only the binary is needed, so the package's own
# service is kept from starting (it would take port 80) while it installs.
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "Installing nginx from Debian's packages..."
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | as_root tee "$policy" >/dev/null
    as_root chmod +x "$policy"
    apt_install nginx || { as_root rm -f "$policy"; exit 1; }
    as_root rm -f "$policy"
  else
    apt_install nginx
  fi
fi

# Chromium for Playwright (no browser download: Debian's package)
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium from Debian's packages..."
  apt_install chromium
fi
