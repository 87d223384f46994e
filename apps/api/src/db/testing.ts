import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./client";

export interface ScratchDatabase {
  handle: DatabaseHandle;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  dispose: () => Promise<void>;
}

/**
 * An empty database for a test: PGlite in memory, or, when TEST_DATABASE_URL names a PostgreSQL server
 * (the `npm run test:pg` suite), a database of its own created there and dropped by `dispose`.
 */
export async function openScratchDatabase(): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ memory: true });
    return { handle, dispose: () => handle.close() };
  }
  const name = `roshni_db_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}
