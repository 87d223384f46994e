import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { emailSchema } from "@roshni/core";
import { z } from "zod";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { dataPaths, EnvError, loadEnv, ProductionRefusal } from "./env";
import { createOwnerAccount, OwnerRefused } from "./modules/staff/create-owner";

/**
 * `npm run create-owner -- --email owner@example.com [--name "Anil Mehra"]`: creates an owner account in
 * the database the API would use (DATABASE_URL, else PGlite under DATA_DIR), migrating it first. The
 * password is asked twice on a terminal, or read as one line from standard input otherwise (scripts).
 * Stop a PGlite API first: its folder is opened by one process at a time.
 */
const USAGE = 'Usage: npm run create-owner -- --email owner@example.com [--name "Your Name"]';
const nameSchema = z.string().trim().min(1).max(100);
const TTY_ATTEMPTS = 3;

class Cancelled extends Error {}

/** One line typed without echo (raw mode): Enter ends it, Backspace and Ctrl-U edit, Ctrl-C cancels. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          finish();
          resolve(value);
          return;
        }
        if (char === "\u0003" || char === "\u0004") {
          finish();
          reject(new Cancelled("Cancelled; no account was created."));
          return;
        }
        if (char === "\u007f" || char === "\b") value = [...value].slice(0, -1).join("");
        else if (char === "\u0015") value = "";
        else if (char >= " ") value += char;
      }
    };
    process.stderr.write(question);
    input.setEncoding("utf8");
    input.setRawMode(true);
    input.resume();
    input.on("data", onData);
  });
}

/** The first line of standard input (a pipe or a file), without its line ending. */
function firstLineOfStdin(): Promise<string | null> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
    let first: string | null = null;
    lines.once("line", (line) => {
      first = line;
      lines.close();
    });
    lines.once("close", () => resolve(first));
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" } },
    allowPositionals: false,
  });
  if (values.email === undefined) {
    console.error(`Give the owner's email with --email. ${USAGE}`);
    return 1;
  }
  const email = emailSchema.safeParse(values.email);
  if (!email.success) {
    console.error(`"${values.email}" is not a valid email address. ${USAGE}`);
    return 1;
  }
  const name = nameSchema.safeParse(values.name ?? "Owner");
  if (!name.success) {
    console.error("The name must be 1 to 100 characters.");
    return 1;
  }

  const env = loadEnv();
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: dataPaths(env.DATA_DIR).pglite },
  );
  try {
    await runMigrations(handle);
    const create = (password: string) =>
      createOwnerAccount(handle.db, { email: email.data, name: name.data, password });

    if (!process.stdin.isTTY) {
      const password = await firstLineOfStdin();
      if (password === null || password === "") {
        console.error("No password on standard input: send the password as one line.");
        return 1;
      }
      await create(password);
    } else {
      for (let attempt = 1; ; attempt++) {
        const password = await askHidden(`Password for ${email.data} (at least 12 characters): `);
        const again = await askHidden("The same password again: ");
        try {
          if (password !== again) throw new OwnerRefused("The two passwords are not the same.");
          await create(password);
          break;
        } catch (error) {
          const retry =
            error instanceof OwnerRefused &&
            !error.message.includes("already exists") &&
            attempt < TTY_ATTEMPTS;
          if (!retry) throw error;
          console.error(`${error.message} Try again.`);
        }
      }
    }
    console.info(
      `Owner account ${email.data} created. Sign in at ${new URL("/admin/login", env.PUBLIC_WEB_URL)}` +
        (env.STAFF_MFA_REQUIRED
          ? "; the first sign-in asks you to set up an authenticator app (the second step) before anything else."
          : "."),
    );
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const plain =
      error instanceof OwnerRefused ||
      error instanceof Cancelled ||
      error instanceof EnvError ||
      error instanceof ProductionRefusal;
    console.error(plain ? error.message : error);
    process.exit(1);
  },
);
