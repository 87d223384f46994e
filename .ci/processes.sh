#!/usr/bin/env bash
# README's "Scaling out" on one PostgreSQL server: two API processes and one worker (then a second), and
# what must hold across them (.ci/processes.mjs says what). Uses TEST_DATABASE_URL's server when set
# (.ci/run, after the PostgreSQL suite), else a throwaway cluster of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
own_cluster=0
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  # shellcheck source=pg.sh
  source .ci/pg.sh
  own_cluster=1
fi
DB_NAME="roshni_processes_$$"
cleanup() {
  "$PG_BIN/psql" -q "$TEST_DATABASE_URL" -c "drop database if exists $DB_NAME with (force)" >/dev/null 2>&1 || true
  if [ "$own_cluster" = 1 ]; then pg_stop; fi
}
trap cleanup EXIT
"$PG_BIN/psql" -q "$TEST_DATABASE_URL" -c "create database $DB_NAME" >/dev/null
DB_URL=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$TEST_DATABASE_URL" "$DB_NAME")
node .ci/processes.mjs "$DB_URL"
