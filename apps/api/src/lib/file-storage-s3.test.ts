import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { documents } from "../db/schema";
import { addTestProduct, DELHI_ADDRESS } from "../modules/orders/test-fixtures";
import {
  api,
  createTestApp,
  DEMO_STAFF_EMAIL,
  staffCookie,
  type TestApp,
  tokenFor,
  WEB_ORIGIN,
  WEBSITE,
} from "../test/harness";
import { type FileStorage, s3FileStorage } from "./file-storage";

/**
 * The S3 implementation against a real S3-protocol server started here, without network: s3rver (an S3
 * server for tests, on npm), answering on a free port with its bucket in a temporary folder. s3rver
 * checks that the access key exists but does not recompute SigV4 signatures, so the requests it receives
 * are also recorded and their Authorization header checked to be SigV4 with the configured key and scope.
 */
const BUCKET = "roshni-test";
const ACCESS_KEY = "S3RVER";
const SECRET = "S3RVER";

let server: S3rver;
let bucketDir: string;
let endpoint: string;
const authorizations: string[] = [];

function storage(overrides: Partial<Parameters<typeof s3FileStorage>[0]> = {}): FileStorage {
  return s3FileStorage({
    bucket: BUCKET,
    region: "ap-south-1",
    endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    forcePathStyle: true,
    ...overrides,
  });
}

beforeAll(async () => {
  bucketDir = await mkdtemp(join(tmpdir(), "roshni-s3-"));
  server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  // Koa's middleware list: the recorder runs before s3rver's own routes.
  (server as unknown as { middleware: unknown[] }).middleware.unshift(
    async (ctx: { get(name: string): string }, next: () => Promise<void>) => {
      authorizations.push(ctx.get("authorization"));
      await next();
    },
  );
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server?.close();
  if (bucketDir) await rm(bucketDir, { recursive: true, force: true });
});

describe("s3FileStorage against an S3-protocol server", () => {
  it("puts, reads, opens, finds and deletes objects; a missing one is null", async () => {
    const s3 = storage();
    const bytes = Buffer.from("a picture of a brass chandelier");
    authorizations.length = 0;
    await s3.put("products/9-abc.webp", bytes);
    expect((await s3.get("products/9-abc.webp"))?.equals(bytes)).toBe(true);
    expect(await s3.exists("products/9-abc.webp")).toBe(true);
    const opened = await s3.open("products/9-abc.webp");
    expect(opened?.size).toBe(bytes.length);
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    expect(await s3.get("products/none.webp")).toBeNull();
    expect(await s3.open("products/none.webp")).toBeNull();
    expect(await s3.exists("products/none.webp")).toBe(false);

    await s3.delete("products/9-abc.webp");
    expect(await s3.exists("products/9-abc.webp")).toBe(false);
    await s3.delete("products/9-abc.webp");

    // Every request was signed with SigV4 for the configured key, region and service.
    expect(authorizations.length).toBeGreaterThanOrEqual(9);
    for (const header of authorizations) {
      expect(header).toMatch(
        /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
      );
    }
  });

  it("refuses keys that could leave the bucket's layout, before any request", async () => {
    const s3 = storage();
    for (const key of ["../a.webp", "/a.webp", "a//b.webp", "a\\b.webp", "", "a/./b.webp"]) {
      await expect(s3.put(key, Buffer.from("x")), key).rejects.toThrow("Not a storage key");
    }
  });

  it("an unknown access key is refused by the server, and the error reaches the caller", async () => {
    const s3 = storage({ accessKeyId: "NOT-A-KEY" });
    await expect(s3.put("products/x.webp", Buffer.from("x"))).rejects.toMatchObject({
      name: "InvalidAccessKeyId",
    });
  });
});

describe("the API with FILE_STORAGE=s3", () => {
  let t: TestApp;
  let s3: FileStorage;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        FILE_STORAGE: "s3",
        S3_ENDPOINT: endpoint,
        S3_REGION: "ap-south-1",
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: SECRET,
        S3_FORCE_PATH_STYLE: true,
      },
    });
    s3 = storage();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("an uploaded product picture goes to the bucket (not the disk) and /storage serves it from there", async () => {
    const [product] = await queryRows<{ id: number }>(t.db, sql`select id from products order by id limit 1`);
    if (!product) throw new Error("no product");
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c09445" } })
      .png()
      .toBuffer();
    const cookie = await staffCookie(t, DEMO_STAFF_EMAIL.catalogue);
    const upload = await t.app.inject({
      method: "POST",
      url: `/v1/admin/products/${product.id}/images`,
      headers: { website: WEBSITE, origin: WEB_ORIGIN, cookie, "content-type": "image/png" },
      payload: png,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const key = (JSON.parse(upload.body) as { data: { images: { key: string }[] } }).data.images.at(-1)?.key;
    if (!key) throw new Error("no image key");
    expect(await s3.exists(key)).toBe(true);
    expect(existsSync(join(t.storageDir, key))).toBe(false);

    const served = await t.app.inject({ method: "GET", url: `/storage/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
    expect(served.headers["last-modified"]).toMatch(/GMT$/);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);

    const missing = await t.app.inject({ method: "GET", url: "/storage/products/none.webp" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data.error.code).toBe("FILE_NOT_FOUND");
  });

  it("an order's proforma invoice is stored in the bucket, downloadable by its buyer, never by /storage", async () => {
    const token = await tokenFor(t, "retail@demo.roshnilighting.in");
    const client = api(t.app);
    const address = await client.post<{ id: number }>("/v1/customer/address", DELHI_ADDRESS, { token });
    expect(address.statusCode).toBe(201);
    const productId = await addTestProduct(t, {
      title: "Brass wall light",
      sellingPrice: 150_000,
      taxRate: 18,
      stock: 50,
      minimumQuantity: 1,
    });
    const order = await client.post<{ id: number }>(
      "/v1/order",
      {
        items: [{ productId, quantity: 2 }],
        toPayShipping: false,
        paymentMethod: "bank-transfer",
        addressId: address.data.id,
      },
      { token, headers: { "idempotency-key": `s3-${Date.now()}` } },
    );
    expect(order.statusCode, JSON.stringify(order.body)).toBe(201);
    const [row] = await t.db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.orderId, order.data.id));
    if (!row) throw new Error("no proforma row");
    // Numbered with the order; its PDF goes to the bucket after the commit, by the job.
    expect(await s3.exists(row.key)).toBe(false);
    expect((await t.drain()).failed).toEqual([]);
    expect(await s3.exists(row.key)).toBe(true);
    expect(existsSync(join(t.storageDir, row.key))).toBe(false);

    const download = await t.app.inject({
      method: "GET",
      url: `/v1/order/${order.data.id}/documents/proforma`,
      headers: { website: WEBSITE, authorization: `Bearer ${token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(download.rawPayload.equals((await s3.get(row.key)) ?? Buffer.alloc(0))).toBe(true);

    const leaked = await t.app.inject({ method: "GET", url: `/storage/${row.key}` });
    expect(leaked.statusCode).toBe(404);
  });
});
