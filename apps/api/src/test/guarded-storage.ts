import { assertOutsideTransaction } from "../db/client";
import type { FileStorage } from "../lib/file-storage";

/**
 * The test suites' file storage: the configured one (the disk folder of the test app, or the S3 fake),
 * refusing every call made inside a database transaction. A file written there would hold the
 * transaction's locks while the disk or the bucket answers, and would stay behind if it rolled back.
 */
export function outsideTransactionsOnly(inner: FileStorage): FileStorage {
  const guarded =
    <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      assertOutsideTransaction(`File storage ${name}(${String(args[0])})`);
      return call(...args);
    };
  return {
    put: guarded("put", (key: string, body: Buffer) => inner.put(key, body)),
    get: guarded("get", (key: string) => inner.get(key)),
    open: guarded("open", (key: string) => inner.open(key)),
    exists: guarded("exists", (key: string) => inner.exists(key)),
    delete: guarded("delete", (key: string) => inner.delete(key)),
  };
}
