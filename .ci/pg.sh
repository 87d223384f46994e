#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster (Debian's server binaries) on a loopback port for the API's
# PostgreSQL suite, and prints the connection URL. Usage: source .ci/pg.sh; ...; pg_stop
set -euo pipefail
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PG_PORT=${PG_PORT:-55432}
PG_DIR=$(mktemp -d /tmp/roshni-pg.XXXXXX)
chown postgres:postgres "$PG_DIR" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" -l "$PG_DIR/log" -w start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
pg_stop() { as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null || true; rm -rf "$PG_DIR"; }
