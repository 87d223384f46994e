// How long a change of the shop settings takes to reach the storefront's header, measured against an API
// and a storefront already running (e.g. `npm start`, or the browser suite's servers):
//
//   BENCH_BASE_URL  the storefront (http://127.0.0.1:3000)
//   BENCH_API_URL   the API the storefront uses (http://127.0.0.1:4000)
//   BENCH_OWNER     the owner's sign-in (owner@demo.roshnilighting.in / Lighting@2026, no second step)
//
// Two saves of a new first phone number: through the storefront's /v1 proxy (what the back office does:
// the proxy expires the cached settings) and straight to the API (another storefront process's view: it
// waits for its cache's minute). After each, the home page is loaded once a second until its header
// shows the new number. The settings are put back at the end.
const WEB = process.env.BENCH_BASE_URL ?? "http://127.0.0.1:3000";
const API = process.env.BENCH_API_URL ?? "http://127.0.0.1:4000";
const EMAIL = process.env.BENCH_OWNER ?? "owner@demo.roshnilighting.in";
const PASSWORD = process.env.BENCH_OWNER_PASSWORD ?? "Lighting@2026";
const LIMIT_MS = 180_000;

const headers = (cookie) => ({
  website: "wholesale",
  origin: WEB,
  "content-type": "application/json",
  ...(cookie ? { cookie } : {}),
});

async function signIn() {
  const res = await fetch(`${API}/v1/admin/auth/login`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in refused: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function readSettings(cookie) {
  const res = await fetch(`${API}/v1/admin/settings`, { headers: headers(cookie) });
  if (!res.ok) throw new Error(`settings: ${res.status}`);
  return (await res.json()).data.settings;
}

async function save(base, cookie, settings) {
  const res = await fetch(`${base}/v1/admin/settings`, {
    method: "PUT",
    headers: headers(cookie),
    body: JSON.stringify(settings),
  });
  if (!res.ok) throw new Error(`save refused: ${res.status} ${await res.text()}`);
}

async function untilHeaderShows(phone, savedAt) {
  let loads = 0;
  while (Date.now() - savedAt < LIMIT_MS) {
    loads += 1;
    const html = await (await fetch(`${WEB}/`, { headers: { "cache-control": "no-cache" } })).text();
    if (html.includes(`tel:${phone}`)) return { ms: Date.now() - savedAt, loads };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { ms: null, loads };
}

const cookie = await signIn();
const original = await readSettings(cookie);
try {
  // Warm the storefront's cache with the current settings first.
  await fetch(`${WEB}/`);
  for (const [label, base, digits] of [
    ["through the storefront's proxy", WEB, "4001"],
    ["straight to the API (another storefront process)", API, "4002"],
  ]) {
    await fetch(`${WEB}/`);
    const phone = `+91112386${digits}`;
    const savedAt = Date.now();
    await save(base, cookie, { ...original, phones: [phone, ...original.phones.slice(1)] });
    const { ms, loads } = await untilHeaderShows(phone, savedAt);
    console.log(
      `${label}: ${ms === null ? `not shown within ${LIMIT_MS / 1000} s` : `header shows it after ${(ms / 1000).toFixed(1)} s`} (${loads} page loads)`,
    );
  }
} finally {
  await save(API, cookie, original);
}
