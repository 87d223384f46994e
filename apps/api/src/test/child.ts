import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { REPO_ROOT } from "../env";

const API_DIR = join(REPO_ROOT, "apps", "api");

/** A child process running one of the API's entry points, its output collected as it comes. */
export interface Child {
  process: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (null when ended by a signal), or rejects after `timeoutMs`. */
  exited: (timeoutMs: number) => Promise<number | null>;
  /** Resolves once stdout matches, rejects when the process exits first or after `timeoutMs`. */
  waitForOutput: (pattern: RegExp, timeoutMs: number) => Promise<RegExpMatchArray>;
}

/**
 * Runs `node --import tsx <entry>` in apps/api (one process, so a signal reaches the entry itself) with exactly `env` (plus PATH and HOME): nothing of the test runner's
 * own environment (NODE_ENV=test, TEST_DATABASE_URL) leaks into the process under test.
 */
export function runEntry(entry: string, env: Record<string, string>, args: string[] = []): Child {
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    err += chunk;
  });
  const exit = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
  });
  const describe = () => `\n--- stdout ---\n${out}\n--- stderr ---\n${err}`;

  return {
    process: child,
    stdout: () => out,
    stderr: () => err,
    exited: (timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${entry} still running after ${timeoutMs} ms${describe()}`)),
          timeoutMs,
        );
        exit.then((code) => {
          clearTimeout(timer);
          resolve(code);
        });
      }),
    waitForOutput: (pattern, timeoutMs) =>
      new Promise((resolve, reject) => {
        const deadline = Date.now() + timeoutMs;
        let exitedCode: number | null | undefined;
        exit.then((code) => {
          exitedCode = code;
        });
        const poll = () => {
          const match = out.match(pattern);
          if (match) return resolve(match);
          if (exitedCode !== undefined) {
            return reject(new Error(`${entry} exited (${exitedCode}) before ${pattern}${describe()}`));
          }
          if (Date.now() > deadline)
            return reject(new Error(`No ${pattern} within ${timeoutMs} ms${describe()}`));
          setTimeout(poll, 50);
        };
        poll();
      }),
  };
}

/** Sends `text` on standard input and closes it. */
export function sendInput(child: Child, text: string): void {
  child.process.stdin?.end(text);
}
