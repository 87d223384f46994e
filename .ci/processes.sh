#!/usr/bin/env bash
# README's "Scaling out" on one PostgreSQL server: two API processes and one worker (then a second), and
# what must hold across them (.ci/processes.mjs says what), on a database of its own (.ci/pg-database.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=pg-database.sh
source .ci/pg-database.sh
trap pg_database_drop EXIT
pg_database roshni_processes
node .ci/processes.mjs "$DB_URL"
