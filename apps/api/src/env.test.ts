import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, loadEnv, ProductionRefusal, REPO_ROOT } from "./env";

const SECRET = "s".repeat(40);

describe("loadEnv", () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it("applies the documented defaults", () => {
    const env = loadEnv({ JWT_SECRET: SECRET });
    expect(env.API_PORT).toBe(4000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(join(REPO_ROOT, "data"));
    expect(env.JWT_TTL).toBe(7 * 24 * 60 * 60);
    expect(env.PUBLIC_WEB_URL).toBe("http://localhost:3000");
    expect(env.SEED_PRODUCTS).toBe(12_000);
    expect(env.RATE_LIMIT_LOGIN_PER_MIN).toBe(10);
    expect(env.BODY_LIMIT_BYTES).toBe(100 * 1024);
    expect(env.RATE_LIMIT_ENABLED).toBe(true);
  });

  it("reads numbers and flags from text and treats empty values as unset", () => {
    const env = loadEnv({
      JWT_SECRET: SECRET,
      API_PORT: "4100",
      SEED_PRODUCTS: "100000",
      DATABASE_URL: "",
      RATE_LIMIT_ENABLED: "false",
    });
    expect(env.API_PORT).toBe(4100);
    expect(env.SEED_PRODUCTS).toBe(100_000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.RATE_LIMIT_ENABLED).toBe(false);
  });

  it("refuses a malformed value, naming it", () => {
    expect(() => loadEnv({ JWT_SECRET: SECRET, API_PORT: "forty" })).toThrow(EnvError);
    expect(() => loadEnv({ JWT_SECRET: SECRET, DATABASE_URL: "mysql://db/shop" })).toThrow(/DATABASE_URL/);
  });

  it("refuses to start in production without a JWT_SECRET", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ NODE_ENV: "production", JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ NODE_ENV: "production", PUBLIC_WEB_URL: "https://shop.example" })).toThrow(
      ProductionRefusal,
    );
  });

  it("refuses to start in production with the public address on http", () => {
    const production = { NODE_ENV: "production", JWT_SECRET: SECRET };
    expect(() => loadEnv({ ...production, PUBLIC_WEB_URL: "http://shop.example" })).toThrow(
      /Refusing to start in production with PUBLIC_WEB_URL=http:\/\/shop\.example/,
    );
    expect(() => loadEnv(production)).toThrow(/PUBLIC_WEB_URL/);
    const env = loadEnv({ ...production, PUBLIC_WEB_URL: "https://shop.example" });
    expect(env.STAFF_MFA_REQUIRED).toBe(true);
  });

  it("seeds the demo catalogue outside production only, unless told otherwise", () => {
    const production = { NODE_ENV: "production", JWT_SECRET: SECRET, PUBLIC_WEB_URL: "https://shop.example" };
    expect(loadEnv(production).SEED_DEMO_CATALOGUE).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO_CATALOGUE: "true" }).SEED_DEMO_CATALOGUE).toBe(true);
    expect(loadEnv({ JWT_SECRET: SECRET }).SEED_DEMO_CATALOGUE).toBe(true);
    expect(loadEnv({ JWT_SECRET: SECRET, SEED_DEMO_CATALOGUE: "no" }).SEED_DEMO_CATALOGUE).toBe(false);
  });

  it("outside production generates a secret once and keeps it in DATA_DIR across restarts", async () => {
    const dir = await mkdtemp(join(tmpdir(), "roshni-env-"));
    dirs.push(dir);
    const first = loadEnv({ DATA_DIR: dir });
    const second = loadEnv({ DATA_DIR: dir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect((await readFile(join(dir, "jwt-secret"), "utf8")).trim()).toBe(first.JWT_SECRET);
  });
  it("file storage: the disk by default; s3 needs a bucket and keys, and a valid endpoint", () => {
    expect(loadEnv({ JWT_SECRET: SECRET }).FILE_STORAGE).toBe("disk");
    const s3 = loadEnv({
      JWT_SECRET: SECRET,
      FILE_STORAGE: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "shop",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect([s3.FILE_STORAGE, s3.S3_REGION, s3.S3_FORCE_PATH_STYLE]).toEqual(["s3", "us-east-1", true]);
    expect(() => loadEnv({ JWT_SECRET: SECRET, FILE_STORAGE: "s3", S3_BUCKET: "shop" })).toThrow(
      /S3_ACCESS_KEY_ID: required when FILE_STORAGE=s3[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ JWT_SECRET: SECRET, FILE_STORAGE: "ftp" })).toThrow(EnvError);
    expect(() => loadEnv({ JWT_SECRET: SECRET, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
  });
});
