#!/usr/bin/env bash
# Follows README's "Running the shop for real" once on PostgreSQL: production mode, a fresh database, the
# first owner created by the command (password on standard input), the owner's sign-in enrolling the
# second step (TOTP) and signing in with it; the demo accounts must not exist. Uses TEST_DATABASE_URL's
# server when set (.ci/run, after the PostgreSQL suite), else a throwaway cluster of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=pg-database.sh
source .ci/pg-database.sh
WORK=$(mktemp -d /tmp/roshni-production.XXXXXX)
API_PID=""

cleanup() {
  if [ -n "$API_PID" ] && kill -0 "$API_PID" 2>/dev/null; then kill -TERM -- "-$API_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
  pg_database_drop
}
trap cleanup EXIT

step() { echo "-- $*"; }
fail() {
  echo "FAILED: $*" >&2
  [ -f "$WORK/api.log" ] && { echo "--- API log (last 40 lines) ---" >&2; tail -n 40 "$WORK/api.log" >&2; }
  exit 1
}
# A field of a JSON answer (the envelope's data), e.g. json_field body.json data.error.code
json_field() {
  node -e 'const v = process.argv[2].split(".").reduce((o, k) => (o == null ? o : o[k]), JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))); console.log(typeof v === "object" ? JSON.stringify(v) : String(v));' "$1" "$2"
}
# call METHOD PATH [JSON body]: answers the status; the body is in $WORK/body.json, headers in $WORK/headers
call() {
  local method=$1 path=$2 body=${3:-}
  local args=(-sS -o "$WORK/body.json" -D "$WORK/headers" -w '%{http_code}' -X "$method"
    -H "website: wholesale" -H "origin: $PUBLIC_WEB_URL")
  [ -n "${COOKIE:-}" ] && args+=(-H "cookie: $COOKIE")
  [ -n "$body" ] && args+=(-H "content-type: application/json" --data "$body")
  curl "${args[@]}" "$API/$path"
}
expect_status() {
  local want=$1 got=$2 what=$3
  [ "$got" = "$want" ] || fail "$what: expected HTTP $want, got $got: $(cat "$WORK/body.json")"
  echo "   ok: $what (HTTP $got)"
}
session_cookie() { grep -i '^set-cookie:' "$WORK/headers" | head -n 1 | sed -e 's/^[^:]*: *//' -e 's/;.*//' | tr -d '\r'; }

pg_database roshni_production
step "a fresh PostgreSQL database ($DB_NAME)"

export NODE_ENV=production
export DATABASE_URL="$DB_URL"
JWT_SECRET=$(node -e 'console.log(require("crypto").randomBytes(48).toString("base64url"))')
export JWT_SECRET
export PUBLIC_WEB_URL="https://shop.example.test"
export API_PORT="${PRODUCTION_API_PORT:-4190}"
export HOST=127.0.0.1
export DATA_DIR="$WORK/data"
API="http://127.0.0.1:$API_PORT/v1"

step "start the API in production mode (npm run start:api)"
setsid npm run start:api >"$WORK/api.log" 2>&1 &
API_PID=$!
for _ in $(seq 1 300); do
  grep -q "Server listening" "$WORK/api.log" && break
  kill -0 "$API_PID" 2>/dev/null || fail "the API stopped during its start"
  sleep 1
done
grep -q "Server listening" "$WORK/api.log" || fail "the API did not listen within 300 s"
echo "   ok: listening on $API_PORT"
grep -q "DEMO SHOP" "$WORK/api.log" && fail "a production start printed the demo notice"
grep -q "npm run create-owner" "$WORK/api.log" || fail "the start log does not say how to create the owner"
echo "   ok: the start log says how to create the owner"

step "no demo account exists"
expect_status 401 "$(call POST admin/auth/login '{"email":"owner@demo.roshnilighting.in","password":"Lighting@2026"}')" \
  "demo owner sign-in refused"
expect_status 401 "$(call POST customer/login '{"email":"retail@demo.roshnilighting.in","password":"Lighting@2026"}')" \
  "demo buyer sign-in refused"

step "create the owner with the command (password on standard input)"
OWNER_EMAIL="owner@shop.example.test"
OWNER_PASSWORD="$(node -e 'console.log(require("crypto").randomBytes(18).toString("base64url"))')"
printf '%s\n' "$OWNER_PASSWORD" | npm run --silent create-owner -- --email "$OWNER_EMAIL" --name "Shop Owner" \
  || fail "npm run create-owner failed"
echo "   ok: owner created"

step "first sign-in: the second step must be enrolled"
expect_status 200 "$(call POST admin/auth/login "{\"email\":\"$OWNER_EMAIL\",\"password\":\"$OWNER_PASSWORD\"}")" \
  "owner sign-in with the password"
[ "$(json_field "$WORK/body.json" data.mfaEnrolmentRequired)" = "true" ] || fail "the sign-in did not ask for the second step"
COOKIE=$(session_cookie)
[ -n "$COOKIE" ] || fail "no session cookie"
expect_status 403 "$(call GET admin/orders)" "the back office refused before enrolment"
[ "$(json_field "$WORK/body.json" data.error.code)" = "MFA_ENROLMENT_REQUIRED" ] || fail "expected MFA_ENROLMENT_REQUIRED"

step "enrol TOTP"
expect_status 200 "$(call POST admin/auth/mfa/setup)" "TOTP set-up started"
SECRET=$(json_field "$WORK/body.json" data.secret)
expect_status 200 "$(call POST admin/auth/mfa/enable "{\"otp\":\"$(node .ci/totp.mjs "$SECRET")\"}")" "TOTP enabled"
[ "$(json_field "$WORK/body.json" data.recoveryCodes.length)" = "10" ] || fail "expected 10 recovery codes"
expect_status 200 "$(call POST admin/auth/logout)" "signed out"

step "sign in with password and TOTP"
COOKIE=""
expect_status 401 "$(call POST admin/auth/login "{\"email\":\"$OWNER_EMAIL\",\"password\":\"$OWNER_PASSWORD\"}")" \
  "the password alone is refused"
[ "$(json_field "$WORK/body.json" data.error.code)" = "OTP_REQUIRED" ] || fail "expected OTP_REQUIRED"
# The enrolment spent the current time step; the next one is within the accepted drift.
expect_status 200 "$(call POST admin/auth/login "{\"email\":\"$OWNER_EMAIL\",\"password\":\"$OWNER_PASSWORD\",\"otp\":\"$(node .ci/totp.mjs "$SECRET" next)\"}")" \
  "owner sign-in with password and TOTP"
COOKIE=$(session_cookie)
expect_status 200 "$(call GET admin/me)" "GET /v1/admin/me"
[ "$(json_field "$WORK/body.json" data.role)" = "owner" ] || fail "me is not the owner"
[ "$(json_field "$WORK/body.json" data.mfaEnabled)" = "true" ] || fail "me has no second step"
expect_status 200 "$(call GET admin/orders)" "the back office answers after enrolment"

step "stop the API"
kill -TERM -- "-$API_PID"
for _ in $(seq 1 30); do kill -0 "$API_PID" 2>/dev/null || break; sleep 1; done
kill -0 "$API_PID" 2>/dev/null && fail "the API did not stop within 30 s"
API_PID=""
echo "== production walk-through passed"
