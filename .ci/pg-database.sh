#!/usr/bin/env bash
# Sourced by the scripts that need a database of their own on PostgreSQL: `pg_database NAME_PREFIX` creates
# it on TEST_DATABASE_URL's server (.ci/run, after the PostgreSQL suite), else on a throwaway cluster of its
# own (.ci/pg.sh), and sets DB_NAME and DB_URL; `pg_database_drop` drops it and stops that cluster.
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PG_OWN_CLUSTER=0

pg_database() {
  if [ -z "${TEST_DATABASE_URL:-}" ]; then
    # shellcheck source=pg.sh
    source "$(dirname "${BASH_SOURCE[0]}")/pg.sh"
    PG_OWN_CLUSTER=1
  fi
  DB_NAME="$1_$$"
  "$PG_BIN/psql" -q "$TEST_DATABASE_URL" -c "create database $DB_NAME" >/dev/null
  DB_URL=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$TEST_DATABASE_URL" "$DB_NAME")
}

pg_database_drop() {
  if [ -n "${DB_NAME:-}" ]; then
    "$PG_BIN/psql" -q "$TEST_DATABASE_URL" -c "drop database if exists $DB_NAME with (force)" >/dev/null 2>&1 || true
  fi
  if [ "$PG_OWN_CLUSTER" = 1 ]; then pg_stop; fi
}
